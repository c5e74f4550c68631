import type { InvoiceParty } from '#shared/subscriptions.ts'
import type { Env } from '../../env.ts'

/**
 * The seller printed on invoices, from the configuration (INVOICE_SELLER_*, else the legal
 * notice's VITE_LEGAL_PUBLISHER*). Frozen into each invoice when it is issued.
 */
export function invoiceSeller(env: Env): InvoiceParty {
  return {
    name: env.INVOICE_SELLER_NAME ?? env.VITE_LEGAL_PUBLISHER ?? 'Relève',
    address: env.INVOICE_SELLER_ADDRESS ?? env.VITE_LEGAL_PUBLISHER_ADDRESS ?? null,
    email: env.VITE_LEGAL_CONTACT_EMAIL ?? null,
    siren: env.INVOICE_SELLER_SIREN ?? null,
    vat_number: env.INVOICE_VAT_NUMBER ?? null,
  }
}

/** Whether prices carry VAT: only a seller with a VAT number charges it (else art. 293 B du CGI). */
export function chargesVat(env: Env): boolean {
  return env.INVOICE_VAT_NUMBER !== undefined
}

/** The VAT inside a price `ttcCents` at `rateBps` (2000 = 20 %), rounded to the cent. */
export function vatWithin(ttcCents: number, rateBps: number): number {
  return Math.round((ttcCents * rateBps) / (10_000 + rateBps))
}
