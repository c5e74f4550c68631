import type { Transaction } from 'kysely'
import { type InvoiceLine, invoiceNumber } from '#shared/subscriptions.ts'
import type { Database } from '../../db/database.ts'
import type { Env } from '../../env.ts'
import { invoiceSeller } from './invoice-seller.ts'
import { frenchDate, parisYear } from './periods.ts'
import type { PlanRow } from './provider.ts'
import { type Subscriber, subscriberName } from './subscriptions.repository.ts'

export interface IssueInvoiceInput {
  paymentId: number
  subscriber: Subscriber
  plan: PlanRow
  amountCents: number
  vatCents: number
  currency: string
  paidAt: Date
  period: { start: Date; end: Date }
  issuedAt: Date
}

/**
 * Issues the invoice of a payment, inside the payment's transaction. Its number is the next of
 * the year (2026-000001…): the year's counter row is incremented by an upsert, which locks it
 * until the transaction ends, so concurrent payments queue there and a rolled-back payment gives
 * its number back. A sequence would leave gaps, which French invoicing forbids.
 */
export async function issueInvoice(trx: Transaction<Database>, env: Env, input: IssueInvoiceInput) {
  const year = parisYear(input.issuedAt)
  const { last_number: sequence } = await trx
    .insertInto('invoice_counters')
    .values({ year, last_number: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet((eb) => ({ last_number: eb('invoice_counters.last_number', '+', 1) })))
    .returning('last_number')
    .executeTakeFirstOrThrow()
  const htCents = input.amountCents - input.vatCents
  const line: InvoiceLine = {
    label: `Abonnement ${input.plan.name} du ${frenchDate(input.period.start)} au ${frenchDate(input.period.end)}`,
    quantity: 1,
    unit_ht_cents: htCents,
    vat_rate_bps: input.vatCents > 0 ? input.plan.vat_rate_bps : 0,
    ht_cents: htCents,
    vat_cents: input.vatCents,
    ttc_cents: input.amountCents,
  }
  const address = [
    input.subscriber.street,
    [input.subscriber.postal_code, input.subscriber.commune_name].filter(Boolean).join(' '),
  ]
    .filter((part) => part?.trim())
    .join('\n')
  return trx
    .insertInto('invoices')
    .values({
      payment_id: input.paymentId,
      user_id: input.subscriber.id,
      year,
      sequence,
      number: invoiceNumber(year, sequence),
      issued_at: input.issuedAt,
      seller: JSON.stringify(invoiceSeller(env)),
      buyer: JSON.stringify({
        name: subscriberName(input.subscriber) ?? input.subscriber.email,
        address: address || null,
        email: input.subscriber.email,
      }),
      lines: JSON.stringify([line]),
      total_ht_cents: htCents,
      total_vat_cents: input.vatCents,
      total_ttc_cents: input.amountCents,
      currency: input.currency,
      paid_at: input.paidAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}
