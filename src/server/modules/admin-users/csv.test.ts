import { describe, expect, it } from 'vitest'
import { csvCell, csvDateTime, csvLine, csvPhone } from './csv.ts'

describe('csvCell', () => {
  it.each(['=1+1', '+33612345678', '-2', '@SUM(A1)', '\tx', '\rx'])('keeps %j as text with a leading apostrophe', (value) => {
    expect(csvCell(value).replace(/^"|"$/g, '').startsWith(`'`)).toBe(true)
  })

  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('a;b')).toBe('"a;b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell('=HYPERLINK("http://x";"y")')).toBe(`"'=HYPERLINK(""http://x"";""y"")"`)
  })

  it('leaves ordinary text, numbers and empty values alone', () => {
    expect(csvCell('Zoé Martin')).toBe('Zoé Martin')
    expect(csvCell(42)).toBe('42')
    expect(csvCell(null)).toBe('')
    expect(csvLine(['a', 1, null])).toBe('a;1;\r\n')
  })
})

describe('csvPhone', () => {
  it('writes a French number in its national form and another with 00, neither guarded as a formula', () => {
    expect(csvPhone('+33611223355')).toBe('06 11 22 33 55')
    expect(csvPhone('+4915123456789')).toBe('00 4915123456789')
    expect(csvPhone(null)).toBeNull()
    for (const phone of ['+33611223355', '+4915123456789']) expect(csvCell(csvPhone(phone))).not.toMatch(/^'/)
  })
})

describe('csvDateTime', () => {
  it('writes an instant in Paris time, winter and summer', () => {
    expect(csvDateTime('2026-03-02T09:00:00.000Z')).toBe('2026-03-02 10:00')
    expect(csvDateTime(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15 00:30')
    expect(csvDateTime(null)).toBeNull()
  })
})
