import { describe, expect, it } from 'vitest'
import { csvCell, csvLine } from './csv.ts'

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
