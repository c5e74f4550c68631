import type { Db } from '../../db/connect.ts'
import type { Env } from '../../env.ts'
import type { Clock } from '../../http/types.ts'
import type { Mailer } from '../mail/mailer.ts'

/** What the subscription services need: the routes pass their request's deps, the webhooks and jobs theirs. */
export interface SubscriptionDeps {
  db: Db
  env: Env
  mail: Mailer
  clock: Clock
}
