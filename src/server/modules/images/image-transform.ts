import { createHash } from 'node:crypto'
import path from 'node:path'
import sharp from 'sharp'
import type { ImageCache } from './image-cache.ts'
import type { ImageSource } from './image-source.ts'
import { MAX_INPUT_PIXELS } from './image-upload.ts'
import { canonicalModifiers, type ImageModifiers } from './ipx-modifiers.ts'

const DEFAULT_QUALITY = 80
// Two CPU cores on a small server: more parallel resizes only queue inside libvips anyway, and
// each holds a decoded image in memory.
const MAX_CONCURRENT = 2

let running = 0
const waiting: (() => void)[] = []
const inFlight = new Map<string, Promise<Buffer>>()

async function limited<T>(work: () => Promise<T>): Promise<T> {
  // A finishing job hands its slot straight to the next waiter, so the count never overshoots.
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve))
  else running++
  try {
    return await work()
  } finally {
    const next = waiting.shift()
    if (next) next()
    else running--
  }
}

/** A source's version: its size and time (a file's modification, an avatar's creation). */
export interface SourceVersion {
  size: number
  time: number
}

/** The variant's identity: source, its version, and the modifiers. */
export function variantKey(source: ImageSource, version: SourceVersion, modifiers: ImageModifiers): string {
  return createHash('sha256')
    .update(`${source.kind}\0${source.name}\0${version.size}\0${version.time}\0${canonicalModifiers(modifiers)}`)
    .digest('hex')
}

/**
 * The resized image, from the disk cache or made now (once, even when many requests ask for it
 * at the same moment) and then kept in the source's cache folder as `<key>.<format>`, within the
 * cache's byte budget. `input` is read only when the variant is made: a file's path, or an
 * avatar's bytes from the database.
 */
export async function variant(
  source: ImageSource,
  key: string,
  modifiers: ImageModifiers,
  cache: ImageCache,
  input: () => Promise<string | Uint8Array>,
): Promise<Buffer> {
  const file = path.join(source.cacheDir, `${key}.${modifiers.format}`)
  const cached = await cache.read(file)
  if (cached) return cached
  const pending = inFlight.get(key)
  if (pending) return pending
  const making = limited(async () => {
    const body = await transform(await input(), modifiers)
    await cache.write(file, body)
    return body
  }).finally(() => inFlight.delete(key))
  inFlight.set(key, making)
  return making
}

async function transform(input: string | Uint8Array, m: ImageModifiers): Promise<Buffer> {
  let image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({
      width: m.width,
      ...(m.height !== undefined ? { height: m.height } : {}),
      fit: m.fit ?? 'inside',
      withoutEnlargement: true,
    })
  if (m.blur !== undefined) image = image.blur(m.blur)
  // WebP is the only format asked for (docs/decisions/007).
  return image.webp({ quality: m.quality ?? DEFAULT_QUALITY }).toBuffer()
}
