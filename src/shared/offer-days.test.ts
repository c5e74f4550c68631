import { describe, expect, it } from 'vitest'
import { offerDays } from './replacements.ts'

describe('offerDays', () => {
  it('gives the chosen days in order', () => {
    expect(offerDays({ start_date: '2026-03-01', end_date: '2026-03-31', days: ['2026-03-05', '2026-03-02'] })).toEqual([
      '2026-03-02',
      '2026-03-05',
    ])
  })

  it('gives each day of the range, across a change of clocks and of month', () => {
    expect(offerDays({ start_date: '2026-03-28', end_date: '2026-04-01', days: null })).toEqual([
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
    ])
    expect(offerDays({ start_date: '2026-03-28', end_date: '2026-03-29', days: [] })).toEqual(['2026-03-28', '2026-03-29'])
  })

  it('gives nothing while an end is missing', () => {
    expect(offerDays({ start_date: '2026-03-28', end_date: null, days: null })).toEqual([])
  })
})
