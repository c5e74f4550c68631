import { sql } from 'kysely'
import type { Db } from '../../db/connect.ts'
import type { NurseRow } from './nurses.table.ts'

// The date column read as text: node-postgres would make a Date at local midnight of it.
const NURSE_COLUMNS = [
  'nurses.id',
  'nurses.user_id',
  'nurses.rpps',
  'nurses.diploma_year',
  'nurses.care_types',
  'nurses.zone_commune_insee',
  'nurses.zone_commune_name',
  'nurses.radius_km',
  'nurses.accepts_new_patients',
  'nurses.urgent_help_opt_in',
  'nurses.validated_at',
  'nurses.created_at',
  'nurses.updated_at',
] as const

function selectNurse(db: Db) {
  return db
    .selectFrom('nurses')
    .select(NURSE_COLUMNS)
    .select(sql<string | null>`nurses.replacement_authorisation_expires_on::text`.as('replacement_authorisation_expires_on'))
}

export async function insertNurse(
  db: Db,
  userId: number,
  fields: { zone_commune_insee?: string | null; zone_commune_name?: string | null } = {},
) {
  return db
    .insertInto('nurses')
    .values({ user_id: userId, ...fields })
    .returning('id')
    .executeTakeFirstOrThrow()
}

export async function findNurseByUserId(db: Db, userId: number): Promise<NurseRow | undefined> {
  return selectNurse(db).where('nurses.user_id', '=', userId).executeTakeFirst()
}

export async function findNurseById(db: Db, id: number): Promise<NurseRow | undefined> {
  return selectNurse(db).where('nurses.id', '=', id).executeTakeFirst()
}

export interface NurseUpdate {
  rpps?: string | null
  diploma_year?: number | null
  care_types?: string[]
  zone_commune_insee?: string | null
  zone_commune_name?: string | null
  radius_km?: number
  replacement_authorisation_expires_on?: string | null
  accepts_new_patients?: boolean
  urgent_help_opt_in?: boolean
}

export async function updateNurse(db: Db, id: number, update: NurseUpdate, now: Date): Promise<void> {
  await db
    .updateTable('nurses')
    .set({ ...update, updated_at: now })
    .where('id', '=', id)
    .execute()
}

/** The user's nurse row (id and RPPS), locked until the transaction ends; undefined when none. */
export async function lockNurseOfUser(db: Db, userId: number): Promise<{ id: number; rpps: string | null } | undefined> {
  return db.selectFrom('nurses').select(['id', 'rpps']).where('user_id', '=', userId).forUpdate().executeTakeFirst()
}

/** A new RPPS number, to be checked again by an admin (docs/decisions/015). */
export async function setNurseRpps(db: Db, id: number, rpps: string, now: Date): Promise<void> {
  await db.updateTable('nurses').set({ rpps, validated_at: null, updated_at: now }).where('id', '=', id).execute()
}

/** The nurse is no longer validated: an admin checks her again. */
export async function clearNurseValidation(db: Db, id: number): Promise<void> {
  await db.updateTable('nurses').set({ validated_at: null }).where('id', '=', id).execute()
}

/** The account a nurse row belongs to, with what her page shows and who may see it. */
export async function findNurseOwner(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'roles', 'profil_url', 'bio', 'status', 'deleted_at'])
    .where('id', '=', userId)
    .executeTakeFirst()
}

/** The RPPS number on the user's nurse row, if any. */
export async function findRppsOfUser(db: Db, userId: number): Promise<string | null> {
  const nurse = await db.selectFrom('nurses').select('rpps').where('user_id', '=', userId).executeTakeFirst()
  return nurse?.rpps ?? null
}
