/**
 * The modifiers of an /_ipx URL, in ipx's syntax: `f_webp,w_640,q_50,blur_3,s_10x10,fit_cover`
 * (`_` for none), as the UI kit's image-url.ts builds them. Only values the app asks for are
 * accepted: every accepted combination is an image we compute and keep on disk, so a free choice
 * of sizes would let anyone fill the disk.
 */

// SPEC §9 widths at densities 1 and 2, the avatar sizes of the UI kit (32, 40, 56, 80 at 1× and
// 2×), common thumbnail sizes, and the 10 px placeholder.
export const ALLOWED_WIDTHS = new Set([
  10, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 256, 320, 384, 512, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072,
])
export const ALLOWED_QUALITIES = new Set([50, 60, 70, 75, 80, 85, 90])
const MAX_BLUR = 20
const MAX_SIDE = 3072
// A height with a width: the aspect ratio stays between 1:4 and 4:1.
const MAX_RATIO = 4

export const FORMATS = ['webp', 'avif', 'jpeg', 'png'] as const
export type ImageFormat = (typeof FORMATS)[number]
export const FITS = ['cover', 'contain', 'fill', 'inside', 'outside'] as const
export type ImageFit = (typeof FITS)[number]

export interface ImageModifiers {
  format: ImageFormat
  width?: number
  height?: number
  fit?: ImageFit
  quality?: number
  blur?: number
  /** #rrggbb, for `contain` and formats without transparency. */
  background?: string
}

const ALIASES: Record<string, string> = {
  f: 'format',
  format: 'format',
  w: 'width',
  width: 'width',
  h: 'height',
  height: 'height',
  s: 'resize',
  resize: 'resize',
  fit: 'fit',
  q: 'quality',
  quality: 'quality',
  blur: 'blur',
  b: 'background',
  background: 'background',
}

/** The modifiers, or undefined when any part is unknown or out of the allowlists. */
export function parseModifiers(raw: string): ImageModifiers | undefined {
  const result: ImageModifiers = { format: 'webp' }
  if (raw === '_' || raw === '') return result
  const seen = new Set<string>()
  for (const part of raw.split(',')) {
    const separator = part.indexOf('_')
    if (separator <= 0) return undefined
    const name = ALIASES[part.slice(0, separator)]
    const value = part.slice(separator + 1)
    if (!name || seen.has(name)) return undefined
    seen.add(name)
    switch (name) {
      case 'format': {
        const format = value === 'jpg' ? 'jpeg' : value
        if (!(FORMATS as readonly string[]).includes(format)) return undefined
        result.format = format as ImageFormat
        break
      }
      case 'width':
        result.width = integer(value)
        break
      case 'height':
        result.height = integer(value)
        break
      case 'resize': {
        const match = /^(\d{1,4})x(\d{1,4})$/.exec(value)
        if (!match || seen.has('width') || seen.has('height')) return undefined
        result.width = Number(match[1])
        result.height = Number(match[2])
        seen.add('width').add('height')
        break
      }
      case 'fit':
        if (!(FITS as readonly string[]).includes(value)) return undefined
        result.fit = value as ImageFit
        break
      case 'quality':
        result.quality = integer(value)
        if (!ALLOWED_QUALITIES.has(result.quality)) return undefined
        break
      case 'blur':
        result.blur = integer(value)
        if (!(result.blur >= 1 && result.blur <= MAX_BLUR)) return undefined
        break
      case 'background':
        if (!/^(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value)) return undefined
        result.background = `#${value.toLowerCase()}`
        break
    }
  }
  return sizesAllowed(result) ? result : undefined
}

/** Up to 4 digits, else NaN (which every check below refuses). */
function integer(value: string): number {
  return /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN
}

function sizesAllowed({ width, height }: ImageModifiers): boolean {
  if (Number.isNaN(width) || Number.isNaN(height)) return false
  if (width !== undefined && !ALLOWED_WIDTHS.has(width)) return false
  if (height === undefined) return true
  if (height < 1 || height > MAX_SIDE) return false
  // Alone, a height follows the width list; with a width, any height of a sane aspect ratio
  // (the UI kit derives heights from an aspect ratio: 640 × 4/3 → 480).
  if (width === undefined) return ALLOWED_WIDTHS.has(height)
  return height <= width * MAX_RATIO && width <= height * MAX_RATIO
}

/** One spelling per meaning, for the cache key: `w_640,f_webp` and `f_webp,w_640` are one image. */
export function canonicalModifiers(m: ImageModifiers): string {
  return [
    `f_${m.format}`,
    m.width !== undefined && `w_${m.width}`,
    m.height !== undefined && `h_${m.height}`,
    m.fit && `fit_${m.fit}`,
    m.quality !== undefined && `q_${m.quality}`,
    m.blur !== undefined && `blur_${m.blur}`,
    m.background && `b_${m.background.slice(1)}`,
  ]
    .filter(Boolean)
    .join(',')
}
