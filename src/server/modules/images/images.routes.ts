import { stat } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { type Context, Hono } from 'hono'
import type { Db } from '../../db/connect.ts'
import { HttpError } from '../../http/http-error.ts'
import type { AppEnv } from '../../http/types.ts'
import { rateLimit } from '../../middleware/rate-limit.ts'
import { AVATAR_NAME_PATTERN, avatarBytes, findAvatarVersion, imageCacheDir } from './avatar-storage.ts'
import { imageCache } from './image-cache.ts'
import { type ImageSource, resolveImageSource } from './image-source.ts'
import { type SourceVersion, variant, variantKey } from './image-transform.ts'
import { parseModifiers } from './ipx-modifiers.ts'

const defaultClientDir = fileURLToPath(new URL('../../../../dist/client', import.meta.url))
// Avatar names are random and never reused: a variant never changes. Public images may change
// with a new build under the same name: a day, then revalidation by ETag.
const IMMUTABLE = 'public, max-age=31536000, immutable'
const ONE_DAY = 'public, max-age=86400'
// Per client IP, every /_ipx request counted (refused ones too): a page of avatars and photos
// asks a few dozen, and the browser keeps them; a script walking every variant of every avatar
// gets ten a second at most.
const imageLimit = rateLimit({ name: 'images', limit: 600, windowSeconds: 60 })

/**
 * The source's version, or undefined when it is not there (any more): an avatar deleted on another
 * instance is gone here too, whatever copies this instance's cache still holds.
 */
async function sourceVersion(db: Db, source: ImageSource): Promise<SourceVersion | undefined> {
  if (source.kind === 'avatar') {
    const found = await findAvatarVersion(db, source.avatar)
    return found && { size: found.size, time: new Date(found.created_at).getTime() }
  }
  const stats = await stat(source.file).catch(() => undefined)
  return stats?.isFile() ? { size: stats.size, time: stats.mtimeMs } : undefined
}

function clientDir(c: Context<AppEnv>): string {
  const deps = c.get('deps')
  return deps.clientDir ?? deps.env.CLIENT_DIR ?? defaultClientDir
}

/**
 * GET /_ipx/<modifiers>/<source>: an image resized and re-encoded on the server (docs/decisions/007),
 * e.g. /_ipx/f_webp,w_640/images/hero.jpg or /_ipx/f_webp,w_80,h_80,fit_cover/images/avatars/x.webp.
 * Made once per variant with sharp, then read from the disk cache (bounded in bytes); only the
 * variants the UI kit asks for (ipx-modifiers.ts), and at most `imageLimit` requests per client.
 */
export const imageRoutes = new Hono<AppEnv>()
  .get('/_ipx/:modifiers/*', imageLimit, async (c) => {
    const modifiers = parseModifiers(c.req.param('modifiers'))
    if (!modifiers) throw new HttpError(400, 'image.invalid_modifiers')
    const { storageDir, env, db } = c.get('deps')
    // The raw path, still percent-encoded: decoded exactly once by resolveImageSource.
    const prefix = `/_ipx/${c.req.param('modifiers')}/`
    const rawPath = new URL(c.req.url).pathname
    const sourcePath = rawPath.startsWith(prefix) ? rawPath.slice(prefix.length) : ''
    const source = resolveImageSource(sourcePath, { clientDir: clientDir(c), storageDir })
    const version = source && (await sourceVersion(db, source))
    if (!source || !version) throw new HttpError(404, 'image.not_found')

    const key = variantKey(source, version, modifiers)
    const etag = `"${key.slice(0, 32)}"`
    const headers = {
      'Cache-Control': source.kind === 'avatar' ? IMMUTABLE : ONE_DAY,
      ETag: etag,
      'Content-Type': `image/${modifiers.format}`,
    }
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers)
    let body: Buffer
    try {
      const cache = imageCache(imageCacheDir(storageDir), env.IMAGE_CACHE_MAX_BYTES)
      body = await variant(source, key, modifiers, cache, async () => {
        if (source.kind === 'public') return source.file
        const bytes = await avatarBytes(db, source.avatar)
        if (!bytes) throw new HttpError(404, 'image.not_found')
        return bytes
      })
    } catch (error) {
      if (error instanceof HttpError) throw error
      // A source sharp cannot read is the build's or the disk's problem, not the client's.
      c.get('logger').error({ err: error, source: source.name }, 'image transform failed')
      throw new HttpError(500, 'server.error')
    }
    return c.body(new Uint8Array(body), 200, { ...headers, 'Content-Length': String(body.length) })
  })

  /** GET /images/avatars/<name>.webp: the stored avatar itself (its profil_url), as it is. */
  .get('/images/avatars/:name', async (c) => {
    const name = c.req.param('name')
    if (!AVATAR_NAME_PATTERN.test(name)) throw new HttpError(404, 'image.not_found')
    const body = await avatarBytes(c.get('deps').db, name)
    if (!body) throw new HttpError(404, 'image.not_found')
    return c.body(new Uint8Array(body), 200, {
      'Cache-Control': IMMUTABLE,
      'Content-Type': 'image/webp',
      'Content-Length': String(body.length),
    })
  })
