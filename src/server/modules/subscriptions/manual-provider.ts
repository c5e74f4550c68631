import { randomInt } from 'node:crypto'
import type { PaymentProvider } from './provider.ts'

// No 0/O, 1/I/L: a reference read over the phone or typed from a bank statement.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** A transfer reference, e.g. RLV-7KQ2-M9XD: 31^8 values, unique in the database. */
export function newTransferReference(): string {
  const chars = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)])
  return `RLV-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`
}

/**
 * Payment by bank transfer, when Stripe is not configured: the member gets a reference to write
 * on the transfer, an admin marks it received (POST /api/admin/subscriptions/{id}/payments), which
 * records the payment. Nothing lives outside our database, so cancelling, resuming or changing
 * plan is only the core's change of the row.
 */
export function createManualProvider(): PaymentProvider {
  return {
    name: 'manual',
    async start({ subscription }) {
      return { kind: 'manual', reference: subscription.manual_reference ?? newTransferReference() }
    },
    async portalUrl() {
      return null
    },
    async cancelAtPeriodEnd() {},
    async resume() {},
    async changePlan() {},
    async cancelNow() {},
    async updateMember() {},
  }
}
