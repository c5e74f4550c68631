import { inflateSync } from 'node:zlib'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import type { InvoiceLine, InvoiceParty } from '#shared/subscriptions.ts'
import { euros, renderInvoicePdf } from './invoice-pdf.ts'
import { addInterval } from './periods.ts'

const seller: InvoiceParty = {
  name: 'Relève SAS',
  address: '1 rue de la Paix\n75002 Paris',
  siren: '123456789',
  vat_number: null,
}
const line: InvoiceLine = {
  label: 'Abonnement Titulaire du 01/03/2026 au 01/03/2027',
  quantity: 1,
  unit_ht_cents: 4900,
  vat_rate_bps: 0,
  ht_cents: 4900,
  vat_cents: 0,
  ttc_cents: 4900,
}

function invoice(overrides: { seller?: InvoiceParty; lines?: InvoiceLine[]; vat?: number } = {}) {
  const vat = overrides.vat ?? 0
  return {
    id: 1,
    payment_id: 1,
    user_id: 1,
    year: 2026,
    sequence: 42,
    number: '2026-000042',
    issued_at: new Date('2026-03-02T09:00:00Z'),
    paid_at: new Date('2026-03-01T11:00:00Z'),
    seller: overrides.seller ?? seller,
    buyer: { name: 'Inès Roux', address: '3 place du Marché\n35400 Saint-Malo', email: 'ines@example.fr' },
    lines: overrides.lines ?? [line],
    total_ht_cents: 4900 - vat,
    total_vat_cents: vat,
    total_ttc_cents: 4900,
    currency: 'EUR',
  }
}

/** The text the PDF's pages show: its content streams inflated, their hex strings (WinAnsi) read. */
function shownText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1')
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].flatMap(([, body]) => {
    try {
      return [inflateSync(Buffer.from(body ?? '', 'latin1')).toString('latin1')]
    } catch {
      return [body ?? '']
    }
  })
  return streams
    .flatMap((content) => [...content.matchAll(/<([0-9A-Fa-f]+)> Tj/g)])
    .map(([, hex]) => Buffer.from(hex ?? '', 'hex').toString('latin1'))
    .join('\n')
    .replaceAll('\x80', '€')
    .replaceAll('\x92', '’')
}

describe('the invoice PDF', () => {
  it('is one A4 page titled with its number, naming the seller, the buyer, the totals and the payment', async () => {
    const bytes = await renderInvoicePdf(invoice())
    const document = await PDFDocument.load(bytes)
    expect(document.getTitle()).toBe('Facture 2026-000042')
    expect(document.getPageCount()).toBe(1)
    const text = shownText(bytes)
    for (const expected of [
      'FACTURE',
      'N° 2026-000042',
      'Relève SAS',
      'SIREN 123456789',
      'Inès Roux',
      '35400 Saint-Malo',
      'Abonnement Titulaire du 01/03/2026 au 01/03/2027',
      'Total TTC',
      'TVA non applicable, art. 293 B du CGI.',
      'reçu le 01/03/2026',
    ])
      expect(text, expected).toContain(expected)
  })

  it('shows the VAT number and rate instead of the exemption when the seller charges VAT', async () => {
    const bytes = await renderInvoicePdf(
      invoice({
        seller: { ...seller, vat_number: 'FR12123456789' },
        lines: [{ ...line, unit_ht_cents: 4083, ht_cents: 4083, vat_cents: 817, vat_rate_bps: 2000 }],
        vat: 817,
      }),
    )
    const text = shownText(bytes)
    expect(text).toContain('N° TVA intracommunautaire FR12123456789')
    expect(text).toContain('20\u00a0%')
    expect(text).toContain('8,17\u00a0€')
    expect(text).not.toContain('293 B')
  })
})

describe('amounts and periods', () => {
  it('writes euros as French invoices do', () => {
    expect(euros(4900)).toBe('49,00\u00a0€')
    expect(euros(123_456_7)).toBe('12\u00a0345,67\u00a0€')
    expect(euros(5)).toBe('0,05\u00a0€')
  })

  it('adds a month or a year, the 31st becoming the last day of a shorter month', () => {
    expect(addInterval(new Date('2026-01-31T10:00:00Z'), 'month').toISOString()).toBe('2026-02-28T10:00:00.000Z')
    expect(addInterval(new Date('2028-02-29T10:00:00Z'), 'year').toISOString()).toBe('2029-02-28T10:00:00.000Z')
    expect(addInterval(new Date('2026-03-01T11:00:00Z'), 'year').toISOString()).toBe('2027-03-01T11:00:00.000Z')
  })
})
