import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import type { ContractRole } from '#shared/contract-signatures.ts'

/**
 * The signed contract as a PDF (docs/decisions/019-contract-signature.md): the exact text both
 * parties signed, their signatures (the drawn image or the typed name) and an evidence page — who,
 * when, from which IP and browser, how the account confirmed, and the SHA-256 of the text. The
 * file's own SHA-256 is stored and answers GET /api/verify-contract/{sha256}.
 */

export interface PdfSignature {
  role: ContractRole
  name: string
  email: string
  signedAt: Date
  method: 'password' | 'totp'
  ip: string
  userAgent: string
  textSha256: string
  imagePng: Uint8Array | null
  typedName: string | null
}

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 56
const INK = rgb(0.1, 0.1, 0.12)
const MUTED = rgb(0.38, 0.38, 0.42)
const roleLabel: Record<ContractRole, string> = { holder: 'Le titulaire', nurse: 'Le remplaçant' }

/** "9 mars 2026 à 14:05 (heure de Paris)" and the UTC instant, as the evidence page writes times. */
export function parisTime(at: Date): string {
  const text = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'medium', timeZone: 'Europe/Paris' }).format(at)
  return `${text} (heure de Paris) — ${at.toISOString()}`
}

class Layout {
  private readonly doc: PDFDocument
  private readonly supported: Set<number>
  readonly regular: PDFFont
  readonly bold: PDFFont
  page: PDFPage
  y = 0

  constructor(doc: PDFDocument, regular: PDFFont, bold: PDFFont) {
    this.doc = doc
    this.regular = regular
    this.bold = bold
    this.supported = new Set([...regular.getCharacterSet(), ...bold.getCharacterSet()])
    this.page = this.newPage()
  }

  newPage(): PDFPage {
    this.page = this.doc.addPage(A4)
    this.y = A4[1] - MARGIN
    return this.page
  }

  /** What the standard fonts cannot write becomes '?' (a name in another script, an emoji). */
  clean(text: string): string {
    return [...text.replace(/[\u202f\u2009]/g, '\u00a0')]
      .map((char) => (this.supported.has(char.codePointAt(0) ?? 0) ? char : '?'))
      .join('')
  }

  lines(text: string, font: PDFFont, size: number, width: number): string[] {
    const out: string[] = []
    let line = ''
    for (const word of this.clean(text).split(' ')) {
      const next = line === '' ? word : `${line} ${word}`
      if (font.widthOfTextAtSize(next, size) <= width || line === '') line = next
      else {
        out.push(line)
        line = word
      }
      // A word longer than the line (a user agent, a hash) is cut.
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--
        out.push(line.slice(0, cut))
        line = line.slice(cut)
      }
    }
    out.push(line)
    return out
  }

  need(height: number) {
    if (this.y - height < MARGIN) this.newPage()
  }

  paragraph(text: string, options: { size?: number; font?: PDFFont; color?: ReturnType<typeof rgb>; gap?: number } = {}) {
    const size = options.size ?? 10
    const font = options.font ?? this.regular
    const leading = size * 1.4
    for (const line of this.lines(text, font, size, A4[0] - 2 * MARGIN)) {
      this.need(leading)
      this.y -= leading
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color: options.color ?? INK })
    }
    this.y -= options.gap ?? 4
  }
}

