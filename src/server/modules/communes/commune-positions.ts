import { sql } from 'kysely'
import type { Db } from '../../db/connect.ts'
import { findCommunePlace } from './communes.repository.ts'
import { type Position, representativeRowOrder } from './geo.ts'

/**
 * Every commune's position (its representative row, geo.ts) by INSEE code, kept in memory: the
 * search needs one per request, and the communes change only when the loader runs (at start,
 * when the shipped file changed, on whichever instance). Read again after REFRESH_MS, and at once
 * when a code is in the table but not here. Public reference data only; about 40,000 entries.
 */
const REFRESH_MS = 10 * 60_000

const cached = new WeakMap<Db, { positions: Promise<Map<string, Position>>; readAt: number }>()

async function readPositions(db: Db): Promise<Map<string, Position>> {
  const { rows } = await sql<{ insee: string; lat: number; lng: number }>`
    select distinct on (c.insee) c.insee, c.lat, c.lng from communes c order by c.insee, ${representativeRowOrder('c')}
  `.execute(db)
  return new Map(rows.map((row) => [row.insee, { lat: row.lat, lng: row.lng }]))
}

/**
 * A commune's position by INSEE code, as findCommunePlace gives it. A code missing from memory
 * (an unknown one, one added since, or no communes loaded yet) is asked of the table, which
 * waits for the first load or answers 503 as before; when the table has it, memory is read again.
 */
export async function findCommunePosition(db: Db, insee: string): Promise<Position | undefined> {
  let entry = cached.get(db)
  if (!entry || Date.now() - entry.readAt > REFRESH_MS) {
    const fresh = { positions: readPositions(db), readAt: Date.now() }
    fresh.positions.catch(() => cached.get(db) === fresh && cached.delete(db))
    cached.set(db, fresh)
    entry = fresh
  }
  const found = (await entry.positions).get(insee)
  if (found) return found
  const place = await findCommunePlace(db, insee)
  if (!place) return undefined
  cached.delete(db)
  return { lat: place.lat, lng: place.lng }
}
