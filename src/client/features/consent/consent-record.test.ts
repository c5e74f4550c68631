import { describe, expect, it } from 'vitest'
import { acceptAll, consentExpiry, createConsentRecord, parseConsentRecord, refuseAll } from './consent-record.ts'

const decided = new Date('2025-03-15T10:00:00.000Z')
const stored = (choices = acceptAll, at = decided) => JSON.stringify(createConsentRecord(choices, at))

describe('consent record', () => {
  it('keeps a choice for six months, then asks again', () => {
    expect(parseConsentRecord(stored(), new Date('2025-09-15T09:59:59.999Z'))?.choices).toEqual(acceptAll)
    expect(parseConsentRecord(stored(), new Date('2025-09-15T10:00:00.000Z'))).toBeNull()
  })

  it('keeps a refusal exactly as long as an acceptance', () => {
    expect(parseConsentRecord(stored(refuseAll), new Date('2025-09-01T00:00:00Z'))?.choices).toEqual(refuseAll)
    expect(parseConsentRecord(stored(refuseAll), new Date('2025-09-16T00:00:00Z'))).toBeNull()
  })

  it('counts calendar months, ending at the last day of a shorter month', () => {
    expect(consentExpiry(new Date('2025-08-31T12:00:00Z')).toISOString()).toBe('2026-02-28T12:00:00.000Z')
    expect(consentExpiry(new Date('2025-01-10T08:00:00Z')).toISOString()).toBe('2025-07-10T08:00:00.000Z')
  })

  it('treats anything unreadable, or dated in the future, as no choice', () => {
    const now = new Date('2025-04-01T00:00:00Z')
    expect(parseConsentRecord(null, now)).toBeNull()
    expect(parseConsentRecord('yes', now)).toBeNull()
    expect(parseConsentRecord('{"version":1,"decidedAt":"2025-03-15T10:00:00.000Z"}', now)).toBeNull()
    expect(parseConsentRecord(stored(acceptAll, new Date('2026-01-01T00:00:00Z')), now)).toBeNull()
  })
})
