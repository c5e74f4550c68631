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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * `{id}` of a path that names a `uuid` row, in the lower case PostgreSQL gives back (so that it
 * compares equal to ids read from the database). Anything else is not found, as with `pathId`.
 */
export function pathUuid(raw: string | undefined): string {
  if (raw === undefined || !UUID.test(raw)) throw new HttpError(404, 'http.not_found')
  return raw.toLowerCase()
}
