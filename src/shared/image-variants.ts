/**
 * The image variants the UI kit asks /_ipx for, and the only ones the server makes: each accepted
 * variant is computed once and kept on disk, so the set is small and fixed, and both sides read it
 * from here (docs/decisions/007).
 */

/** Widths of fluid images (a banner, a photo in a card): xs 320, sm 640, md 768, lg 1024, xl 1280, xxl 1536. */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const
/** Every width is offered at 1× and 2× pixel density. */
export const IMAGE_DENSITIES = [1, 2] as const
export const IMAGE_FORMAT = 'webp'
/** The blurred preview shown until an image arrives: 10×10, quality 50, blur 3, cropped. */
export const IMAGE_PLACEHOLDER = { width: 10, height: 10, quality: 50, blur: 3 } as const

/**
 * CSS sizes of fixed-size images, in px: the avatars (sm 32, md 40, lg 56, xl 80) and the account
 * page's photo (128). A new size goes here first, or the server refuses it.
 */
export const FIXED_IMAGE_SIZES = [32, 40, 56, 80, 128] as const
export type FixedImageSize = (typeof FIXED_IMAGE_SIZES)[number]

/** The crops a fluid image may ask for, as width / height (also a valid CSS aspect-ratio). */
export const IMAGE_ASPECT_RATIOS = ['1/1', '4/3', '3/2', '16/9'] as const
export type ImageAspectRatio = (typeof IMAGE_ASPECT_RATIOS)[number]

/** The height of a crop at this width, in whole pixels: the one rounding both sides use. */
export function imageHeight(width: number, ratio: ImageAspectRatio): number {
  const [w, h] = ratio.split('/').map(Number)
  return Math.round((width * (h ?? 1)) / (w ?? 1))
}

/** Every width a fluid image is offered at: the widths above at each density, ascending. */
export function fluidImageWidths(): number[] {
  return [...new Set(IMAGE_WIDTHS.flatMap((w) => IMAGE_DENSITIES.map((d) => w * d)))].sort((a, b) => a - b)
}
