import { defineTokens } from '@pandacss/dev'
import { colors } from './palette.ts'

// Relève's own scales. Panda's default palette and scales are not loaded (panda.config.ts uses
// preset-base only), so components can only reach these values.
export { colors }

type Scale = { [key: string]: string | Scale }
type TokenTree = { [key: string]: { value: string } | TokenTree }

function toTokens(scale: Scale): TokenTree {
  return Object.fromEntries(
    Object.entries(scale).map(([key, value]) => [key, typeof value === 'string' ? { value } : toTokens(value)]),
  )
}

const spacing = {
  0: { value: '0rem' },
  0.5: { value: '0.125rem' },
  1: { value: '0.25rem' },
  1.5: { value: '0.375rem' },
  2: { value: '0.5rem' },
  2.5: { value: '0.625rem' },
  3: { value: '0.75rem' },
  3.5: { value: '0.875rem' },
  4: { value: '1rem' },
  4.5: { value: '1.125rem' },
  5: { value: '1.25rem' },
  6: { value: '1.5rem' },
  7: { value: '1.75rem' },
  8: { value: '2rem' },
  9: { value: '2.25rem' },
  10: { value: '2.5rem' },
  11: { value: '2.75rem' },
  12: { value: '3rem' },
  14: { value: '3.5rem' },
  16: { value: '4rem' },
  20: { value: '5rem' },
  24: { value: '6rem' },
  28: { value: '7rem' },
  32: { value: '8rem' },
  40: { value: '10rem' },
  48: { value: '12rem' },
  56: { value: '14rem' },
  64: { value: '16rem' },
  72: { value: '18rem' },
  80: { value: '20rem' },
  96: { value: '24rem' },
}

export const tokens = defineTokens({
  colors: {
    ...toTokens(colors),
    transparent: { value: 'transparent' },
    current: { value: 'currentColor' },
  },
  fonts: {
    body: { value: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
    heading: { value: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
    mono: { value: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace" },
  },
  // A 1.2 ratio around 16 px: big enough on a phone held at arm's length in a car.
  fontSizes: {
    xs: { value: '0.75rem' },
    sm: { value: '0.875rem' },
    md: { value: '1rem' },
    lg: { value: '1.125rem' },
    xl: { value: '1.25rem' },
    '2xl': { value: '1.5rem' },
    '3xl': { value: '1.875rem' },
    '4xl': { value: '2.25rem' },
    '5xl': { value: '3rem' },
    '6xl': { value: '3.75rem' },
  },
  fontWeights: {
    normal: { value: '400' },
    medium: { value: '500' },
    semibold: { value: '600' },
    bold: { value: '700' },
    extrabold: { value: '800' },
  },
  lineHeights: {
    none: { value: '1' },
    tight: { value: '1.2' },
    snug: { value: '1.35' },
    normal: { value: '1.5' },
    relaxed: { value: '1.65' },
  },
  letterSpacings: {
    tighter: { value: '-0.03em' },
    tight: { value: '-0.015em' },
    normal: { value: '0em' },
    wide: { value: '0.02em' },
    wider: { value: '0.06em' },
  },
  spacing,
  sizes: {
    ...spacing,
    xs: { value: '20rem' },
    sm: { value: '24rem' },
    md: { value: '28rem' },
    lg: { value: '32rem' },
    xl: { value: '36rem' },
    '2xl': { value: '42rem' },
    '3xl': { value: '48rem' },
    '4xl': { value: '56rem' },
    '5xl': { value: '64rem' },
    '6xl': { value: '72rem' },
    full: { value: '100%' },
    min: { value: 'min-content' },
    max: { value: 'max-content' },
    fit: { value: 'fit-content' },
    // docs/product.md#constants: the toast viewport is at most 420 px wide on medium screens and up.
    toast: { value: '420px' },
    content: { value: '72rem' },
    prose: { value: '44rem' },
    // WCAG 2.2 target size: 44 px touch targets on phones.
    touch: { value: '2.75rem' },
  },
  radii: {
    none: { value: '0' },
    xs: { value: '0.25rem' },
    sm: { value: '0.375rem' },
    md: { value: '0.5rem' },
    lg: { value: '0.75rem' },
    xl: { value: '1rem' },
    '2xl': { value: '1.5rem' },
    full: { value: '9999px' },
  },
  borders: {
    none: { value: 'none' },
    thin: { value: '1px solid' },
    thick: { value: '2px solid' },
  },
  borderWidths: {
    thin: { value: '1px' },
    thick: { value: '2px' },
  },
  blurs: {
    sm: { value: '4px' },
    md: { value: '8px' },
    lg: { value: '16px' },
  },
  durations: {
    instant: { value: '50ms' },
    fast: { value: '120ms' },
    normal: { value: '200ms' },
    slow: { value: '300ms' },
    slower: { value: '450ms' },
  },
  easings: {
    default: { value: 'cubic-bezier(0.4, 0, 0.2, 1)' },
    in: { value: 'cubic-bezier(0.4, 0, 1, 1)' },
    out: { value: 'cubic-bezier(0, 0, 0.2, 1)' },
    emphasized: { value: 'cubic-bezier(0.2, 0, 0, 1)' },
    linear: { value: 'linear' },
  },
  animations: {
    spin: { value: 'spin 1s linear infinite' },
    pulse: { value: 'pulse 1.6s ease-in-out infinite' },
  },
  // One ladder for everything that floats, so a toast is never hidden under a dialog.
  zIndex: {
    hide: { value: -1 },
    base: { value: 0 },
    raised: { value: 1 },
    docked: { value: 10 },
    sticky: { value: 1100 },
    banner: { value: 1200 },
    overlay: { value: 1300 },
    modal: { value: 1400 },
    popover: { value: 1500 },
    skipLink: { value: 1600 },
    toast: { value: 1700 },
    tooltip: { value: 1800 },
  },
  aspectRatios: {
    square: { value: '1 / 1' },
    landscape: { value: '4 / 3' },
    wide: { value: '16 / 9' },
  },
})
