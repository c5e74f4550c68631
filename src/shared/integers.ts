import { z } from 'zod'

/**
 * PostgreSQL's `integer`, the type of every id and whole-number column: a value past it makes the
 * query fail, so an input must be refused before (422 on its field) rather than reach a query.
 */
export const INTEGER_MAX = 2_147_483_647
const INTEGER_MIN = -2_147_483_648

/** Whether a number can be stored in an `integer` column as it is. */
export function fitsIntegerColumn(value: number): boolean {
  return Number.isInteger(value) && value >= INTEGER_MIN && value <= INTEGER_MAX
}

/** A row id in a JSON body: a whole number from 1 to INTEGER_MAX; `code` is the field's message. */
export function idNumber(code: string) {
  return z.number(code).int(code).min(1, code).max(INTEGER_MAX, 'validation.integer_range')
}

/** A row id in a query string ('42'): digits only, then the same range as idNumber. */
export function idQueryValue(code: string) {
  return z
    .string(code)
    .trim()
    .regex(/^\d{1,20}$/, code)
    .transform(Number)
    .pipe(idNumber(code))
}
