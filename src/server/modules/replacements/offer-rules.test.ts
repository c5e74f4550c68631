import { describe, expect, it } from 'vitest'
import { answerWindowEnd, mergeDates, mergedDateProblems, publicationProblems } from './offer-rules.ts'

const range = { start_date: '2026-03-10', end_date: '2026-03-14', days: null }
const chosen = { start_date: '2026-03-10', end_date: '2026-03-20', days: ['2026-03-10', '2026-03-20'] }

describe('mergeDates', () => {
  it('keeps only the three date fields of what is stored', () => {
    const stored = { ...range, status: 'published', shifts: ['matin'] }
    expect(mergeDates(stored, {})).toEqual(range)
  })

  it('lets chosen days win, sorted and unique, setting start and end', () => {
    expect(mergeDates(range, { days: ['2026-04-03', '2026-04-01', '2026-04-03'], start_date: '2026-01-01' })).toEqual({
      start_date: '2026-04-01',
      end_date: '2026-04-03',
      days: ['2026-04-01', '2026-04-03'],
    })
  })

  it('reads a start or end sent alone as a range, dropping chosen days', () => {
    expect(mergeDates(chosen, { end_date: '2026-03-25' })).toEqual({
      start_date: '2026-03-10',
      end_date: '2026-03-25',
      days: null,
    })
  })

  it('turns chosen days back into their range when told `days: null` or `[]`', () => {
    expect(mergeDates(chosen, { days: null })).toEqual({ start_date: '2026-03-10', end_date: '2026-03-20', days: null })
    expect(mergeDates(chosen, { days: [] })).toEqual({ start_date: '2026-03-10', end_date: '2026-03-20', days: null })
  })
})

describe('mergedDateProblems', () => {
  it('finds an end before the start and a span over a year', () => {
    expect(mergedDateProblems({ start_date: '2026-03-10', end_date: '2026-03-09', days: null })).toEqual({
      end_date: 'dates.order',
    })
    expect(mergedDateProblems({ start_date: '2026-01-01', end_date: '2027-01-01', days: null })).toEqual({})
    expect(mergedDateProblems({ start_date: '2026-01-01', end_date: '2027-01-02', days: null })).toEqual({
      end_date: 'dates.too_long',
    })
    expect(mergedDateProblems({ start_date: null, end_date: '2026-01-01', days: null })).toEqual({})
  })
})

describe('publicationProblems', () => {
  const complete = { ...range, commune_insee: '34172', shifts: ['matin'], retrocession_percent: 80, urgency: 'normal' as const }

  it('accepts a complete offer whose last day is today or later', () => {
    expect(publicationProblems(complete, '2026-03-14')).toEqual({})
    expect(publicationProblems(complete, '2026-03-15')).toEqual({ end_date: 'dates.past' })
  })

  it('wants an immediate offer to start today or tomorrow', () => {
    const immediate = { ...complete, urgency: 'immediate' as const }
    expect(publicationProblems(immediate, '2026-03-10')).toEqual({})
    expect(publicationProblems(immediate, '2026-03-09')).toEqual({})
    expect(publicationProblems(immediate, '2026-03-08')).toEqual({ start_date: 'dates.immediate' })
    expect(publicationProblems(immediate, '2026-03-11')).toEqual({ start_date: 'dates.immediate' })
  })

  it('names the missing fields first', () => {
    expect(publicationProblems({ ...complete, start_date: null, end_date: null, shifts: [] }, '2026-03-01')).toEqual({
      start_date: 'dates.required',
      shifts: 'shifts.required',
    })
  })
})

describe('answerWindowEnd', () => {
  it('gives urgent and immediate offers 30 minutes, normal ones none', () => {
    const at = new Date('2026-03-02T09:00:00Z')
    expect(answerWindowEnd('normal', at)).toBeNull()
    expect(answerWindowEnd('urgent', at)?.toISOString()).toBe('2026-03-02T09:30:00.000Z')
    expect(answerWindowEnd('immediate', at)?.toISOString()).toBe('2026-03-02T09:30:00.000Z')
  })
})
