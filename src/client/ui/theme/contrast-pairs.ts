// The foreground/background pairs the UI kit actually draws. Components must only put text of a
// `fg.*` token on the backgrounds listed with it; the contrast test holds every pair to WCAG AA.
export type ContrastPair = { fg: string; bg: string; min: number; why: string }

const TEXT = 4.5
const UI = 3

const text = (fg: string, bgs: string[], why: string): ContrastPair[] => bgs.map((bg) => ({ fg, bg, min: TEXT, why }))
const ui = (fg: string, bgs: string[], why: string): ContrastPair[] => bgs.map((bg) => ({ fg, bg, min: UI, why }))

const tints = ['bg.brandSubtle', 'bg.urgentSubtle', 'bg.dangerSubtle', 'bg.successSubtle', 'bg.warningSubtle']

export const contrastPairs: ContrastPair[] = [
  ...text('fg.default', ['bg.canvas', 'bg.surface', 'bg.muted', 'bg.emphasized', 'bg.brandMuted', ...tints], 'body text'),
  ...text('fg.muted', ['bg.canvas', 'bg.surface', 'bg.muted'], 'hints, placeholders, secondary text'),
  ...text('fg.brand', ['bg.canvas', 'bg.surface', 'bg.muted', 'bg.brandSubtle', 'bg.brandMuted'], 'links, brand badges'),
  ...text('fg.onBrand', ['bg.brand', 'bg.brandHover'], 'primary buttons'),
  ...text('fg.urgent', ['bg.canvas', 'bg.surface', 'bg.urgentSubtle'], 'urgent labels'),
  ...text('fg.onUrgent', ['bg.urgent', 'bg.urgentHover'], 'urgent buttons and badges'),
  ...text('fg.danger', ['bg.canvas', 'bg.surface', 'bg.dangerSubtle'], 'error text'),
  ...text('fg.onDanger', ['bg.danger', 'bg.dangerHover'], 'destructive buttons'),
  ...text('fg.success', ['bg.canvas', 'bg.surface', 'bg.successSubtle'], 'success text'),
  ...text('fg.warning', ['bg.canvas', 'bg.surface', 'bg.warningSubtle'], 'warning text'),
  ...text('fg.inverted', ['bg.inverted'], 'tooltips'),
  ...ui('border.strong', ['bg.canvas', 'bg.surface', 'bg.muted'], 'input and checkbox boundaries'),
  ...ui('border.danger', ['bg.canvas', 'bg.surface'], 'invalid input boundary'),
  ...ui('focus', ['bg.canvas', 'bg.surface', 'bg.muted'], 'focus ring'),
  ...ui('bg.brand', ['bg.canvas', 'bg.surface'], 'checked checkbox, switch, radio'),
]
