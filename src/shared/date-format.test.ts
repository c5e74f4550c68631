import { describe, expect, it } from 'vitest'
import { dateFormat, formatDate } from './date-format.ts'

const utc = (day: string) => new Date(`${day}T12:00:00Z`)

describe('dateFormat (French typography of dates)', () => {
  it('writes the first of the month as "1er" wherever the month is a word', () => {
    expect(formatDate('fr-FR', utc('2026-03-01'), { day: 'numeric', month: 'long', timeZone: 'UTC' })).toBe('1er mars')
    expect(formatDate('fr', utc('2026-03-01'), { dateStyle: 'long', timeZone: 'UTC' })).toBe('1er mars 2026')
    expect(formatDate('fr-FR', utc('2026-03-01'), { dateStyle: 'medium', timeZone: 'UTC' })).toBe('1er mars 2026')
    expect(formatDate('fr-FR', utc('2026-03-01'), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })).toBe(
      'dim. 1er mars',
    )
  })

  it('leaves the other days, and numeric dates, alone', () => {
    expect(formatDate('fr-FR', utc('2026-03-11'), { day: 'numeric', month: 'long', timeZone: 'UTC' })).toBe('11 mars')
    expect(formatDate('fr-FR', utc('2026-03-21'), { day: 'numeric', month: 'long', timeZone: 'UTC' })).toBe('21 mars')
    expect(formatDate('fr-FR', utc('2026-03-01'), { day: 'numeric', month: 'numeric', timeZone: 'UTC' })).toBe('01/03')
    expect(formatDate('fr-FR', utc('2026-03-01'), { dateStyle: 'short', timeZone: 'UTC' })).toBe('01/03/2026')
  })

  it('keeps the time beside the date', () => {
    expect(
      formatDate('fr-FR', new Date('2026-03-01T05:01:00Z'), { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }),
    ).toBe('1er mars 2026 à 06:01')
  })

  it('applies to both ends of a range', () => {
    const format = dateFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    expect(format.formatRange(utc('2026-03-01'), utc('2026-03-14'))).toBe('1er–14 mars 2026')
    expect(format.formatRange(utc('2026-02-27'), utc('2026-03-01'))).toBe('27 février\u2009–\u20091er mars 2026')
  })

  it('is French only: English keeps "March 1"', () => {
    expect(formatDate('en', utc('2026-03-01'), { day: 'numeric', month: 'long', timeZone: 'UTC' })).toBe('March 1')
    expect(
      dateFormat('en', { day: 'numeric', month: 'long', timeZone: 'UTC' }).formatRange(utc('2026-03-01'), utc('2026-03-14')),
    ).toBe('March 1\u2009–\u200914')
  })
})
