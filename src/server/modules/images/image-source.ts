import path from 'node:path'
import { AVATAR_NAME_PATTERN, avatarCacheDir, avatarPath, imageCacheDir } from './avatar-storage.ts'

export interface ImageSource {
  /** Public images of the build (public/images → dist/client/images), or uploaded avatars. */
  kind: 'public' | 'avatar'
  file: string
  /** The source as the URL names it, e.g. images/avatars/x.webp: part of the cache key. */
  name: string
  /** Where its resized copies are kept (an avatar's go with it when it is deleted). */
  cacheDir: string
}

const SOURCE_EXTENSIONS = /\.(?:jpe?g|png|webp|avif)$/i
// A segment is letters, digits, -, _ and dots, never starting with a dot ('..', '.env').
const SEGMENT = /^[\w-][\w.-]*$/

/**
 * The file an /_ipx source path stands for, or undefined: only `images/…` paths (docs/product.md#api-client), only
 * raster images (an SVG goes to the browser as it is, never through a decoder), decoded once, no
 * dot segments, and the result checked to stay inside its root.
 */
export function resolveImageSource(
  encodedPath: string,
  roots: { clientDir: string; storageDir: string },
): ImageSource | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(encodedPath)
  } catch {
    return undefined
  }
  const segments = decoded.split('/')
  if (segments[0] !== 'images' || segments.length < 2 || !segments.every((s) => SEGMENT.test(s))) return undefined
  if (!SOURCE_EXTENSIONS.test(decoded)) return undefined

  if (segments[1] === 'avatars') {
    const name = segments[2]
    if (segments.length !== 3 || !name || !AVATAR_NAME_PATTERN.test(name)) return undefined
    return {
      kind: 'avatar',
      file: avatarPath(roots.storageDir, name),
      name: decoded,
      cacheDir: avatarCacheDir(roots.storageDir, name),
    }
  }
  const base = path.resolve(roots.clientDir, 'images')
  const file = path.resolve(base, ...segments.slice(1))
  if (!file.startsWith(`${base}${path.sep}`)) return undefined
  return { kind: 'public', file, name: decoded, cacheDir: path.join(imageCacheDir(roots.storageDir), 'public') }
}
