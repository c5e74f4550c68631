// Image URLs through the image service of SPEC §7: `/_ipx/{modifiers}/{path}`, e.g.
// `/_ipx/f_webp,w_640/images/x.jpg`. Pure functions, shared by <Image> and its tests.

/** SPEC §9: xs 320, sm 640, md 768, lg 1024, xl 1280, xxl 1536. */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const
/** SPEC §9: every width is offered at 1× and 2× pixel density. */
export const IMAGE_DENSITIES = [1, 2] as const
export const IMAGE_FORMAT = 'webp'
/** SPEC §9: the placeholder is a 10×10 image at quality 50 with a blur of 3. */
export const IMAGE_PLACEHOLDER = { width: 10, height: 10, quality: 50, blur: 3 } as const

export type ImageModifiers = {
  format?: string
  width?: number
  height?: number
  fit?: 'cover' | 'contain' | 'fill' | 'inside' | 'outside'
  quality?: number
  blur?: number
  background?: string
}

const isAbsolute = (src: string) => /^(https?:)?\/\//.test(src) || src.startsWith('data:') || src.startsWith('blob:')

/** SPEC §7: sources starting with images/ are served from the root; others live under /images/. */
export function imagePath(src: string): string {
  const path = src.replace(/^\/+/, '')
  return path.startsWith('images/') ? `/${path}` : `/images/${path}`
}

export function ipxUrl(src: string, modifiers: ImageModifiers = {}): string {
  if (isAbsolute(src)) return src
  const { format = IMAGE_FORMAT, width, height, fit, quality, blur, background } = modifiers
  const parts = [
    format && `f_${format}`,
    fit && `fit_${fit}`,
    width && `w_${Math.round(width)}`,
    height && `h_${Math.round(height)}`,
    quality && `q_${quality}`,
    blur && `blur_${blur}`,
    background && `b_${background.replace(/^#/, '')}`,
  ].filter(Boolean)
  return `/_ipx/${parts.join(',')}${imagePath(src)}`
}

export function placeholderUrl(src: string): string {
  const { width, height, quality, blur } = IMAGE_PLACEHOLDER
  return ipxUrl(src, { width, height, quality, blur, fit: 'cover' })
}

/**
 * A fixed-size image (an avatar, a logo): the same box on every screen, sharper on dense ones.
 * → "…w_80… 1x, …w_160… 2x"
 */
export function densitySrcSet(src: string, width: number, height?: number, fit?: ImageModifiers['fit']): string {
  if (isAbsolute(src)) return ''
  return IMAGE_DENSITIES.map((d) => `${ipxUrl(src, { width: width * d, height: height && height * d, fit })} ${d}x`).join(', ')
}

/**
 * A fluid image (a banner, a photo in a card): every SPEC width at 1× and 2×, described in pixels,
 * for the browser to pick with `sizes`. → "…w_320… 320w, …w_640… 640w, …"
 */
export function widthSrcSet(src: string, aspectRatio?: number): string {
  if (isAbsolute(src)) return ''
  const widths = [...new Set(IMAGE_WIDTHS.flatMap((w) => IMAGE_DENSITIES.map((d) => w * d)))].sort((a, b) => a - b)
  return widths
    .map(
      (w) =>
        `${ipxUrl(src, { width: w, height: aspectRatio ? w / aspectRatio : undefined, fit: aspectRatio ? 'cover' : undefined })} ${w}w`,
    )
    .join(', ')
}
