import { randomBytes } from 'node:crypto'
import webpush from 'web-push'
import type { Db } from '#server/db/connect.ts'
import { createSession } from '#server/modules/sessions/sessions.repository.ts'
import { CHARTER_VERSION } from '#shared/auth.ts'

// Rows for tests and benches that run server processes (`node src/server/main.ts`) on a database
// of their own and talk to them over HTTP: written straight to the database, as the routes leave them.

/** The Web Push key pair production on PostgreSQL requires (env.ts); give every instance the same one. */
export function vapidKeys(): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  const keys = webpush.generateVAPIDKeys()
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey }
}

/** A verified member who accepted the charter, with a nurse profile and a session's bearer token. */
export async function memberWithSession(db: Db, roles: string[]): Promise<{ id: number; token: string }> {
  const now = new Date()
  const user = await db
    .insertInto('users')
    .values({
      email: `member-${randomBytes(5).toString('hex')}@example.fr`,
      password_hash: null,
      email_verified_at: now,
      account_type: 'user',
      status: 'active',
      first_name: 'Camille',
      last_name: 'Durand',
      roles,
      active_role: roles[0] ?? null,
      charter_accepted_at: now,
      charter_version: CHARTER_VERSION,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db.insertInto('nurses').values({ user_id: user.id }).execute()
  const session = await createSession(db, { userId: user.id, ip: null, userAgent: null, now })
  return { id: user.id, token: session.token }
}

/** A published offer in Montpellier, 30 to 35 days from now. */
export async function publishedOffer(db: Db, authorId: number): Promise<number> {
  const now = new Date()
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10)
  const row = await db
    .insertInto('replacements')
    .values({
      author_user_id: authorId,
      status: 'published',
      urgency: 'normal',
      commune_insee: '34172',
      commune_name: 'Montpellier',
      postal_code: '34000',
      department: '34',
      lat: 43.61,
      lng: 3.87,
      start_date: day(30),
      end_date: day(35),
      days: null,
      shifts: ['matin'],
      care_types: ['pansements'],
      retrocession_percent: 85,
      housing_offered: false,
      published_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
