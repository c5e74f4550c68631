import { INTEGER_MAX } from '#shared/integers.ts'
import { HttpError } from './http-error.ts'

/**
 * `{id}` of a path: digits within the `integer` columns. Anything else cannot be a row, so it is
 * simply not found (404) — and never reaches a query that PostgreSQL would refuse with a 500.
 */
export function pathId(raw: string | undefined): number {
  const id = raw !== undefined && /^\d{1,10}$/.test(raw) ? Number(raw) : 0
  if (id < 1 || id > INTEGER_MAX) throw new HttpError(404, 'http.not_found')
  return id
}
