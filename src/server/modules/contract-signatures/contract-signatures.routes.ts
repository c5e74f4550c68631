import { type Context, Hono } from 'hono'
import {
  type ContractCompletions,
  type ContractRole,
  type ContractSigning,
  type ContractVerification,
  contractCompletionsSchema,
  contractFieldOwner,
  contractSignSchema,
  sha256Pattern,
} from '#shared/contract-signatures.ts'
import { inTransaction } from '../../db/transaction.ts'
import { clientIp } from '../../http/client-ip.ts'
import { fieldErrors } from '../../http/field-errors.ts'
import { HttpError } from '../../http/http-error.ts'
import { pathId } from '../../http/path-id.ts'
import type { AppEnv } from '../../http/types.ts'
import { validateJson } from '../../http/validate.ts'
import type { MessageCode } from '../../i18n/messages.ts'
import { tooManyRequests } from '../../middleware/rate-limit.ts'
import { currentUser, requireVerified } from '../../middleware/session.ts'
import { contractFor } from '../applications/contract.routes.ts'
import { confirmPassword } from '../profile/confirm-password.ts'
import { hitRateLimit } from '../rate-limits/rate-limits.repository.ts'
import { verifySecondFactor } from '../two-factor/two-factor.repository.ts'
import { checkSignaturePng, roleOf, saveCompletions, signContract, signingState } from './contract-signatures.service.ts'

/**
 * The replacement contract signed in the app (docs/product.md#contract, docs/decisions/019): the
 * two parties of an accepted application complete it, sign it (simple electronic signature,
 * confirmed by the account's password or two-factor code), and download the signed PDF; anyone
 * may ask whether a PDF was signed here by its SHA-256.
 */

// A stolen session must not become a way to guess a two-factor code: 10 tries per 15 minutes.
const CODE_LIMIT = { name: 'contract-sign-code', limit: 10, windowSeconds: 900 }

function confirmWith(c: Context<AppEnv>): ContractSigning['confirm_with'] {
  const user = currentUser(c)
  return { password: user.has_password, totp: user.two_factor_confirmed_at !== null }
}

async function state(c: Context<AppEnv>, id: number): Promise<ContractSigning> {
  const contract = await contractFor(c, id)
  const { db, clock } = c.get('deps')
  return inTransaction(db, (trx) => signingState(trx, contract, currentUser(c), confirmWith(c), clock.now()))
}

/** Who the signer is: the account's password, or a current code of its two-factor app. */
async function confirmSigner(c: Context<AppEnv>, input: { password?: string | undefined; code?: string | undefined }) {
  const user = currentUser(c)
  const locale = c.get('locale')
  const { db, clock, auth } = c.get('deps')
  if (input.code !== undefined) {
    const limit = await hitRateLimit(db, CODE_LIMIT, String(user.id), clock.now())
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds)
    const factor = user.two_factor_confirmed_at ? await verifySecondFactor(db, auth.keys, user.id, input.code, clock.now()) : null
    if (factor !== 'totp') {
      c.get('logger').info({ event: 'contract.sign_code_failure', user_id: user.id }, 'contract')
      throw fieldErrors(locale, 'validation.failed', { code: 'contract.code_incorrect' })
    }
    return 'totp' as const
  }
  if (!user.has_password) throw fieldErrors(locale, 'validation.failed', { password: 'contract.confirmation_unavailable' })
  await confirmPassword(c, user.id, input.password ?? '', 'password')
  return 'password' as const
}

