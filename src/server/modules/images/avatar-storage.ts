import { randomBytes } from 'node:crypto'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import type { Db } from '../../db/connect.ts'
import { forgetImageCacheDir } from './image-cache.ts'

/**
 * Avatars are rows of `avatars` (migration 0910) under a random name (128 bits: unguessable, so
 * the address itself is the access check for a profile photo, as on every social product). Their
 * public address is `/images/avatars/<name>.webp`: the UI kit's image component serves `images/…`
 * sources through /_ipx at the size it needs; the resized copies are a per-instance disk cache.
 */
export const AVATAR_URL_PREFIX = '/images/avatars/'
export const AVATAR_NAME_PATTERN = /^[A-Za-z0-9_-]{22}\.webp$/

/** Where the resized copies of an avatar are cached: deleted with it. */
export function avatarCacheDir(storageDir: string, name: string): string {
  if (!AVATAR_NAME_PATTERN.test(name)) throw new Error('Invalid avatar name')
  return path.join(imageCacheDir(storageDir), 'avatars', name)
}

export function imageCacheDir(storageDir: string): string {
  return path.join(storageDir, 'image-cache')
}

/** The file name in a profil_url we wrote, or undefined for anything else. */
export function avatarNameFromUrl(url: string | null | undefined): string | undefined {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return undefined
  const name = url.slice(AVATAR_URL_PREFIX.length)
  return AVATAR_NAME_PATTERN.test(name) ? name : undefined
}

/**
 * Stores the (already re-encoded) image under a new random name; returns its profil_url. Run it
 * in the transaction that points the account at it: a failure then leaves nothing behind.
 */
export async function saveAvatar(db: Db, userId: number, webp: Buffer): Promise<string> {
  const name = `${randomBytes(16).toString('base64url')}.webp`
  await db.insertInto('avatars').values({ name, user_id: userId, bytes: webp, size: webp.length }).execute()
  return `${AVATAR_URL_PREFIX}${name}`
}

/** Deletes the photo behind a profil_url, if it is one of ours; its resized copies go after the commit (forgetAvatarCopies). */
export async function deleteAvatar(db: Db, url: string | null | undefined): Promise<void> {
  const name = avatarNameFromUrl(url)
  if (name) await db.deleteFrom('avatars').where('name', '=', name).execute()
}

/** The stored photo's version (its size and time, for the resized copies' key), or undefined once deleted. */
export async function findAvatarVersion(db: Db, name: string): Promise<{ size: number; created_at: Date } | undefined> {
  return db.selectFrom('avatars').select(['size', 'created_at']).where('name', '=', name).executeTakeFirst()
}

export async function avatarBytes(db: Db, name: string): Promise<Uint8Array | undefined> {
  const row = await db.selectFrom('avatars').select('bytes').where('name', '=', name).executeTakeFirst()
  return row?.bytes
}

/**
 * Removes this instance's resized copies of a deleted photo, freeing the cache's budget. Other
 * instances' copies are never served again (the route checks the row first) and age out of their
 * caches. A missing folder is not an error.
 */
export async function forgetAvatarCopies(storageDir: string, url: string | null | undefined): Promise<void> {
  const name = avatarNameFromUrl(url)
  if (!name) return
  const cacheDir = avatarCacheDir(storageDir, name)
  await rm(cacheDir, { recursive: true, force: true })
  forgetImageCacheDir(cacheDir)
}
