import { describe, expect, it } from 'vitest'
import { escapeText, foldLine } from './ical.ts'

const octets = (text: string) => new TextEncoder().encode(text).length

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks (RFC 5545 §3.3.11)', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf')
  })

  it('folds lines longer than 75 octets, never inside a UTF-8 character', () => {
    expect(foldLine('SUMMARY:court')).toBe('SUMMARY:court')
    const long = `DESCRIPTION:${'é'.repeat(100)}`
    const folded = foldLine(long)
    const parts = folded.split('\r\n')
    expect(parts.length).toBeGreaterThan(2)
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75)
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true)
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(long)
    // Exactly 75 octets stays on one line; 76 folds.
    expect(foldLine('X'.repeat(75))).toBe('X'.repeat(75))
    expect(foldLine('X'.repeat(76))).toBe(`${'X'.repeat(75)}\r\n X`)
  })
})
