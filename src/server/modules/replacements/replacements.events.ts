import type { Context } from 'hono'
import type { Transaction } from 'kysely'
import type { OfferSummary } from '#shared/notifications.ts'
import type { Database } from '../../db/database.ts'
import type { AppEnv } from '../../http/types.ts'
import { deliverAlertJobNow } from '../alerts/alert.worker.ts'
import { publishEvents } from '../events/publish.ts'
import { notify } from '../notifications/notify.ts'
import { listApplicantsToTell, type OfferState } from './replacements.repository.ts'

/** What the offers tell people, through notify() and the alert jobs (alerts/alert.worker.ts). */

export function personName(person: { first_name: string | null; last_name: string | null }): string {
  return [person.first_name, person.last_name].filter((part) => part?.trim()).join(' ')
}

/** First name and initial ("Julie M."): how a nurse found by her availability is named (docs/product.md#availability). */
export function shortPersonName(person: { first_name: string | null; last_name: string | null }): string {
  const initial = person.last_name?.trim().charAt(0)
  return [person.first_name?.trim(), initial ? `${initial.toLocaleUpperCase('fr-FR')}.` : ''].filter(Boolean).join(' ')
}

/** How every notification names an offer (ids and short labels only, never free text). */
export function offerSummary(offer: Pick<OfferState, 'id' | 'commune_name' | 'start_date' | 'end_date'>): OfferSummary {
  return {
    replacement_id: offer.id,
    commune_name: offer.commune_name ?? '',
    start_date: offer.start_date ?? '',
    end_date: offer.end_date ?? '',
  }
}

/**
 * Saved-search and urgent alerts of an offer whose job (queueAlertJob) the caller's transaction
 * has committed: delivered now, so that the answer usually means "published and alerted". A
 * failure stays with the job, which the alert worker runs again: it delays the alerts, never
 * loses them, and never undoes the publication.
 */
export async function deliverAlertsNow(c: Context<AppEnv>, replacementId: number): Promise<void> {
  await deliverAlertJobNow(c.get('deps'), replacementId)
}

/**
 * Every pending or accepted applicant hears of the cancellation, in the cancelling transaction
 * (the author's, the team's, or the end of the author's account); their open screens and the
 * author's other devices follow it live (docs/architecture.md#realtime-events).
 */
export async function tellApplicantsOfCancellation(
  trx: Transaction<Database>,
  offer: Pick<OfferState, 'id' | 'author_user_id' | 'commune_name' | 'start_date' | 'end_date'>,
  holderName: string,
  now: Date,
): Promise<void> {
  const applicants = await listApplicantsToTell(trx, offer.id)
  for (const applicantId of applicants) {
    await notify(trx, {
      userId: applicantId,
      event: 'offer_cancelled',
      data: { ...offerSummary(offer), holder_name: holderName },
      now,
    })
  }
  const data = { replacement_id: offer.id, status: 'cancelled' as const }
  await publishEvents(
    trx,
    [offer.author_user_id, ...applicants].map((userId) => ({ userId, type: 'replacement.updated' as const, data })),
  )
}
