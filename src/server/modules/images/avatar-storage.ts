import { randomBytes } from 'node:crypto'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { forgetImageCacheDir } from './image-cache.ts'

/**
 * Avatars live outside the web root, in `${storageDir}/avatars/<name>.webp`, under a random name
 * (128 bits: unguessable, so the address itself is the access check for a profile photo, as on
 * every social product). Their public address is `/images/avatars/<name>.webp`: the UI kit's
 * image component serves `images/…` sources through /_ipx at the size it needs.
 */
export const AVATAR_URL_PREFIX = '/images/avatars/'
export const AVATAR_NAME_PATTERN = /^[A-Za-z0-9_-]{22}\.webp$/

export function avatarPath(storageDir: string, name: string): string {
  if (!AVATAR_NAME_PATTERN.test(name)) throw new Error('Invalid avatar name')
  return path.join(storageDir, 'avatars', name)
}

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

/** Writes the (already re-encoded) image under a new random name; returns its profil_url. */
export async function saveAvatar(storageDir: string, webp: Buffer): Promise<string> {
  const name = `${randomBytes(16).toString('base64url')}.webp`
  const file = avatarPath(storageDir, name)
  await mkdir(path.dirname(file), { recursive: true })
  // Written aside then renamed: a reader never sees half a file.
  const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`
  await writeFile(temporary, webp, { mode: 0o640 })
  await rename(temporary, file)
  return `${AVATAR_URL_PREFIX}${name}`
}

/**
 * Removes the file behind a profil_url, if it is one of ours, and every resized copy of it: a
 * deleted photo leaves nothing on disk. A missing file is not an error.
 */
export async function deleteAvatar(storageDir: string, url: string | null | undefined): Promise<void> {
  const name = avatarNameFromUrl(url)
  if (!name) return
  await rm(avatarPath(storageDir, name), { force: true })
  const cacheDir = avatarCacheDir(storageDir, name)
  await rm(cacheDir, { recursive: true, force: true })
  // Their bytes no longer count against the cache's budget.
  forgetImageCacheDir(cacheDir)
}
