import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Image } from './image.tsx'
import { axeViolations, renderUi } from './test-utils.tsx'

afterEach(cleanup)

describe('Image', () => {
  it('renders a fluid WebP image with every image width at 1x and 2x, lazily, over a blurred placeholder', async () => {
    renderUi(<Image src="images/home/tournee.jpg" alt="Une infirmière en tournée" sizes="(min-width: 768px) 50vw, 100vw" />)
    const img = screen.getByRole('img', { name: 'Une infirmière en tournée' }) as HTMLImageElement
    expect(img.getAttribute('src')).toBe('/_ipx/f_webp,w_1024/images/home/tournee.jpg')
    expect(img.getAttribute('srcset')?.split(', ')).toEqual([
      '/_ipx/f_webp,w_320/images/home/tournee.jpg 320w',
      '/_ipx/f_webp,w_640/images/home/tournee.jpg 640w',
      '/_ipx/f_webp,w_768/images/home/tournee.jpg 768w',
      '/_ipx/f_webp,w_1024/images/home/tournee.jpg 1024w',
      '/_ipx/f_webp,w_1280/images/home/tournee.jpg 1280w',
      '/_ipx/f_webp,w_1536/images/home/tournee.jpg 1536w',
      '/_ipx/f_webp,w_2048/images/home/tournee.jpg 2048w',
      '/_ipx/f_webp,w_2560/images/home/tournee.jpg 2560w',
      '/_ipx/f_webp,w_3072/images/home/tournee.jpg 3072w',
    ])
    expect(img.getAttribute('sizes')).toBe('(min-width: 768px) 50vw, 100vw')
    expect(img.getAttribute('loading')).toBe('lazy')
    expect((img.parentElement as HTMLElement).style.backgroundImage).toBe(
      'url("/_ipx/f_webp,fit_cover,w_10,h_10,q_50,blur_3/images/home/tournee.jpg")',
    )
    expect(await axeViolations()).toEqual([])
  })

  it('renders a fixed-size image at 1x and 2x under /images/', () => {
    renderUi(<Image src="avatars/42.png" alt="" width={80} height={80} priority />)
    const img = document.querySelector('img') as HTMLImageElement
    expect(img.getAttribute('srcset')).toBe(
      '/_ipx/f_webp,fit_cover,w_80,h_80/images/avatars/42.png 1x, /_ipx/f_webp,fit_cover,w_160,h_160/images/avatars/42.png 2x',
    )
    expect(img.getAttribute('loading')).toBe('eager')
    expect(img.getAttribute('fetchpriority')).toBe('high')
  })
})
