import type { Transaction } from 'kysely'
import type { Database } from '../../db/database.ts'
import { HttpError } from '../../http/http-error.ts'
import { apply } from '../applications/applications.service.ts'
import { openInvitationConversation } from '../chat/chat.repository.ts'
import { openForApplication } from '../chat/chat.service.ts'
import { notify } from '../notifications/notify.ts'
import type { RequestClock } from '../replacements/marketplace-http.ts'
import { offerSummary, personName, shortPersonName } from '../replacements/replacements.events.ts'
import { findOfferState } from '../replacements/replacements.repository.ts'
import { assertAuthor } from '../replacements/replacements.service.ts'
import type { AuthUser } from '../users/users.repository.ts'
import {
  findInvitation,
  findPendingInvitationId,
  hasLiveApplication,
  type InvitationRow,
  insertInvitation,
  isInvitable,
  setInvitationStatus,
} from './availability.repository.ts'

/**
 * The rules of invitations (docs/product.md#availability). Each step runs in the caller's
 * transaction and refuses with an HttpError; the nurse's notification goes through the outbox in
 * that transaction. Lock order as in the marketplace: the offer first, then the invitation.
 */

type Trx = Transaction<Database>

/**
 * The holder invites a nurse to one of her published offers. A second invitation while one is
 * pending answers that one (`created: false`) and tells nobody again: inviting is idempotent, so
 * an offline replay or a double tap is harmless (docs/architecture.md#availability).
 */
export async function invite(
  trx: Trx,
  input: { replacementId: number; holder: AuthUser; nurseId: number },
  { now, today }: RequestClock,
): Promise<{ id: number; created: boolean }> {
  const offer = assertAuthor(await findOfferState(trx, input.replacementId, today, 'share'), input.holder)
  if (offer.status !== 'published') throw new HttpError(409, 'invitation.offer_not_open')
  if (input.nurseId === input.holder.id || !(await isInvitable(trx, input.nurseId)))
    throw new HttpError(422, 'invitation.nurse_unavailable')
  if (await hasLiveApplication(trx, offer.id, input.nurseId)) throw new HttpError(422, 'invitation.already_applied')

  const inserted = await insertInvitation(trx, {
    replacementId: offer.id,
    holderId: input.holder.id,
    nurseId: input.nurseId,
    now,
  })
  if (inserted === undefined) {
    const existing = await findPendingInvitationId(trx, offer.id, input.nurseId)
    if (existing === undefined) throw new HttpError(409, 'invitation.already_pending')
    return { id: existing, created: false }
  }
  await openInvitationConversation(trx, {
    invitationId: inserted,
    replacementId: offer.id,
    holderId: input.holder.id,
    nurseId: input.nurseId,
    now,
  })
  await notify(trx, {
    userId: input.nurseId,
    event: 'invitation_received',
    data: { ...offerSummary(offer), invitation_id: inserted, holder_name: personName(input.holder) },
    now,
  })
  return { id: inserted, created: true }
}

/**
 * The invited nurse's invitation, locked, still pending on an open offer. Another's invitation is
 * a 404 (nothing revealed). An offer closed meanwhile ends the invitation (409).
 */
async function pendingInvitation(trx: Trx, id: number, nurse: AuthUser, today: string): Promise<InvitationRow> {
  const found = await findInvitation(trx, id)
  if (!found || found.nurse_user_id !== nurse.id) throw new HttpError(404, 'http.not_found')
  const offer = await findOfferState(trx, found.replacement_id, today, 'update')
  const invitation = await findInvitation(trx, id, true)
  if (!offer || !invitation) throw new HttpError(404, 'http.not_found')
  if (invitation.status === 'ended' || (invitation.status === 'pending' && offer.status !== 'published'))
    throw new HttpError(409, 'invitation.ended')
  if (invitation.status !== 'pending') throw new HttpError(409, 'invitation.answered')
  return invitation
}

/**
 * The nurse applies from the invitation: an application like any other (the same rules, the
 * holder told the same way, the invitation answered and its conversation become the
 * application's). Returns the application's and the conversation's ids.
 */
export async function applyFromInvitation(
  trx: Trx,
  input: { id: number; nurse: AuthUser; message: string; dates: string[] | undefined },
  clock: RequestClock,
): Promise<{ applicationId: number; conversationId: number }> {
  const invitation = await pendingInvitation(trx, input.id, input.nurse, clock.today)
  const applicationId = await apply(
    trx,
    { replacementId: invitation.replacement_id, applicant: input.nurse, message: input.message, dates: input.dates },
    clock,
  )
  const conversation = await openForApplication(trx, applicationId, input.nurse, clock)
  return { applicationId, conversationId: conversation.id }
}

/** The nurse declines the invitation; the holder is told (per her preferences) and sees it on the offer's page. */
export async function declineInvitation(trx: Trx, input: { id: number; nurse: AuthUser }, clock: RequestClock): Promise<void> {
  const invitation = await pendingInvitation(trx, input.id, input.nurse, clock.today)
  await setInvitationStatus(trx, invitation.id, { status: 'declined', now: clock.now })
  const offer = await findOfferState(trx, invitation.replacement_id, clock.today)
  if (!offer) return
  await notify(trx, {
    userId: invitation.holder_user_id,
    event: 'invitation_declined',
    data: { ...offerSummary(offer), invitation_id: invitation.id, nurse_name: shortPersonName(input.nurse) },
    now: clock.now,
  })
}
