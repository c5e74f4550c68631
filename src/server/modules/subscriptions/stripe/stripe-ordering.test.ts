import { describe, expect, it } from 'vitest'
import { isNotOlder, type SnapshotPosition } from './stripe-ordering.ts'
import { ourStatus } from './stripe-status.ts'

const at = (seconds: number) => new Date(Date.UTC(2026, 2, 2) + seconds * 1000)
const position = (created: number, periodEnd: number, status: string): SnapshotPosition => ({
  eventCreated: at(created),
  periodEnd: at(periodEnd),
  status,
})

describe('isNotOlder', () => {
  it('takes the first snapshot, then any made in a later second', () => {
    expect(isNotOlder(position(10, 100, 'active'), undefined)).toBe(true)
    expect(isNotOlder(position(11, 100, 'past_due'), position(10, 100, 'active'))).toBe(true)
    expect(isNotOlder(position(11, 100, 'active'), position(10, 100, 'past_due'))).toBe(true)
  })

  it('refuses a snapshot made in an earlier second, whatever it says', () => {
    expect(isNotOlder(position(9, 200, 'active'), position(10, 100, 'active'))).toBe(false)
    expect(isNotOlder(position(9, 100, 'trialing'), position(10, 100, 'active'))).toBe(false)
  })

  it('within one second, takes the later period, then the later state of a life, then the last one come', () => {
    expect(isNotOlder(position(10, 200, 'active'), position(10, 100, 'past_due'))).toBe(true)
    expect(isNotOlder(position(10, 100, 'past_due'), position(10, 200, 'active'))).toBe(false)
    expect(isNotOlder(position(10, 100, 'active'), position(10, 100, 'trialing'))).toBe(true)
    expect(isNotOlder(position(10, 100, 'trialing'), position(10, 100, 'active'))).toBe(false)
    expect(isNotOlder(position(10, 100, 'active'), position(10, 100, 'active'))).toBe(true)
  })

  it('never leaves a canceled subscription, even for a snapshot made later', () => {
    expect(isNotOlder(position(20, 300, 'active'), position(10, 100, 'canceled'))).toBe(false)
    expect(isNotOlder(position(20, 100, 'canceled'), position(10, 100, 'canceled'))).toBe(true)
    expect(isNotOlder(position(10, 100, 'canceled'), position(10, 100, 'active'))).toBe(true)
  })
})

describe('ourStatus', () => {
  it("maps Stripe's statuses to ours", () => {
    const of = (status: string, reason: string | null = null) =>
      ourStatus({ status, cancellation_details: { reason, comment: null, feedback: null } } as Parameters<typeof ourStatus>[0])
    expect(of('trialing')).toBe('trialing')
    expect(of('active')).toBe('active')
    expect(of('past_due')).toBe('past_due')
    expect(of('unpaid')).toBe('expired')
    expect(of('paused')).toBe('expired')
    expect(of('incomplete_expired')).toBe('expired')
    expect(of('incomplete')).toBeNull()
    expect(of('canceled', 'cancellation_requested')).toBe('cancelled')
    expect(of('canceled', null)).toBe('cancelled')
    expect(of('canceled', 'payment_failed')).toBe('expired')
    expect(of('canceled', 'payment_disputed')).toBe('expired')
  })
})
