import { randomUUID } from 'node:crypto'
import type { Transaction } from 'kysely'
import { PDFDocument } from 'pdf-lib'
import {
  type ContractCompletions,
  type ContractRole,
  type ContractSignatureView,
  type ContractSigning,
  SIGNATURE_PNG_MAX_BYTES,
  SIGNATURE_PNG_MAX_SIDE,
} from '#shared/contract-signatures.ts'
import { paths } from '#shared/paths.ts'
import type { ReplacementContract } from '#shared/replacement-contract.ts'
import type { Database } from '../../db/database.ts'
import { HttpError } from '../../http/http-error.ts'
import { recordAudit } from '../audit/audit.repository.ts'
import { openApplicationConversation } from '../chat/chat.repository.ts'
import { conversationAccess, postMessage } from '../chat/chat.service.ts'
import type { Mailer } from '../mail/mailer.ts'
import { notify } from '../notifications/notify.ts'
import type { AuthUser } from '../users/users.repository.ts'
import { type PdfSignature, renderContractPdf } from './contract-pdf.ts'
import { renderContractText, sha256Hex } from './contract-text.ts'

type Trx = Transaction<Database>

const partyName = (party: { first_name: string | null; last_name: string | null }) =>
  [party.first_name, party.last_name].filter(Boolean).join(' ')

export function roleOf(contract: ReplacementContract, userId: number): ContractRole {
  return contract.holder.id === userId ? 'holder' : 'nurse'
}

export interface ContractRow {
  completions: ContractCompletions
  pdf_sha256: string | null
  pdf_size: number | null
  pdf_created_at: Date | null
}

