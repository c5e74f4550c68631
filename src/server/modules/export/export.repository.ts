import type { Db } from '../../db/connect.ts'

/** The account's sessions, newest first: never the token, only its metadata. */
export async function sessionsOf(db: Db, userId: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'ip', 'user_agent', 'created_at', 'last_used_at', 'expires_at', 'revoked_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute()
}

export async function contactMessagesFrom(db: Db, email: string) {
  return db
    .selectFrom('contact_messages')
    .select(['name', 'email', 'subject', 'message', 'locale', 'created_at'])
    .where('email', '=', email)
    .orderBy('created_at')
    .execute()
}

export async function waitingListEntriesOf(db: Db, email: string) {
  return db.selectFrom('user_betas').select(['email', 'role', 'commune', 'created_at']).where('email', '=', email).execute()
}

export async function savedSearchesOf(db: Db, userId: number) {
  return db
    .selectFrom('saved_searches')
    .select(['subject', 'name', 'filters', 'commune_name', 'alert', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute()
}

export async function notificationsOf(db: Db, userId: number) {
  return db
    .selectFrom('notifications')
    .select(['event', 'data', 'read_at', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute()
}

/** The provider's references stay out: they open nothing for the member. */
export async function subscriptionsOf(db: Db, userId: number) {
  return db
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
    .select([
      'plans.name as plan',
      'subscriptions.status',
      'subscriptions.current_period_start',
      'subscriptions.current_period_end',
      'subscriptions.cancel_at_period_end',
      'subscriptions.created_at',
    ])
    .where('subscriptions.user_id', '=', userId)
    .orderBy('subscriptions.created_at')
    .execute()
}
