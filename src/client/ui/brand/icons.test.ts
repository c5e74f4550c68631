import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { markColors } from './mark.ts'

const icon = (name: string) => fileURLToPath(new URL(`../../../../public/icons/${name}`, import.meta.url))

async function pixel(file: string, x: number, y: number) {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const i = (y * info.width + x) * 4
  return { r: data[i], g: data[i + 1], b: data[i + 2], a: data[i + 3] }
}

const hex = (c: { r?: number; g?: number; b?: number }) =>
  `#${[c.r, c.g, c.b].map((v) => (v ?? 0).toString(16).padStart(2, '0')).join('')}`

// The manifest (lib/pwa/vite-pwa.ts) points at these names; generate-icons.ts makes them.
describe('PWA icons', () => {
  it.each([
    ['icon-192.png', 192],
    ['icon-512.png', 512],
    ['maskable-512.png', 512],
    ['apple-touch-icon.png', 180],
  ])('%s is a %i px square PNG', async (name, size) => {
    const meta = await sharp(icon(name)).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size])
  })

  it('keeps transparent corners on the "any" icon and fills the maskable one edge to edge', async () => {
    expect((await pixel(icon('icon-512.png'), 2, 2)).a).toBe(0)
    const corner = await pixel(icon('maskable-512.png'), 2, 2)
    expect(corner.a).toBe(255)
    expect(hex(corner)).toBe(markColors.tile)
  })

  it('keeps the maskable glyph inside the safe zone (a centred circle of radius 40 %)', async () => {
    const { data, info } = await sharp(icon('maskable-512.png')).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    const tile = markColors.tile
    let farthest = 0
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        const i = (y * info.width + x) * 4
        if (hex({ r: data[i], g: data[i + 1], b: data[i + 2] }) === tile) continue
        farthest = Math.max(farthest, Math.hypot(x - info.width / 2, y - info.height / 2))
      }
    }
    expect(farthest).toBeGreaterThan(0.25 * info.width)
    expect(farthest).toBeLessThanOrEqual(0.4 * info.width)
  })
})
