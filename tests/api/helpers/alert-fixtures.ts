import { readFileSync } from 'node:fs'
import { communeRows } from '#server/modules/communes/communes.loader.ts'
import type { Shift, Urgency } from '#shared/replacements.ts'
import { createUser, type NewTestUser, type TestUser } from './accounts.ts'
import { markCommunesLoaded } from './communes.ts'
import type { TestApp } from './test-app.ts'

/**
 * Fixtures of the notification and alert tests: real communes (a few rows of the reference CSV,
 * not the whole table: a second instead of several), nurses with a zone, offers written straight
 * to the table as the marketplace's routes write them.
 */

const dataDir = new URL('../../../src/server/modules/communes/data/', import.meta.url)

/** INSEE codes used by the tests, with the real positions of the reference data. */
export const communes = {
  lyon1: '69381', // Lyon 1er Arrondissement
  villeurbanne: '69266',
  bron: '69029',
  venissieux: '69259',
  givors: '69091',
  villefranche: '69264',
  saintEtienne: '42218',
  grenoble: '38185',
  bordeaux: '33063',
  nice: '06088',
} as const

export async function loadTestCommunes(t: TestApp): Promise<void> {
  const wanted = new Set<string>(Object.values(communes))
  const rows = communeRows(
    readFileSync(new URL('communes.csv', dataDir), 'utf8'),
    readFileSync(new URL('departements.csv', dataDir), 'utf8'),
  ).filter((row) => wanted.has(row.insee))
  await t.db.insertInto('communes').values(rows).execute()
  await markCommunesLoaded(t)
}

async function communeOf(t: TestApp, insee: string) {
  return t.db
    .selectFrom('communes')
    .select(['insee', 'name', 'postal_code', 'department', 'lat', 'lng'])
    .where('insee', '=', insee)
    .orderBy('id')
    .executeTakeFirstOrThrow()
}

export interface NurseOptions extends NewTestUser {
  zone?: string | null
  radius_km?: number
  urgent_help_opt_in?: boolean
  validated?: boolean
  availability?: { status: 'available' | 'unavailable'; until: string | null }
}

/** A user with a nurse profile (a replacement nurse, validated and opted in, unless told). */
export async function createNurse(t: TestApp, options: NurseOptions = {}): Promise<TestUser> {
  const user = await createUser(t, { roles: ['remplacant'], ...options })
  const zone = options.zone === undefined ? communes.villeurbanne : options.zone
  await t.db
    .updateTable('nurses')
    .set({
      zone_commune_insee: zone,
      zone_commune_name: zone ? (await communeOf(t, zone)).name : null,
      radius_km: options.radius_km ?? 20,
      urgent_help_opt_in: options.urgent_help_opt_in ?? true,
      validated_at: options.validated === false ? null : t.clock.now(),
    })
    .where('user_id', '=', user.id)
    .execute()
  if (options.availability) {
    await t.db
      .insertInto('user_availability')
      .values({ user_id: user.id, ...options.availability, updated_at: t.clock.now() })
      .execute()
  }
  return user
}

export interface OfferOptions {
  commune?: string
  status?: 'draft' | 'published' | 'filled' | 'cancelled' | 'expired'
  urgency?: Urgency
  start_date?: string
  end_date?: string
  days?: string[] | null
  shifts?: Shift[]
  care_types?: string[]
  retrocession_percent?: number
  housing_offered?: boolean
}

/** An offer as the publish route leaves it: the commune's labels and position copied in. */
export async function createOffer(t: TestApp, authorId: number, options: OfferOptions = {}): Promise<number> {
  const commune = await communeOf(t, options.commune ?? communes.lyon1)
  const row = await t.db
    .insertInto('replacements')
    .values({
      author_user_id: authorId,
      status: options.status ?? 'published',
      urgency: options.urgency ?? 'normal',
      commune_insee: commune.insee,
      commune_name: commune.name,
      postal_code: commune.postal_code,
      department: commune.department,
      lat: commune.lat,
      lng: commune.lng,
      start_date: options.start_date ?? '2026-03-09',
      end_date: options.end_date ?? '2026-03-15',
      days: options.days ?? null,
      shifts: options.shifts ?? ['matin'],
      care_types: options.care_types ?? ['pansements'],
      retrocession_percent: options.retrocession_percent ?? 85,
      housing_offered: options.housing_offered ?? false,
      published_at: t.clock.now(),
      created_at: t.clock.now(),
      updated_at: t.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The in-app notifications of a user, oldest first. */
export async function notificationsOf(t: TestApp, userId: number) {
  return t.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('id').execute()
}

/** The notification mails queued to an address, oldest first. */
export async function notificationMailsTo(t: TestApp, to: string) {
  return t.db
    .selectFrom('mail_outbox')
    .select(['to', 'subject', 'locale', 'data'])
    .where('to', '=', to)
    .where('template', '=', 'notification')
    .orderBy('created_at')
    .orderBy('subject')
    .execute()
}
