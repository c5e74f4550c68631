/**
 * CSV for spreadsheets (RFC 4180 quoting, `;` as French Excel expects, UTF-8 with a BOM so that
 * accents survive). A cell that a spreadsheet would read as a formula (starting with = + - @, a
 * tab or a carriage return) gets a leading apostrophe: names and notes are typed by anyone, and a
 * "=HYPERLINK(…)" in a last name must stay text (OWASP "CSV injection").
 */
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
