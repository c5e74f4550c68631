/**
 * CSV for spreadsheets (RFC 4180 quoting, `;` as French Excel expects, UTF-8 with a BOM so that
 * accents survive). A cell that a spreadsheet would read as a formula (starting with = + - @, a
 * tab or a carriage return) gets a leading apostrophe: names and notes are typed by anyone, and a
 * "=HYPERLINK(…)" in a last name must stay text (OWASP "CSV injection").
 */
import { displayPhone } from '#shared/phone.ts'

export const CSV_SEPARATOR = ';'
export const CSV_BOM = '\uFEFF'

const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[";\n\r,]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvLine(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(csvCell).join(CSV_SEPARATOR)}\r\n`
}

/**
 * A stored phone (E.164) as a spreadsheet should show it: a French one in its national form
 * ("06 11 22 33 55"), another with the international prefix dialled from France ("00 4915…").
 * Neither starts like a formula, so no apostrophe is needed, and the spaces keep it text (a
 * spreadsheet would drop the leading zero of a bare number).
 */
export function csvPhone(phone: string | null): string | null {
  if (phone === null) return null
  const shown = displayPhone(phone)
  return shown.startsWith('+') ? `00 ${shown.slice(1)}` : shown
}

const parisDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/**
 * An instant as the team lives it: "2026-03-02 10:00", Paris time (winter or summer), a form that
 * spreadsheets read as a date and time in any language.
 */
export function csvDateTime(value: string | Date | null): string | null {
  if (value === null) return null
  const parts = Object.fromEntries(parisDateTime.formatToParts(new Date(value)).map((part) => [part.type, part.value]))
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
}