/** The contract's row, locked for the transaction (created empty on first need). */
export async function lockContractRow(trx: Trx, applicationId: number, now: Date): Promise<ContractRow> {
  await trx
    .insertInto('replacement_contracts')
    .values({ application_id: applicationId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('application_id').doNothing())
    .execute()
  return readContractRow(trx, applicationId, true) as Promise<ContractRow>
}

export async function readContractRow(trx: Trx, applicationId: number, forUpdate = false): Promise<ContractRow | undefined> {
  let query = trx
    .selectFrom('replacement_contracts')
    .select(['completions', 'pdf_sha256', 'pdf_created_at', (eb) => eb.fn<number | null>('octet_length', ['pdf']).as('pdf_size')])
    .where('application_id', '=', applicationId)
  if (forUpdate) query = query.forUpdate()
  const row = await query.executeTakeFirst()
  return row && { ...row, pdf_size: row.pdf_size === null ? null : Number(row.pdf_size) }
}

function listSignatures(trx: Trx, applicationId: number) {
  return trx
    .selectFrom('contract_signatures')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('signed_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

/**
 * Voids every valid signature whose text is no longer the contract's (docs/decisions/019): the
 * text changed after it. Both parties are told once per voiding. Nothing changes once the PDF is
 * produced: the contract both signed is concluded.
 */
async function voidStale(
  trx: Trx,
  contract: ReplacementContract,
  applicationId: number,
  currentHash: string,
  now: Date,
): Promise<void> {
  const voided = await trx
    .updateTable('contract_signatures')
    .set({ voided_at: now })
    .where('application_id', '=', applicationId)
    .where('voided_at', 'is', null)
    .where('text_sha256', '<>', currentHash)
    .returning(['id', 'role', 'signer_name', 'text_sha256'])
    .execute()
  if (voided.length === 0) return
  for (const signature of voided)
    await recordAudit(trx, {
      actorId: null,
      action: 'contract.signature_void',
      subjectType: 'application',
      subjectId: applicationId,
      before: { role: signature.role, text_sha256: signature.text_sha256 },
      after: { text_sha256: currentHash },
      at: now,
    })
  const name = voided.map((signature) => signature.signer_name).join(', ')
  for (const userId of [contract.holder.id, contract.nurse.id])
    await notify(trx, {
      userId,
      event: 'contract_signature',
      data: { application_id: applicationId, status: 'voided', party_name: name },
      now,
    })
}

/**
 * The signing state for `user`, after voiding what the current text no longer matches. Once the
 * PDF exists the text shown is the one both signed (frozen), whatever changed since.
 */
export async function signingState(
  trx: Trx,
  contract: ReplacementContract,
  user: AuthUser,
  confirmWith: ContractSigning['confirm_with'],
  now: Date,
): Promise<ContractSigning> {
  const applicationId = contract.application_id
  const row = await readContractRow(trx, applicationId)
  const completions = row?.completions ?? {}
  const rendered = renderContractText(contract, completions)
  if (row && row.pdf_sha256 === null) await voidStale(trx, contract, applicationId, rendered.sha256, now)
  const signatures = row ? await listSignatures(trx, applicationId) : []
  const signed = row?.pdf_sha256 ? signatures.find((signature) => signature.voided_at === null) : undefined
  const views: ContractSignatureView[] = signatures
    .map((signature) => ({
      role: signature.role,
      name: signature.signer_name,
      signed_at: new Date(signature.signed_at).toISOString(),
      method: signature.method,
      voided_at: signature.voided_at ? new Date(signature.voided_at).toISOString() : null,
    }))
    .sort((a, b) => Number(a.voided_at !== null) - Number(b.voided_at !== null))
  return {
    application_id: applicationId,
    role: roleOf(contract, user.id),
    text: signed ? signed.text : rendered.text,
    text_sha256: signed ? signed.text_sha256 : rendered.sha256,
    completions,
    missing: signed ? [] : rendered.missing,
    from_profiles: rendered.fromProfiles,
    signatures: views,
    pdf:
      row?.pdf_sha256 && row.pdf_created_at
        ? { sha256: row.pdf_sha256, size: row.pdf_size ?? 0, created_at: new Date(row.pdf_created_at).toISOString() }
        : null,
    confirm_with: confirmWith,
  }
}

/** Stores what a party completed (an empty value clears a field), then voids what no longer matches. */
export async function saveCompletions(
  trx: Trx,
  contract: ReplacementContract,
  changes: ContractCompletions,
  now: Date,
): Promise<void> {
  const row = await lockContractRow(trx, contract.application_id, now)
  if (row.pdf_sha256 !== null) throw new HttpError(409, 'contract.already_signed')
  const next: ContractCompletions = { ...row.completions }
  for (const [field, value] of Object.entries(changes) as [keyof ContractCompletions, string][]) {
    if (value === '') delete next[field]
    else next[field] = value
  }
  await trx
    .updateTable('replacement_contracts')
    .set({ completions: JSON.stringify(next), updated_at: now })
    .where('application_id', '=', contract.application_id)
    .execute()
  await voidStale(trx, contract, contract.application_id, renderContractText(contract, next).sha256, now)
}

/** A drawn signature is a real PNG of sensible size: its header read, then decoded by pdf-lib. */
export async function checkSignaturePng(base64: string): Promise<Uint8Array> {
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'))
  const magic = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (bytes.byteLength > SIGNATURE_PNG_MAX_BYTES) throw new HttpError(422, 'contract.signature_too_large', { errors: {} })
  if (bytes.byteLength < 33 || magic.some((byte, index) => bytes[index] !== byte))
    throw new HttpError(422, 'contract.signature_invalid', { errors: {} })
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const width = view.getUint32(16)
  const height = view.getUint32(20)
  if (width === 0 || height === 0 || width > SIGNATURE_PNG_MAX_SIDE || height > SIGNATURE_PNG_MAX_SIDE)
    throw new HttpError(422, 'contract.signature_invalid', { errors: {} })
  try {
    await (await PDFDocument.create()).embedPng(bytes)
  } catch (error) {
    throw new HttpError(422, 'contract.signature_invalid', { errors: {}, cause: error })
  }
  return bytes
}

export interface SignInput {
  textSha256: string
  method: 'password' | 'totp'
  ip: string
  userAgent: string
  imagePng: Uint8Array | null
  typedName: string | null
}

/**
 * Records `user`'s signature of the contract's current text (409 when the text read is not the
 * current one, or this party's signature is there already; 422 while fields are blank), tells the
 * other party, and once both have signed produces the PDF, stores it, posts it in the
 * application's conversation and tells both (the notification's mail carries the PDF).
 */
export async function signContract(
  trx: Trx,
  deps: { mail: Mailer },
  contract: ReplacementContract,
  user: AuthUser,
  input: SignInput,
  now: Date,
): Promise<void> {
  const applicationId = contract.application_id
  const row = await lockContractRow(trx, applicationId, now)
  if (row.pdf_sha256 !== null) throw new HttpError(409, 'contract.already_signed')
  const rendered = renderContractText(contract, row.completions)
  await voidStale(trx, contract, applicationId, rendered.sha256, now)
  if (input.textSha256 !== rendered.sha256) throw new HttpError(409, 'contract.text_changed')
  if (rendered.missing.length > 0)
    throw new HttpError(422, 'contract.incomplete', {
      errors: Object.fromEntries(rendered.missing.map((field) => [field, ['contract.field_missing']])),
    })
  const role = roleOf(contract, user.id)
  const party = role === 'holder' ? contract.holder : contract.nurse
  const other = role === 'holder' ? contract.nurse : contract.holder
  const existing = await listSignatures(trx, applicationId)
  if (existing.some((signature) => signature.role === role && signature.voided_at === null))
    throw new HttpError(409, 'contract.already_signed_by_you')

  const name = partyName(party) || party.email
  await trx
    .insertInto('contract_signatures')
    .values({
      application_id: applicationId,
      user_id: user.id,
      role,
      signer_name: name,
      signer_email: party.email,
      text: rendered.text,
      text_sha256: rendered.sha256,
      method: input.method,
      ip: input.ip,
      user_agent: input.userAgent,
      image_png: input.imagePng,
      typed_name: input.typedName,
      signed_at: now,
    })
    .execute()
  await recordAudit(trx, {
    actorId: user.id,
    action: 'contract.sign',
    subjectType: 'application',
    subjectId: applicationId,
    after: { role, text_sha256: rendered.sha256, method: input.method, ip: input.ip },
    at: now,
  })

  const otherSignature = existing.find((signature) => signature.voided_at === null && signature.role !== role)
  if (!otherSignature) {
    await notify(trx, {
      userId: other.id,
      event: 'contract_signature',
      data: { application_id: applicationId, status: 'signed', party_name: name },
      now,
    })
    return
  }
  const mine: PdfSignature = {
    role,
    name,
    email: party.email,
    signedAt: now,
    method: input.method,
    ip: input.ip,
    userAgent: input.userAgent,
    textSha256: rendered.sha256,
    imagePng: input.imagePng,
    typedName: input.typedName,
  }
  const theirs: PdfSignature = {
    role: otherSignature.role,
    name: otherSignature.signer_name,
    email: otherSignature.signer_email,
    signedAt: new Date(otherSignature.signed_at),
    method: otherSignature.method,
    ip: otherSignature.ip,
    userAgent: otherSignature.user_agent,
    textSha256: otherSignature.text_sha256,
    imagePng: otherSignature.image_png,
    typedName: otherSignature.typed_name,
  }
  const pdf = await renderContractPdf({
    text: rendered.text,
    textSha256: rendered.sha256,
    signatures: [mine, theirs],
    producedAt: now,
    verifyUrl: deps.mail.link(paths.verifyContract.replace('/:hash', '')),
  })
  const pdfSha256 = sha256Hex(pdf)
  await trx
    .updateTable('replacement_contracts')
    .set({ pdf, pdf_sha256: pdfSha256, pdf_created_at: now, updated_at: now })
    .where('application_id', '=', applicationId)
    .execute()
  await recordAudit(trx, {
    actorId: user.id,
    action: 'contract.complete',
    subjectType: 'application',
    subjectId: applicationId,
    after: { text_sha256: rendered.sha256, pdf_sha256: pdfSha256 },
    at: now,
  })
  await postSignedPdf(trx, contract, user, pdf, pdfSha256, now)
  for (const [userId, otherName] of [
    [contract.holder.id, partyName(contract.nurse)],
    [contract.nurse.id, partyName(contract.holder)],
  ] as const)
    await notify(trx, {
      userId,
      event: 'contract_signature',
      data: { application_id: applicationId, status: 'completed', party_name: otherName },
      now,
      // The mail carries the signed PDF itself (read when the mail leaves), and goes even to a
      // member who turned contract_signature mails off: a document to keep, not a notice
      // (isTransactionalMail in notifications/notification-mail.ts, docs/decisions/019).
      attachments: [{ kind: 'signed_contract', application_id: applicationId }],
    })
}

/**
 * The signed PDF as an attachment in the application's conversation, sent by the party who signed
 * last. A conversation closed to them (blocked, the other account deleted) gets nothing: the PDF
 * stays downloadable from the contract.
 */
async function postSignedPdf(
  trx: Trx,
  contract: ReplacementContract,
  user: AuthUser,
  pdf: Uint8Array,
  sha256: string,
  now: Date,
) {
  const { id } = await openApplicationConversation(trx, {
    applicationId: contract.application_id,
    holderId: contract.holder.id,
    applicantId: contract.nurse.id,
    now,
  })
  const access = await conversationAccess(trx, id, user)
  try {
    await postMessage(
      trx,
      {
        access,
        user,
        clientId: randomUUID(),
        body: 'Contrat de remplacement signé par les deux parties (PDF avec sa page de preuve).',
        attachment: {
          kind: 'pdf',
          contentType: 'application/pdf',
          name: `contrat-remplacement-${contract.application_id}.pdf`,
          bytes: pdf,
          size: pdf.byteLength,
          sha256,
          width: null,
          height: null,
        },
      },
      now,
    )
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 403)) throw error
  }
}
