import type { Selectable } from 'kysely'
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import type { InvoiceParty } from '#shared/subscriptions.ts'
import { frenchDate } from './periods.ts'
import type { InvoicesTable } from './subscriptions.table.ts'

/**
 * The invoice as a French PDF (docs/decisions/017-plans-and-entitlements.md), drawn from what the
 * invoice row froze at issue, so the same invoice always prints the same: seller (name, address,
 * SIREN, VAT number or « TVA non applicable, art. 293 B du CGI »), buyer, number, dates, lines,
 * totals HT / TVA / TTC, and the payment received.
 */

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 50
const INK = rgb(0.1, 0.1, 0.12)
const MUTED = rgb(0.38, 0.38, 0.42)

/** 1234.5 € as French invoices write it: « 1 234,50 € ». */
export function euros(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  const units = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')
  return `${sign}${units},${String(abs % 100).padStart(2, '0')}\u00a0€`
}

function percent(bps: number): string {
  return `${(bps / 100).toLocaleString('fr-FR', { maximumFractionDigits: 2 }).replace('\u202f', '\u00a0')}\u00a0%`
}

export async function renderInvoicePdf(invoice: Selectable<InvoicesTable>): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(`Facture ${invoice.number}`)
  doc.setLanguage('fr-FR')
  doc.setCreationDate(new Date(invoice.issued_at))
  doc.setModificationDate(new Date(invoice.issued_at))
  const page = doc.addPage(A4)
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const writer = new Writer(page, regular, bold)
  const seller = invoice.seller as InvoiceParty
  const buyer = invoice.buyer as InvoiceParty
  const [width] = A4

  // Seller, top left; title and number, top right.
  let y = A4[1] - MARGIN
  writer.text(seller.name, MARGIN, y, { font: bold, size: 12 })
  const sellerLines = [
    ...(seller.address?.split('\n') ?? []),
    seller.siren ? `SIREN ${seller.siren}` : null,
    seller.vat_number ? `N° TVA intracommunautaire ${seller.vat_number}` : null,
    seller.email ?? null,
  ].filter((line): line is string => Boolean(line))
  let sellerY = y
  for (const line of sellerLines) {
    sellerY -= 14
    writer.text(line, MARGIN, sellerY, { size: 9, color: MUTED })
  }
  writer.textRight('FACTURE', width - MARGIN, y, { font: bold, size: 18 })
  writer.textRight(`N° ${invoice.number}`, width - MARGIN, y - 22, { font: bold, size: 11 })
  writer.textRight(`Date d’émission : ${frenchDate(invoice.issued_at)}`, width - MARGIN, y - 38, { size: 9 })

  // Buyer.
  y = Math.min(sellerY, y - 38) - 40
  writer.text('Facturé à', MARGIN, y, { font: bold, size: 10 })
  let buyerY = y
  for (const line of [buyer.name, ...(buyer.address?.split('\n') ?? []), buyer.email].filter((l): l is string => Boolean(l))) {
    buyerY -= 14
    writer.text(line, MARGIN, buyerY, { size: 10 })
  }

  // Lines.
  y = buyerY - 40
  const columns = [
    { label: 'Désignation', x: MARGIN, right: false },
    { label: 'Qté', x: 330, right: true },
    { label: 'PU HT', x: 400, right: true },
    { label: 'TVA', x: 450, right: true },
    { label: 'Total HT', x: width - MARGIN, right: true },
  ]
  for (const column of columns)
    column.right
      ? writer.textRight(column.label, column.x, y, { font: bold, size: 9 })
      : writer.text(column.label, column.x, y, { font: bold, size: 9 })
  page.drawLine({ start: { x: MARGIN, y: y - 6 }, end: { x: width - MARGIN, y: y - 6 }, thickness: 0.5, color: MUTED })
  y -= 22
  for (const line of invoice.lines) {
    const wrapped = writer.wrap(line.label, 255, 9)
    for (const [index, part] of wrapped.entries()) writer.text(part, MARGIN, y - index * 12, { size: 9 })
    writer.textRight(String(line.quantity), 330, y, { size: 9 })
    writer.textRight(euros(line.unit_ht_cents), 400, y, { size: 9 })
    writer.textRight(line.vat_rate_bps > 0 ? percent(line.vat_rate_bps) : '—', 450, y, { size: 9 })
    writer.textRight(euros(line.ht_cents), width - MARGIN, y, { size: 9 })
    y -= 12 * wrapped.length + 10
  }
  page.drawLine({ start: { x: MARGIN, y: y + 4 }, end: { x: width - MARGIN, y: y + 4 }, thickness: 0.5, color: MUTED })

  // Totals.
  y -= 14
  const totals: [string, string][] = [
    ['Total HT', euros(invoice.total_ht_cents)],
    ['TVA', euros(invoice.total_vat_cents)],
    ['Total TTC', euros(invoice.total_ttc_cents)],
  ]
  for (const [label, amount] of totals) {
    const font = label === 'Total TTC' ? bold : regular
    writer.textRight(label, 450, y, { font, size: 10 })
    writer.textRight(amount, width - MARGIN, y, { font, size: 10 })
    y -= 16
  }

  // Mentions.
  y -= 16
  const mentions = [
    seller.vat_number ? null : 'TVA non applicable, art. 293 B du CGI.',
    `Facture acquittée : paiement de ${euros(invoice.total_ttc_cents)} reçu le ${frenchDate(invoice.paid_at)}. Aucune somme restant due.`,
    'Pas d’escompte pour paiement anticipé.',
  ].filter((line): line is string => line !== null)
  for (const mention of mentions) {
    for (const part of writer.wrap(mention, width - 2 * MARGIN, 9)) {
      writer.text(part, MARGIN, y, { size: 9, color: MUTED })
      y -= 13
    }
  }
  return doc.save({ useObjectStreams: false })
}

