import { type ComponentProps, useState } from 'react'
import { type FixedImageSize, type ImageAspectRatio, imageHeight } from '#shared/image-variants.ts'
import { createStyleContext } from '#styled/jsx'
import { image } from '#styled/recipes'
import { densitySrcSet, type ImageModifiers, ipxUrl, placeholderUrl, widthSrcSet } from './image-url.ts'

const { withProvider, withContext } = createStyleContext(image)
const Root = withProvider('span', 'root')
const Img = withContext('img', 'img')

export type ImageProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'width' | 'height'> & {
  /** `images/…` (served from the root) or a path under /images/ (docs/product.md#api-client). */
  src: string
  /** Required: say what the image shows, or '' when it is decorative. */
  alt: string
  /**
   * A fixed-size image: its CSS width in px (srcset at 1x and 2x), one of the sizes the image
   * service makes (src/shared/image-variants.ts).
   */
  width?: FixedImageSize
  height?: FixedImageSize
  /**
   * A fluid image: the `sizes` attribute (e.g. "(min-width: 768px) 50vw, 100vw"); the srcset then
   * lists every width of the image service at 1× and 2×.
   */
  sizes?: string
  /** Crop to this width / height ratio (fluid images), e.g. '16/9'. */
  aspectRatio?: ImageAspectRatio
  fit?: ImageModifiers['fit']
  /** The page's main image (LCP): loaded at once and first. Others load when scrolled near. */
  priority?: boolean
  /** The blurred 10×10 preview shown until the image arrives. */
  placeholder?: boolean
  rootProps?: ComponentProps<typeof Root>
}

/** A WebP image through /_ipx with a responsive srcset and a blurred placeholder (docs/product.md#constants). */
export function Image({
  src,
  alt,
  width,
  height,
  sizes,
  aspectRatio,
  fit = 'cover',
  priority = false,
  placeholder = true,
  rootProps,
  onLoad,
  ...props
}: ImageProps) {
  const [loaded, setLoaded] = useState(false)
  const fixed = width !== undefined && sizes === undefined
  const srcSet = fixed ? densitySrcSet(src, width, height, height ? fit : undefined) : widthSrcSet(src, aspectRatio)
  const fallbackWidth = fixed ? width : 1024
  const fallback = ipxUrl(src, {
    width: fallbackWidth,
    height: fixed ? height : aspectRatio ? imageHeight(fallbackWidth, aspectRatio) : undefined,
    fit: (fixed && height) || aspectRatio ? fit : undefined,
  })
  const ratio = aspectRatio ?? (width && height ? width / height : undefined)
  return (
    <Root
      data-loaded={loaded}
      {...rootProps}
      style={{
        aspectRatio: ratio,
        width: fixed ? width : undefined,
        backgroundImage: placeholder && !loaded ? `url("${placeholderUrl(src)}")` : undefined,
        ...rootProps?.style,
      }}
    >
      <Img
        src={fallback}
        srcSet={srcSet || undefined}
        sizes={fixed ? undefined : (sizes ?? '100vw')}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        onLoad={(event) => {
          setLoaded(true)
          onLoad?.(event)
        }}
        {...props}
      />
    </Root>
  )
}
