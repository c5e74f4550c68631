import { createHash, randomBytes } from 'node:crypto'
import type { Stats } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { MAX_INPUT_PIXELS } from './image-upload.ts'
import type { ImageSource } from './image-source.ts'
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

/** The variant's identity: source, its version (size and time), and the modifiers. */
export function variantKey(source: ImageSource, stats: Stats, modifiers: ImageModifiers): string {
  return createHash('sha256')
    .update(`${source.kind}\0${source.name}\0${stats.size}\0${stats.mtimeMs}\0${canonicalModifiers(modifiers)}`)
    .digest('hex')
}

/**
 * The resized image, from the disk cache or made now (once, even when many requests ask for it
 * at the same moment) and then kept in the source's cache folder as `<key>.<format>`.
 */
export async function variant(source: ImageSource, key: string, modifiers: ImageModifiers): Promise<Buffer> {
  const file = path.join(source.cacheDir, `${key}.${modifiers.format}`)
  const cached = await readFile(file).catch(() => undefined)
  if (cached) return cached
  const pending = inFlight.get(key)
  if (pending) return pending
  const making = limited(async () => {
    const body = await transform(source.file, modifiers)
    await mkdir(path.dirname(file), { recursive: true })
    const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`
    await writeFile(temporary, body)
    await rename(temporary, file)
    return body
  }).finally(() => inFlight.delete(key))
  inFlight.set(key, making)
  return making
}

async function transform(file: string, m: ImageModifiers): Promise<Buffer> {
  let image = sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate()
  if (m.width !== undefined || m.height !== undefined) {
    image = image.resize({
      ...(m.width !== undefined ? { width: m.width } : {}),
      ...(m.height !== undefined ? { height: m.height } : {}),
      fit: m.fit ?? (m.width !== undefined && m.height !== undefined ? 'cover' : 'inside'),
      withoutEnlargement: true,
      ...(m.background ? { background: m.background } : {}),
    })
  }
  if (m.blur !== undefined) image = image.blur(m.blur)
  if (m.background && m.format === 'jpeg') image = image.flatten({ background: m.background })
  const quality = m.quality ?? DEFAULT_QUALITY
  switch (m.format) {
    case 'webp':
      return image.webp({ quality }).toBuffer()
    case 'avif':
      return image.avif({ quality }).toBuffer()
    case 'jpeg':
      return image.jpeg({ quality, mozjpeg: true }).toBuffer()
    case 'png':
      return image.png().toBuffer()
  }
}
