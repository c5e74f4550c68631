import {
  FIXED_IMAGE_SIZES,
  fluidImageWidths,
  IMAGE_ASPECT_RATIOS,
  IMAGE_DENSITIES,
  IMAGE_FORMAT,
  IMAGE_PLACEHOLDER,
  imageHeight,
} from '#shared/image-variants.ts'

/**
 * The modifiers of an /_ipx URL, in ipx's syntax: `f_webp,w_640,q_50,blur_3,s_10x10,fit_cover`,
 * as the UI kit's image-url.ts builds them. Only the variants the UI kit asks for are made: every
 * one is an image we compute and keep on disk, so anything outside that fixed set — another
 * width, a height off the listed crops, a background colour, another format or quality — is
 * refused before any work (docs/decisions/007).
 */

export type ImageFormat = typeof IMAGE_FORMAT

export interface ImageModifiers {
  format: ImageFormat
  width: number
  height?: number
  /** Always `cover` with a height (a crop), never without one. */
  fit?: 'cover'
  quality?: number
  blur?: number
}

interface ParsedModifiers {
  format: string
  width?: number
  height?: number
  fit?: string
  quality?: number
  blur?: number
}

const ALIASES: Record<string, keyof ParsedModifiers | 'resize'> = {
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
}

/** One spelling per meaning, for the cache key: `w_640,f_webp` and `f_webp,w_640` are one image. */
export function canonicalModifiers(m: ImageModifiers): string {
  return [
    `f_${m.format}`,
    `w_${m.width}`,
    m.height !== undefined && `h_${m.height}`,
    m.fit && `fit_${m.fit}`,
    m.quality !== undefined && `q_${m.quality}`,
    m.blur !== undefined && `blur_${m.blur}`,
  ]
    .filter(Boolean)
    .join(',')
}

/** Every variant the UI kit can ask for, in canonical spelling: about a hundred per source image. */
export const ALLOWED_VARIANTS: ReadonlySet<string> = (() => {
  const variants: ImageModifiers[] = []
  const format = IMAGE_FORMAT
  const { width, height, quality, blur } = IMAGE_PLACEHOLDER
  variants.push({ format, width, height, fit: 'cover', quality, blur })
  for (const w of fluidImageWidths()) {
    variants.push({ format, width: w })
    for (const ratio of IMAGE_ASPECT_RATIOS) variants.push({ format, width: w, height: imageHeight(w, ratio), fit: 'cover' })
  }
  // A fixed-size image: its width alone, or its width and height (same density), cropped.
  for (const d of IMAGE_DENSITIES) {
    for (const w of FIXED_IMAGE_SIZES) {
      variants.push({ format, width: w * d })
      for (const h of FIXED_IMAGE_SIZES) variants.push({ format, width: w * d, height: h * d, fit: 'cover' })
    }
  }
  return new Set(variants.map(canonicalModifiers))
})()

/** The modifiers, or undefined when any part is unknown, repeated, or not one of ALLOWED_VARIANTS. */
export function parseModifiers(raw: string): ImageModifiers | undefined {
  const parsed: ParsedModifiers = { format: IMAGE_FORMAT }
  const seen = new Set<string>()
  for (const part of raw.split(',')) {
    const separator = part.indexOf('_')
    if (separator <= 0) return undefined
    const name = ALIASES[part.slice(0, separator)]
    const value = part.slice(separator + 1)
    if (!name || seen.has(name)) return undefined
    seen.add(name)
    switch (name) {
      case 'format':
        parsed.format = value
        break
      case 'fit':
        parsed.fit = value
        break
      case 'resize': {
        const match = /^(\d{1,4})x(\d{1,4})$/.exec(value)
        if (!match || seen.has('width') || seen.has('height')) return undefined
        parsed.width = Number(match[1])
        parsed.height = Number(match[2])
        seen.add('width').add('height')
        break
      }
      default: {
        // width, height, quality, blur: plain decimal digits only (no 3e2, no -1, no 0x10).
        if (!/^\d{1,4}$/.test(value)) return undefined
        parsed[name] = Number(value)
      }
    }
  }
  const { format, width, height, fit, quality, blur } = parsed
  if (format !== IMAGE_FORMAT || width === undefined) return undefined
  // A crop is the only fit with a height, so `w_80,h_80` and `w_80,h_80,fit_cover` are one image.
  if (fit !== undefined && (fit !== 'cover' || height === undefined)) return undefined
  const modifiers: ImageModifiers = {
    format,
    width,
    ...(height !== undefined ? { height, fit: 'cover' as const } : {}),
    ...(quality !== undefined ? { quality } : {}),
    ...(blur !== undefined ? { blur } : {}),
  }
  return ALLOWED_VARIANTS.has(canonicalModifiers(modifiers)) ? modifiers : undefined
}