export const contractSignatureRoutes = new Hono<AppEnv>()
  /**
   * GET /api/applications/{id}/contract/signing: the exact text to sign, its SHA-256, what is still
   * blank, the signatures and the PDF once both signed. Reading voids the signatures whose text
   * changed since (both parties told).
   */
  .get('/applications/:id{[0-9]+}/contract/signing', requireVerified, async (c) =>
    c.json(await state(c, pathId(c.req.param('id')))),
  )

  /**
   * PUT /api/applications/{id}/contract/completions: what the profiles lack, completed on this
   * contract (each party its own details, either party the terms). Voids any signature.
   */
  .put('/applications/:id{[0-9]+}/contract/completions', requireVerified, async (c) => {
    const id = pathId(c.req.param('id'))
    const input: ContractCompletions = await validateJson(c, contractCompletionsSchema)
    const contract = await contractFor(c, id)
    const role: ContractRole = roleOf(contract, currentUser(c).id)
    const refused: Record<string, MessageCode> = {}
    for (const field of Object.keys(input) as (keyof ContractCompletions)[]) {
      const owner = contractFieldOwner[field]
      if (owner !== 'both' && owner !== role) refused[field] = 'contract.field_not_yours'
    }
    if (Object.keys(refused).length > 0) throw fieldErrors(c.get('locale'), 'validation.failed', refused)
    const { db, clock } = c.get('deps')
    await inTransaction(db, (trx) => saveCompletions(trx, contract, input, clock.now()))
    return c.json(await state(c, id))
  })

  /**
   * POST /api/applications/{id}/contract/signatures `{ text_sha256, password | code, signature }`:
   * the signed-in party signs the text whose hash it read. Records time, IP, user agent and the
   * text's SHA-256; the second signature produces the PDF.
   */
  .post('/applications/:id{[0-9]+}/contract/signatures', requireVerified, async (c) => {
    const id = pathId(c.req.param('id'))
    const input = await validateJson(c, contractSignSchema)
    const contract = await contractFor(c, id)
    const method = await confirmSigner(c, input)
    const imagePng = input.signature.kind === 'drawn' ? await checkSignaturePng(input.signature.png) : null
    const { db, clock, mail } = c.get('deps')
    const now = clock.now()
    await inTransaction(db, (trx) =>
      signContract(
        trx,
        { mail },
        contract,
        currentUser(c),
        {
          textSha256: input.text_sha256,
          method,
          ip: clientIp(c),
          userAgent: (c.req.header('user-agent') ?? '').slice(0, 500),
          imagePng,
          typedName: input.signature.kind === 'typed' ? input.signature.name : null,
        },
        now,
      ),
    )
    c.get('logger').info({ event: 'contract.signed', application_id: id, user_id: currentUser(c).id }, 'contract')
    return c.json(await state(c, id), 201)
  })

  /**
   * GET /api/applications/{id}/contract/pdf: the signed PDF, for either party, at any time (even
   * once the offer is over or cancelled); 404 for anyone else or before both signed.
   */
  .get('/applications/:id{[0-9]+}/contract/pdf', requireVerified, async (c) => {
    const id = pathId(c.req.param('id'))
    const user = currentUser(c)
    const row = await c
      .get('deps')
      .db.selectFrom('replacement_contracts as rc')
      .innerJoin('applications as a', 'a.id', 'rc.application_id')
      .innerJoin('replacements as r', 'r.id', 'a.replacement_id')
      .select(['rc.pdf', 'rc.pdf_sha256', 'a.applicant_user_id', 'r.author_user_id'])
      .where('rc.application_id', '=', id)
      .executeTakeFirst()
    if (!row || (row.applicant_user_id !== user.id && row.author_user_id !== user.id)) throw new HttpError(404, 'http.not_found')
    if (!row.pdf || !row.pdf_sha256) throw new HttpError(404, 'contract.pdf_not_ready')
    return c.body(new Uint8Array(row.pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="contrat-remplacement-${id}.pdf"`,
      'Content-Length': String(row.pdf.byteLength),
      ETag: `"${row.pdf_sha256}"`,
      'X-Content-SHA256': row.pdf_sha256,
    })
  })

  /**
   * GET /api/verify-contract/{sha256} (public): whether a PDF with this hash was signed here, by
   * whom (names and parts) and when; never the contract's content.
   */
  .get('/verify-contract/:hash', async (c) => {
    const hash = c.req.param('hash').toLowerCase()
    if (!sha256Pattern.test(hash)) return c.json({ valid: false } satisfies ContractVerification)
    const { db } = c.get('deps')
    const row = await db
      .selectFrom('replacement_contracts')
      .select(['application_id', 'pdf_created_at'])
      .where('pdf_sha256', '=', hash)
      .executeTakeFirst()
    if (!row?.pdf_created_at) return c.json({ valid: false } satisfies ContractVerification)
    const signatures = await db
      .selectFrom('contract_signatures')
      .select(['role', 'signer_name', 'signed_at'])
      .where('application_id', '=', row.application_id)
      .where('voided_at', 'is', null)
      .orderBy('signed_at')
      .execute()
    const body: ContractVerification = {
      valid: true,
      produced_at: new Date(row.pdf_created_at).toISOString(),
      signatures: signatures.map((signature) => ({
        role: signature.role,
        name: signature.signer_name,
        signed_at: new Date(signature.signed_at).toISOString(),
      })),
    }
    c.header('X-Robots-Tag', 'noindex')
    return c.json(body)
  })
