import { colors } from '../theme/palette.ts'

// Relève's mark: a white "R" on a deep-teal tile, with the grave accent of "Relève" in warm coral.
// The accent is the brand's one touch of urgency colour. Geometry on a 64-unit grid, strokes only,
// thick enough to stay readable as a 16 px favicon. This file is the one source of the logo
// (logo.tsx), the favicon and the PWA icons (generate-icons.ts).

export const MARK_SIZE = 64

export const markColors = {
  tile: colors.teal[700],
  letter: colors.white,
  accent: colors.coral[400],
} as const

/** The letter R: stem, bowl and leg, drawn with round caps. */
export const LETTER_PATH = 'M22 52V22h11a9 9 0 0 1 0 18H22M32 40l11 12'
export const LETTER_STROKE = 7.5
/** The grave accent, above the bowl. */
export const ACCENT_PATH = 'M36 10l8 5.5'
export const ACCENT_STROKE = 6
export const TILE_RADIUS = 15

type MarkSvgOptions = {
  /**
   * 'tile': the rounded tile on a transparent page (favicon, "any" icons).
   * 'full': a full-bleed square with the glyph inside the central safe circle (maskable icons,
   * Apple touch icon), since the platform cuts its own shape.
   */
  shape?: 'tile' | 'full'
}

export function markSvg({ shape = 'tile' }: MarkSvgOptions = {}): string {
  // The maskable safe zone is a centred circle of radius 40 %: shrink the glyph into it.
  const glyph = shape === 'full' ? `<g transform="translate(32 32) scale(0.8) translate(-32 -31)">` : '<g>'
  const background =
    shape === 'full'
      ? `<rect width="64" height="64" fill="${markColors.tile}"/>`
      : `<rect width="64" height="64" rx="${TILE_RADIUS}" fill="${markColors.tile}"/>`
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MARK_SIZE} ${MARK_SIZE}">`,
    '<title>Relève</title>',
    background,
    glyph,
    `<path d="${LETTER_PATH}" fill="none" stroke="${markColors.letter}" stroke-width="${LETTER_STROKE}" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="${ACCENT_PATH}" fill="none" stroke="${markColors.accent}" stroke-width="${ACCENT_STROKE}" stroke-linecap="round"/>`,
    '</g>',
    '</svg>',
  ].join('')
}

/** The mark and the wordmark side by side (for uses outside the app: e-mails, documents). */
export function logoSvg(): string {
  const mark = markSvg().replace(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    '<svg x="0" y="0" width="64" height="64" viewBox="0 0 64 64">',
  )
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 260 64" role="img" aria-label="Relève">',
    mark,
    `<text x="78" y="45" font-family="'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="38" font-weight="750" letter-spacing="-1" fill="${markColors.tile}">Relève</text>`,
    '</svg>',
  ].join('')
}
