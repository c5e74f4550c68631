import { describe, expect, it } from 'vitest'
import { consecutiveRanges, parisToday } from './dates.ts'

describe('consecutiveRanges', () => {
  it('groups days that follow each other, across months and years', () => {
    expect(consecutiveRanges(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-03'])).toEqual([
      { start: '2026-12-30', end: '2027-01-01' },
      { start: '2027-01-03', end: '2027-01-03' },
    ])
  })

  it('sorts and drops repeated days first', () => {
    expect(consecutiveRanges(['2026-03-05', '2026-03-03', '2026-03-04', '2026-03-04'])).toEqual([
      { start: '2026-03-03', end: '2026-03-05' },
    ])
  })

  it('counts 29 February in a leap year', () => {
    expect(consecutiveRanges(['2028-02-28', '2028-02-29', '2028-03-01'])).toEqual([{ start: '2028-02-28', end: '2028-03-01' }])
    expect(consecutiveRanges(['2027-02-28', '2027-03-01'])).toEqual([{ start: '2027-02-28', end: '2027-03-01' }])
  })

  it('gives nothing for no day', () => {
    expect(consecutiveRanges([])).toEqual([])
  })
})

describe('parisToday', () => {
  it('turns at midnight in Paris, in winter (UTC+1) and in summer (UTC+2), as YYYY-MM-DD', () => {
    expect(parisToday(new Date('2026-01-15T22:59:59Z'))).toBe('2026-01-15')
    expect(parisToday(new Date('2026-01-15T23:00:00Z'))).toBe('2026-01-16')
    expect(parisToday(new Date('2026-07-01T21:59:59Z'))).toBe('2026-07-01')
    expect(parisToday(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02')
    expect(parisToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01')
  })
})
