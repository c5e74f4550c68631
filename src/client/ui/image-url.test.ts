import { describe, expect, it } from 'vitest'
import { densitySrcSet, IMAGE_WIDTHS, imagePath, ipxUrl, placeholderUrl, widthSrcSet } from './image-url.ts'

describe('image URLs', () => {
  it('serves sources starting with images/ from the root and prefixes the others with /images/', () => {
    expect(imagePath('images/home/hero.jpg')).toBe('/images/home/hero.jpg')
    expect(imagePath('/images/home/hero.jpg')).toBe('/images/home/hero.jpg')
    expect(imagePath('avatars/42.png')).toBe('/images/avatars/42.png')
    expect(imagePath('/avatars/42.png')).toBe('/images/avatars/42.png')
  })

  it('asks the /_ipx service for WebP at the given width', () => {
    expect(ipxUrl('images/x.jpg', { width: 640 })).toBe('/_ipx/f_webp,w_640/images/x.jpg')
    expect(ipxUrl('x.jpg', { width: 80, height: 80, fit: 'cover' })).toBe('/_ipx/f_webp,fit_cover,w_80,h_80/images/x.jpg')
    expect(ipxUrl('https://cdn.example.org/x.jpg', { width: 640 })).toBe('https://cdn.example.org/x.jpg')
  })

  it('makes the blurred 10×10 placeholder at quality 50 and blur 3', () => {
    expect(placeholderUrl('images/x.jpg')).toBe('/_ipx/f_webp,fit_cover,w_10,h_10,q_50,blur_3/images/x.jpg')
  })

  it('offers every image width at densities 1 and 2 for fluid images', () => {
    expect(IMAGE_WIDTHS).toEqual([320, 640, 768, 1024, 1280, 1536])
    const widths = widthSrcSet('images/x.jpg')
      .split(', ')
      .map((candidate) => candidate.split(' ')[1])
    expect(widths).toEqual(['320w', '640w', '768w', '1024w', '1280w', '1536w', '2048w', '2560w', '3072w'])
    expect(widthSrcSet('images/x.jpg').split(', ')[1]).toBe('/_ipx/f_webp,w_640/images/x.jpg 640w')
  })

  it('offers 1x and 2x for fixed-size images', () => {
    expect(densitySrcSet('avatars/42.png', 80, 80, 'cover')).toBe(
      '/_ipx/f_webp,fit_cover,w_80,h_80/images/avatars/42.png 1x, /_ipx/f_webp,fit_cover,w_160,h_160/images/avatars/42.png 2x',
    )
  })
})
