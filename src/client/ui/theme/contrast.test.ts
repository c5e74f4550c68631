import { describe, expect, it } from 'vitest'
import { contrastRatio, relativeLuminance } from './contrast.ts'
import { contrastPairs } from './contrast-pairs.ts'
import { colors } from './palette.ts'
import { semanticTokens } from './semantic-tokens.ts'

type Mode = 'base' | '_dark'

function lookup(tree: unknown, path: string[]): unknown {
  let node = tree
  for (const key of path) {
    if (typeof node !== 'object' || node === null || !(key in node)) return undefined
    node = (node as Record<string, unknown>)[key]
  }
  return node
}

// Resolves a semantic colour token ('fg.muted') to its #rrggbb value in one mode.
function resolve(token: string, mode: Mode): string {
  const entry = lookup(semanticTokens.colors, token.split('.'))
  const value = lookup(entry, ['value', mode])
  if (typeof value !== 'string') throw new Error(`No ${mode} value for ${token}`)
  const reference = /^\{colors\.(.+)\}$/.exec(value)
  const hex = reference?.[1] ? lookup(colors, reference[1].split('.')) : value
  if (typeof hex !== 'string') throw new Error(`Cannot resolve ${token} (${value})`)
  return hex
}

describe('contrast maths', () => {
  it('matches the WCAG reference values', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1)
    expect(relativeLuminance('#000000')).toBeCloseTo(0)
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
  })
})

describe.each([
  ['light', 'base'],
  ['dark', '_dark'],
] as const)('palette in %s mode', (_name, mode) => {
  it.each(contrastPairs.map((p) => [`${p.fg} on ${p.bg} (${p.why})`, p] as const))('%s meets AA', (_label, pair) => {
    const ratio = contrastRatio(resolve(pair.fg, mode), resolve(pair.bg, mode))
    expect(ratio, `${pair.fg} on ${pair.bg}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(pair.min)
  })
})
