import path from 'node:path'
import { AVATAR_NAME_PATTERN, avatarCacheDir, imageCacheDir } from './avatar-storage.ts'

/** Public images of the build (public/images → dist/client/images) are files; uploaded avatars are rows. */
export type ImageSource =
  | { kind: 'public'; file: string; name: string; cacheDir: string }
  | { kind: 'avatar'; avatar: string; name: string; cacheDir: string }
// `name`: the source as the URL names it, e.g. images/avatars/x.webp (part of the cache key);
// `cacheDir`: where its resized copies are kept (an avatar's go with it when it is deleted).

const SOURCE_EXTENSIONS = /\.(?:jpe?g|png|webp|avif)$/i
// A segment is letters, digits, -, _ and dots, never starting with a dot ('..', '.env').
const SEGMENT = /^[\w-][\w.-]*$/

/**
 * The image an /_ipx source path stands for, or undefined: only `images/…` paths (docs/product.md#api-client), only
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
      avatar: name,
      name: decoded,
      cacheDir: avatarCacheDir(roots.storageDir, name),
    }
  }
  const base = path.resolve(roots.clientDir, 'images')
  const file = path.resolve(base, ...segments.slice(1))
  if (!file.startsWith(`${base}${path.sep}`)) return undefined
  return { kind: 'public', file, name: decoded, cacheDir: path.join(imageCacheDir(roots.storageDir), 'public') }
}
