import { type Context, Hono } from 'hono'
import { consecutiveRanges, parisToday } from '#shared/dates.ts'
import { CONTRACT_REQUIRED_FROM_DAYS, type ContractParty, type ReplacementContract } from '#shared/replacement-contract.ts'
import type { Shift } from '#shared/replacements.ts'
import { HttpError } from '../../http/http-error.ts'
import { pathId } from '../../http/path-id.ts'
import type { AppEnv } from '../../http/types.ts'
import { currentUser, requireVerified } from '../../middleware/session.ts'
import { findReplacementView } from '../replacements/replacements.repository.ts'
import {
  type ContractPartyRow,
  careTypeNames,
  daysReplacedForHolder,
  findApplication,
  findContractParty,
} from './applications.repository.ts'
import { complianceWarnings } from './compliance.ts'

/**
 * The replacement contract (docs/product.md#contract): once an application is accepted, its two
 * parties get what the written contract is prepared from. Anyone else gets 404 (nothing revealed).
 */

function contractParty(row: ContractPartyRow): ContractParty {
  const { expires_on: _, ...party } = row
  return party
}

/**
 * What the contract of application `id` is prepared from, for the signed-in user: 404 unless they
 * are the offer's author or the accepted nurse, 409 before acceptance or once the offer is
 * cancelled. The signing (contract-signatures) renders its text from the same data.
 */
export async function contractFor(c: Context<AppEnv>, id: number): Promise<ReplacementContract> {
  const user = currentUser(c)
  const { db, clock } = c.get('deps')
  const today = parisToday(clock.now())
  const application = await findApplication(db, id)
  const offer = application && (await findReplacementView(db, application.replacement_id, user.id, today))
  if (!application || !offer || (offer.author_user_id !== user.id && application.applicant_user_id !== user.id))
    throw new HttpError(404, 'http.not_found')
  if (application.status !== 'accepted' || !application.dates || !application.decided_at)
    throw new HttpError(409, 'contract.not_accepted')
  if (offer.status === 'cancelled') throw new HttpError(409, 'contract.offer_cancelled')

  const [holder, nurse, careTypes, replaced] = await Promise.all([
    findContractParty(db, offer.author_user_id),
    findContractParty(db, application.applicant_user_id),
    careTypeNames(db, offer.care_types),
    daysReplacedForHolder(db, offer.author_user_id, [application.applicant_user_id]),
  ])
  // An accepted offer is complete (published offers must be: replacements_complete_unless_draft).
  if (!holder || !nurse || offer.commune_insee === null || offer.lat === null || offer.lng === null)
    throw new HttpError(404, 'http.not_found')
  const days = application.dates
  const daysReplaced = replaced.get(application.applicant_user_id)?.size ?? days.length
  const body: ReplacementContract = {
    application_id: application.id,
    replacement_id: offer.id,
    holder: contractParty(holder),
    nurse: { ...contractParty(nurse), replacement_authorisation_expires_on: nurse.expires_on },
    commune: {
      insee: offer.commune_insee,
      name: offer.commune_name ?? '',
      postal_code: offer.postal_code ?? '',
      department: offer.department ?? '',
      lat: offer.lat,
      lng: offer.lng,
    },
    days,
    periods: consecutiveRanges(days),
    shifts: offer.shifts as Shift[],
    care_types: careTypes,
    patients_per_day: offer.patients_per_day,
    retrocession_percent: offer.retrocession_percent ?? 0,
    housing_offered: offer.housing_offered,
    vehicle_required: offer.vehicle_required,
    software: offer.software,
    accepted_at: new Date(application.decided_at).toISOString(),
    written_contract_required: days.length >= CONTRACT_REQUIRED_FROM_DAYS,
    days_replaced_for_holder: daysReplaced,
    warnings: complianceWarnings(c.get('locale'), {
      authorisationExpiresOn: nurse.expires_on,
      lastDay: days.at(-1) ?? null,
      replacedDays: daysReplaced,
    }),
  }
  return body
}

export const contractRoutes = new Hono<AppEnv>()
  /**
   * GET /api/applications/{id}/contract: for the offer's author and the accepted nurse, once the
   * application is accepted (409 before, or when the offer was cancelled since).
   */
  .get('/applications/:id{[0-9]+}/contract', requireVerified, async (c) =>
    c.json(await contractFor(c, pathId(c.req.param('id')))),
  )
