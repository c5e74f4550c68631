import type { Transaction } from 'kysely'
import { resolveSettings } from '#shared/settings.ts'
import type { Database } from '../../db/database.ts'
import { HttpError } from '../../http/http-error.ts'
import { recordAudit } from '../audit/audit.repository.ts'
import type { Mailer } from '../mail/mailer.ts'
import { personName, tellApplicantsOfCancellation } from '../replacements/replacements.events.ts'
import { findOfferState, updateReplacement } from '../replacements/replacements.repository.ts'
import { findCancellationState, findOfferAuthor } from './admin-replacements.repository.ts'

/**
 * A published or filled offer becomes cancelled — the marketplace's own end for an offer that
 * will not happen, which applicants already understand and the compliance checks already skip. A
 * filled one too: an offer taken down for a breach of the rules must not go ahead because someone
 * was accepted. The author gets the reason by mail, every pending or accepted applicant is told
 * (offer_cancelled), and the audit log keeps the before and after, all in the caller's transaction.
 */
export async function unpublishOffer(
  trx: Transaction<Database>,
  mail: Mailer,
  actorId: number,
  id: number,
  reason: string,
  day: string,
  now: Date,
): Promise<void> {
  const offer = await findOfferState(trx, id, day, 'update')
  if (!offer) throw new HttpError(404, 'http.not_found')
  if (offer.status !== 'published' && offer.status !== 'filled') throw new HttpError(409, 'admin_replacements.not_unpublishable')
  const author = await findOfferAuthor(trx, offer.author_user_id)
  const before = await findCancellationState(trx, id)
  await updateReplacement(trx, id, { status: 'cancelled', cancelled_at: now, cancel_reason: reason }, now)
  await tellApplicantsOfCancellation(trx, offer, personName(author), now)
  // A closed account has nobody left to read it.
  if (author.deleted_at === null)
    await mail.send(
      {
        to: author.email,
        template: 'replacement-unpublished',
        data: {
          name: author.first_name,
          replacement_id: id,
          commune_name: offer.commune_name ?? '',
          start_date: offer.start_date ?? '',
          end_date: offer.end_date ?? '',
          reason,
        },
        locale: resolveSettings(author.settings).locale,
      },
      trx,
    )
  await recordAudit(trx, {
    actorId,
    action: 'replacement.unpublish',
    subjectType: 'replacement',
    subjectId: id,
    before,
    after: { status: 'cancelled', cancelled_at: now, cancel_reason: reason },
    at: now,
  })
}
