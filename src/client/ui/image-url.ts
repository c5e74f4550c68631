// Image URLs through the image service: `/_ipx/{modifiers}/{path}`, e.g.
// `/_ipx/f_webp,w_640/images/x.jpg`. Pure functions, shared by <Image> and its tests. The server
// makes only the variants listed in src/shared/image-variants.ts (docs/decisions/007).
import {
  type FixedImageSize,
  fluidImageWidths,
  IMAGE_DENSITIES,
  IMAGE_FORMAT,
  IMAGE_PLACEHOLDER,
  IMAGE_WIDTHS,
  type ImageAspectRatio,
  imageHeight,
} from '#shared/image-variants.ts'

export { IMAGE_DENSITIES, IMAGE_FORMAT, IMAGE_PLACEHOLDER, IMAGE_WIDTHS }

export type ImageModifiers = {
  format?: typeof IMAGE_FORMAT
  width?: number
  height?: number
  // Crops only: the server makes no letterboxed (contain) variant, nor any background colour.
  fit?: 'cover'
  quality?: number
  blur?: number
}

const isAbsolute = (src: string) => /^(https?:)?\/\//.test(src) || src.startsWith('data:') || src.startsWith('blob:')

/** docs/product.md#api-client: sources starting with images/ are served from the root; others live under /images/. */
export function imagePath(src: string): string {
  const path = src.replace(/^\/+/, '')
  return path.startsWith('images/') ? `/${path}` : `/images/${path}`
}

export function ipxUrl(src: string, modifiers: ImageModifiers = {}): string {
  if (isAbsolute(src)) return src
  const { format = IMAGE_FORMAT, width, height, fit, quality, blur } = modifiers
  const parts = [
    format && `f_${format}`,
    fit && `fit_${fit}`,
    width && `w_${Math.round(width)}`,
    height && `h_${Math.round(height)}`,
    quality && `q_${quality}`,
    blur && `blur_${blur}`,
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
export function densitySrcSet(src: string, width: FixedImageSize, height?: FixedImageSize, fit?: ImageModifiers['fit']): string {
  if (isAbsolute(src)) return ''
  return IMAGE_DENSITIES.map((d) => `${ipxUrl(src, { width: width * d, height: height && height * d, fit })} ${d}x`).join(', ')
}

/**
 * A fluid image (a banner, a photo in a card): every listed width at 1× and 2×, described in
 * pixels, for the browser to pick with `sizes`. → "…w_320… 320w, …w_640… 640w, …"
 */
export function widthSrcSet(src: string, aspectRatio?: ImageAspectRatio): string {
  if (isAbsolute(src)) return ''
  return fluidImageWidths()
    .map(
      (w) => `${ipxUrl(src, { width: w, ...(aspectRatio ? { height: imageHeight(w, aspectRatio), fit: 'cover' } : {}) })} ${w}w`,
    )
    .join(', ')
}
