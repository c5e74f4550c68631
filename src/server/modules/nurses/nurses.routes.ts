import { Hono } from 'hono'
import { nurseProfileSchema } from '#shared/nurse.ts'
import { inTransaction } from '../../db/transaction.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import { HttpError } from '../../http/http-error.ts'
import { pathId } from '../../http/path-id.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson } from '../../http/validate.ts'
import { translate } from '../../i18n/messages.ts'
import { currentUser, isAdminUser, requireUser } from '../../middleware/session.ts'
import { findCommuneForAddress } from '../communes/communes.repository.ts'
import { ownNurseJson, publicNurseJson } from './nurse-json.ts'
import { clearNurseValidation, findNurseById, findNurseOwner, updateNurse } from './nurses.repository.ts'
import { claimRpps } from './rpps-holders.ts'

export const nurseRoutes = new Hono<AppEnv>()
  /**
   * GET /api/nurses/{id}: the nurse with its nested user (docs/product.md#entities), public-safe fields only. A
   * nurse is shown to the public once validated by an admin and while the account is active; its
   * owner and admins always see it, with the fields only they need. Anything else is 404.
   */
  .get('/nurses/:id', async (c) => {
    const id = pathId(c.req.param('id'))
    const { db } = c.get('deps')
    const nurse = await findNurseById(db, id)
    const owner = nurse ? await findNurseOwner(db, nurse.user_id) : undefined
    if (!nurse || !owner || owner.deleted_at !== null) throw new HttpError(404, 'http.not_found')
    const viewer = c.get('user')
    if (viewer && (viewer.id === owner.id || isAdminUser(viewer))) return c.json(ownNurseJson(nurse, owner))
    if (nurse.validated_at === null || owner.status !== 'active') throw new HttpError(404, 'http.not_found')
    return c.json(publicNurseJson(nurse, owner))
  })

  /** PUT /api/nurses/{id}: the owner completes their professional profile; anyone else gets 403. */
  .put('/nurses/:id', requireUser, async (c) => {
    const user = currentUser(c)
    const id = pathId(c.req.param('id'))
    const { db, clock } = c.get('deps')
    const nurse = await findNurseById(db, id)
    if (!nurse) throw new HttpError(404, 'http.not_found')
    if (nurse.user_id !== user.id) throw new HttpError(403, 'http.forbidden')
    const input = await validateJson(c, nurseProfileSchema)
    let zoneName: string | null | undefined
    if (input.zone_commune_insee) {
      const commune = await findCommuneForAddress(db, input.zone_commune_insee)
      if (!commune) {
        throw fieldErrors(c.get('locale'), 'validation.failed', { zone_commune_insee: 'commune.unknown' })
      }
      zoneName = commune.name
    } else if (input.zone_commune_insee === null) {
      zoneName = null
    }
    const rppsChanged = input.rpps !== undefined && input.rpps !== nurse.rpps
    await inTransaction(db, async (trx) => {
      // One account per number; a number kept as it was is not asked again (docs/decisions/015).
      if (rppsChanged && input.rpps && !(await claimRpps(trx, user.id, input.rpps)))
        throw fieldErrors(c.get('locale'), 'validation.failed', { rpps: 'rpps.taken' })
      await updateNurse(trx, id, { ...input, ...(zoneName !== undefined ? { zone_commune_name: zoneName } : {}) }, clock.now())
      // A new RPPS number must be checked again by an admin.
      if (rppsChanged && nurse.validated_at !== null) await clearNurseValidation(trx, id)
    })
    const updated = await findNurseById(db, id)
    if (!updated) throw new HttpError(404, 'http.not_found')
    return c.json({
      message: translate(c.get('locale'), 'nurse.saved'),
      nurse: ownNurseJson(updated, { ...user, profil_url: user.profil_url, bio: user.bio }),
    })
  })