interface TextOptions {
  font?: PDFFont
  size: number
  color?: ReturnType<typeof rgb>
}

/** Draws text in the standard fonts, whose WinAnsi encoding lacks a few characters (replaced). */
class Writer {
  private readonly supported: Set<number>
  private readonly page: PDFPage
  private readonly regular: PDFFont

  constructor(page: PDFPage, regular: PDFFont, bold: PDFFont) {
    this.page = page
    this.regular = regular
    this.supported = new Set([...regular.getCharacterSet(), ...bold.getCharacterSet()])
  }

  /** French formatting's narrow no-break space becomes a no-break space; anything else unknown, '?'. */
  clean(text: string): string {
    return [...text.replace(/[\u202f\u2009]/g, '\u00a0')]
      .map((char) => (this.supported.has(char.codePointAt(0) ?? 0) || char === '\n' ? char : '?'))
      .join('')
  }

  text(text: string, x: number, y: number, options: TextOptions) {
    this.page.drawText(this.clean(text), {
      x,
      y,
      size: options.size,
      font: options.font ?? this.regular,
      color: options.color ?? INK,
    })
  }

  textRight(text: string, right: number, y: number, options: TextOptions) {
    const font = options.font ?? this.regular
    const clean = this.clean(text)
    this.page.drawText(clean, {
      x: right - font.widthOfTextAtSize(clean, options.size),
      y,
      size: options.size,
      font,
      color: options.color ?? INK,
    })
  }

  /** Splits `text` into lines at most `maxWidth` wide, at spaces. */
  wrap(text: string, maxWidth: number, size: number): string[] {
    const words = this.clean(text).split(' ')
    const lines: string[] = []
    let current = ''
    for (const word of words) {
      const candidate = current ? `${current} ${word}` : word
      if (current && this.regular.widthOfTextAtSize(candidate, size) > maxWidth) {
        lines.push(current)
        current = word
      } else current = candidate
    }
    if (current) lines.push(current)
    return lines
  }
}
