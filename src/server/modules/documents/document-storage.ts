import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { AwsClient } from 'aws4fetch'
import type { Db } from '../../db/connect.ts'
import type { Env } from '../../env.ts'

/**
 * Where a verification document's bytes are kept (docs/decisions/018). Never under the client's
 * folder nor any public address: the documents routes read them after their access checks.
 * - `database` (the default): the `document_blobs` table, in the caller's transaction, so a file
 *   and its row commit together and every instance serves every file (docs/decisions/007);
 * - `disk`: files under DATA_DIR/documents, for a single instance;
 * - `s3`: an S3-compatible bucket (path-style addresses, SigV4 by aws4fetch), for several
 *   instances that keep files out of the database.
 * A key is 128 random bits; the outside storages get the bytes before the row commits, so a failed
 * transaction can leave a file no row names (the documents job cannot see it: docs/decisions/018).
 */
export interface DocumentStorage {
  readonly kind: 'database' | 'disk' | 's3'
  put(db: Db, key: string, bytes: Uint8Array): Promise<void>
  get(db: Db, key: string): Promise<Uint8Array | undefined>
  /** Deleting a key that is not there is not an error. */
  delete(db: Db, key: string): Promise<void>
}

export const STORAGE_KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/

export function newStorageKey(): string {
  return randomBytes(16).toString('base64url')
}

function checkedKey(key: string): string {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error('Invalid document key')
  return key
}

export const databaseStorage: DocumentStorage = {
  kind: 'database',
  async put(db, key, bytes) {
    await db
      .insertInto('document_blobs')
      .values({ key: checkedKey(key), bytes })
      .execute()
  },
  async get(db, key) {
    const row = await db.selectFrom('document_blobs').select('bytes').where('key', '=', key).executeTakeFirst()
    return row?.bytes
  },
  async delete(db, key) {
    await db.deleteFrom('document_blobs').where('key', '=', key).execute()
  },
}

export function diskStorage(dir: string): DocumentStorage {
  const file = (key: string) => path.join(dir, checkedKey(key).slice(0, 2), checkedKey(key))
  return {
    kind: 'disk',
    async put(_db, key, bytes) {
      const target = file(key)
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 })
      // Written aside then renamed: a crash never leaves half a file under the key.
      const partial = `${target}.${randomBytes(4).toString('hex')}.part`
      await writeFile(partial, bytes, { mode: 0o600 })
      await rename(partial, target)
    },
    async get(_db, key) {
      try {
        return new Uint8Array(await readFile(file(key)))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
        throw error
      }
    },
    async delete(_db, key) {
      await rm(file(key), { force: true })
    },
  }
}

export interface S3Config {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
}

export function s3Storage(config: S3Config, fetchImpl: typeof fetch = fetch): DocumentStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
  })
  const base = config.endpoint.replace(/\/+$/, '')
  const url = (key: string) => `${base}/${encodeURIComponent(config.bucket)}/documents/${checkedKey(key)}`
  const send = async (key: string, init: RequestInit) => fetchImpl(await client.sign(url(key), init))
  return {
    kind: 's3',
    async put(_db, key, bytes) {
      const response = await send(key, {
        method: 'PUT',
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: { 'Content-Type': 'application/octet-stream' },
      })
      if (!response.ok) throw new Error(`S3 PUT answered ${response.status}`)
    },
    async get(_db, key) {
      const response = await send(key, { method: 'GET' })
      if (response.status === 404) return undefined
      if (!response.ok) throw new Error(`S3 GET answered ${response.status}`)
      return new Uint8Array(await response.arrayBuffer())
    },
    async delete(_db, key) {
      const response = await send(key, { method: 'DELETE' })
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE answered ${response.status}`)
    },
  }
}

/** The storage the configuration asks for (env.ts checks that an S3 one is complete). */
export function documentStorageFor(env: Env, dataDir: string): DocumentStorage {
  const kind = env.DOCUMENT_STORAGE ?? (env.S3_BUCKET !== undefined ? 's3' : 'database')
  if (kind === 'disk') return diskStorage(path.join(dataDir, 'documents'))
  if (kind === 's3')
    return s3Storage({
      endpoint: env.S3_ENDPOINT ?? '',
      bucket: env.S3_BUCKET ?? '',
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    })
  return databaseStorage
}
