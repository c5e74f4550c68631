import { readFileSync } from 'node:fs'
import { communeRows } from '#server/modules/communes/communes.loader.ts'
import type { Application, Replacement } from '#shared/replacements.ts'
import { call, createUser, login, type NewTestUser, type TestUser } from './helpers/accounts.ts'
import { markCommunesLoaded } from './helpers/communes.ts'
import { subscribe } from './helpers/subscriptions.ts'
import type { TestApp } from './helpers/test-app.ts'

/** People, communes and offers for the marketplace's API tests. */

const communesCsv = readFileSync(new URL('../../src/server/modules/communes/data/communes.csv', import.meta.url), 'utf8')
const departementsCsv = readFileSync(new URL('../../src/server/modules/communes/data/departements.csv', import.meta.url), 'utf8')

/**
 * Writes the rows of these INSEE codes from the shipped CSV (through the loader's own parsing)
 * into the communes table: a few rows instead of 36,000 keeps each file's start fast.
 */
export async function addCommunes(t: TestApp, codes: string[]): Promise<void> {
  const wanted = new Set(codes)
  const rows = communeRows(communesCsv, departementsCsv).filter((row) => wanted.has(row.insee))
  if (rows.length > 0) await t.db.insertInto('communes').values(rows).execute()
  await markCommunesLoaded(t)
}

let csvPositions: Map<string, { lat: number; lng: number }> | undefined

/**
 * A commune's position read straight from the CSV (its first current row), independently of
 * the server's code: what the distances are checked against.
 */
export function csvPosition(insee: string): { lat: number; lng: number } {
  if (!csvPositions) {
    csvPositions = new Map()
    for (const line of communesCsv.split('\n').slice(1)) {
      const cells = line.split(',')
      // Former communes (COMD) keep their own old position under the current code: skipped.
      if (cells[0] && cells[5] !== 'COMD' && !csvPositions.has(cells[0]))
        csvPositions.set(cells[0], { lat: Number(cells[7]), lng: Number(cells[8]) })
    }
  }
  const position = csvPositions.get(insee)
  if (!position) throw new Error(`no commune ${insee} in the CSV`)
  return position
}

/** Every INSEE code of the CSV's current communes in some departments (for the brute-force check). */
export function csvCodesOfDepartments(departments: string[]): string[] {
  const codes = new Set<string>()
  for (const line of communesCsv.split('\n').slice(1)) {
    const cells = line.split(',')
    if (cells[3] && departments.includes(cells[3]) && cells[5] !== 'COMD' && cells[0]) codes.add(cells[0])
  }
  return [...codes]
}

/** Haversine on the same mean sphere, written out again here so a slip in the server's SQL shows. */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)))
}

export type Member = TestUser & { session: string }

/** A verified user with a session (a titulaire unless told). */
export async function member(t: TestApp, options: NewTestUser = {}): Promise<Member> {
  const user = await createUser(t, options)
  return { ...user, session: await login(t, user) }
}

/**
 * A holder subscribed to the 'titulaire' plan (docs/decisions/017): may publish several offers at
 * once, urgent ones and cession listings.
 */
export async function subscribedMember(t: TestApp, options: NewTestUser = {}): Promise<Member> {
  const holder = await member(t, options)
  await subscribe(t, holder.id)
  return holder
}

/**
 * An administrator with a session and two-factor on, as the admin endpoints require (signed in
 * first: with two-factor on, the login would ask for a code).
 */
export async function admin(t: TestApp, options: NewTestUser = {}): Promise<Member> {
  const user = await createUser(t, {
    account_type: 'administrator',
    roles: [],
    first_name: 'Alice',
    last_name: 'Admin',
    ...options,
  })
  const session = await login(t, user)
  await t.db.updateTable('users').set({ two_factor_confirmed_at: t.clock.now() }).where('id', '=', user.id).execute()
  return { ...user, session }
}

/** A replacement nurse (remplaçant) with a session. */
export function nurse(t: TestApp, options: NewTestUser = {}): Promise<Member> {
  return member(t, { roles: ['remplacant'], first_name: 'Léa', last_name: 'Martin', ...options })
}

/** A complete offer (Montpellier, 10–14 March 2026 by default), published unless told. */
export function offerBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    commune_insee: '34172',
    start_date: '2026-03-10',
    end_date: '2026-03-14',
    shifts: ['matin'],
    care_types: ['pansements'],
    retrocession_percent: 85,
    publish: true,
    ...overrides,
  }
}

export async function postOffer(t: TestApp, holder: Member, overrides: Record<string, unknown> = {}): Promise<Replacement> {
  const response = await call(t, 'POST', '/api/replacements', offerBody(overrides), { session: holder.session })
  const body = (await response.json()) as { replacement: Replacement }
  if (response.status !== 201) throw new Error(`POST /api/replacements: ${response.status} ${JSON.stringify(body)}`)
  return body.replacement
}

export async function applyTo(
  t: TestApp,
  applicant: Member,
  replacementId: number,
  body: Record<string, unknown> = { message: 'Disponible, 5 ans de tournées.' },
): Promise<Application> {
  const response = await call(t, 'POST', `/api/replacements/${replacementId}/applications`, body, { session: applicant.session })
  const answer = (await response.json()) as { application: Application }
  if (response.status !== 201) throw new Error(`apply: ${response.status} ${JSON.stringify(answer)}`)
  return answer.application
}

/** The in-app notifications a user got, oldest first. */
export async function notificationsOf(t: TestApp, userId: number): Promise<{ event: string; data: Record<string, unknown> }[]> {
  return t.db.selectFrom('notifications').select(['event', 'data']).where('user_id', '=', userId).orderBy('id').execute()
}

export const json = async <T>(response: Response): Promise<T> => (await response.json()) as T
