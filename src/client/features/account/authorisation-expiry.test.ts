import { describe, expect, it } from 'vitest'
import { authorisationState } from './authorisation-expiry.ts'

const today = new Date(2026, 10, 22)

describe('authorisationState', () => {
  it('warns from 60 days before the end, and after it', () => {
    expect(authorisationState('2027-03-01', today)).toEqual({ kind: 'valid', days: 99 })
    expect(authorisationState('2027-01-21', today)).toEqual({ kind: 'expiring', days: 60 })
    expect(authorisationState('2026-11-22', today)).toEqual({ kind: 'expiring', days: 0 })
    expect(authorisationState('2026-11-20', today)).toEqual({ kind: 'expired', days: 2 })
  })

  it('says nothing without a date', () => {
    expect(authorisationState(null, today)).toEqual({ kind: 'none' })
    expect(authorisationState('bientôt', today)).toEqual({ kind: 'none' })
  })
})