export async function renderContractPdf(input: {
  text: string
  textSha256: string
  signatures: PdfSignature[]
  producedAt: Date
  verifyUrl: string
}): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const title = input.text.split('\n')[0] ?? 'Contrat de remplacement'
  doc.setTitle(title)
  doc.setSubject(`SHA-256 du texte signé : ${input.textSha256}`)
  doc.setLanguage('fr-FR')
  doc.setProducer('Relève')
  doc.setCreator('Relève')
  doc.setCreationDate(input.producedAt)
  doc.setModificationDate(input.producedAt)
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const script = await doc.embedFont(StandardFonts.TimesRomanItalic)
  const layout = new Layout(doc, regular, bold)

  // The articles: the text exactly as signed, a heading bold (a line after a blank line).
  const lines = input.text.split('\n')
  lines.forEach((line, index) => {
    if (line === '') {
      layout.y -= 6
      return
    }
    const heading = index === 0 || lines[index - 1] === ''
    layout.paragraph(line, heading ? { font: bold, size: index === 0 ? 13 : 11, gap: 2 } : {})
  })

  // The signatures, side by side.
  const boxHeight = 130
  layout.need(boxHeight + 30)
  layout.y -= 24
  const columnWidth = (A4[0] - 2 * MARGIN - 20) / 2
  const images = new Map<ContractRole, PDFImage>()
  for (const signature of input.signatures)
    if (signature.imagePng) images.set(signature.role, await doc.embedPng(signature.imagePng))
  const ordered = (['holder', 'nurse'] as const).map((role) => input.signatures.find((s) => s.role === role))
  ordered.forEach((signature, column) => {
    if (!signature) return
    const x = MARGIN + column * (columnWidth + 20)
    const top = layout.y
    const page = layout.page
    page.drawRectangle({ x, y: top - boxHeight, width: columnWidth, height: boxHeight, borderColor: MUTED, borderWidth: 0.5 })
    page.drawText(layout.clean(roleLabel[signature.role]), { x: x + 8, y: top - 16, size: 10, font: bold, color: INK })
    page.drawText(layout.clean(signature.name), { x: x + 8, y: top - 30, size: 10, font: regular, color: INK })
    const image = images.get(signature.role)
    if (image) {
      const scaled = image.scaleToFit(columnWidth - 16, 60)
      page.drawImage(image, { x: x + 8, y: top - 40 - scaled.height, width: scaled.width, height: scaled.height })
    } else if (signature.typedName) {
      page.drawText(layout.clean(signature.typedName), { x: x + 8, y: top - 80, size: 22, font: script, color: INK })
    }
    const signed = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(
      signature.signedAt,
    )
    page.drawText(layout.clean(`Signé électroniquement le ${signed}`), {
      x: x + 8,
      y: top - boxHeight + 10,
      size: 8,
      font: regular,
      color: MUTED,
    })
  })
  layout.y -= boxHeight

  // The evidence page.
  layout.newPage()
  layout.paragraph('Page de preuve des signatures électroniques', { font: bold, size: 13, gap: 8 })
  layout.paragraph(
    'Signature électronique simple au sens du règlement (UE) n° 910/2014 (eIDAS). Chaque partie, connectée à son compte Relève, a confirmé son identité par son mot de passe ou son code de double authentification, puis a signé le texte ci-avant ; Relève a enregistré l’heure, l’adresse IP, le navigateur et l’empreinte SHA-256 du texte exact signé.',
    { size: 9, color: MUTED, gap: 10 },
  )
  layout.paragraph(`Empreinte SHA-256 du texte signé : ${input.textSha256}`, { size: 9, gap: 10 })
  for (const signature of ordered) {
    if (!signature) continue
    layout.need(120)
    layout.paragraph(`${roleLabel[signature.role]} : ${signature.name}`, { font: bold, size: 11, gap: 2 })
    for (const line of [
      `Adresse e-mail du compte : ${signature.email}`,
      `Signé le : ${parisTime(signature.signedAt)}`,
      `Identité confirmée par : ${signature.method === 'password' ? 'mot de passe du compte' : 'code de double authentification'}`,
      `Signature : ${signature.imagePng ? 'tracée à l’écran' : `nom saisi (« ${signature.typedName ?? ''} »)`}`,
      `Adresse IP : ${signature.ip}`,
      `Navigateur : ${signature.userAgent || 'non communiqué'}`,
      `SHA-256 du texte signé : ${signature.textSha256}`,
    ])
      layout.paragraph(line, { size: 9, gap: 1 })
    layout.y -= 10
  }
  layout.paragraph(`Document produit par Relève le ${parisTime(input.producedAt)}.`, { size: 9, color: MUTED, gap: 2 })
  layout.paragraph(
    `Vérification : calculez l’empreinte SHA-256 de ce fichier PDF et ouvrez ${input.verifyUrl}/<empreinte> pour savoir s’il a été signé sur Relève, par qui et quand.`,
    { size: 9, color: MUTED },
  )

  return doc.save({ useObjectStreams: false })
}
