import { describe, expect, it } from 'vitest'
import { consecutiveRanges } from './dates.ts'

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
