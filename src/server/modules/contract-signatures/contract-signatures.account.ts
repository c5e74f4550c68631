import type { Db } from '../../db/connect.ts'

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

/**
 * The caller's contract signatures for their export (RGPD art. 15 and 20): the evidence kept
 * about them (time, IP, browser, how they confirmed, the hash of the text), not the drawn image.
 */
export async function contractSignaturesExport(db: Db, userId: number) {
  const rows = await db
    .selectFrom('contract_signatures')
    .select([
      'application_id',
      'role',
      'signer_name',
      'signed_at',
      'method',
      'ip',
      'user_agent',
      'text_sha256',
      'typed_name',
      'voided_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('signed_at')
    .execute()
  return {
    contract_signatures: rows.map((row) => ({ ...row, signed_at: iso(row.signed_at), voided_at: iso(row.voided_at) })),
  }
}
