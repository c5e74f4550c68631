import type { Db } from '../../db/connect.ts'

/**
 * A file a mail carries, named by where it lives rather than copied into the outbox: the worker
 * reads it when the mail leaves. Today: a replacement contract's signed PDF
 * (docs/decisions/019-contract-signature.md), mailed to both parties.
 */
export type MailAttachmentRef = { kind: 'signed_contract'; application_id: number }

export interface MailAttachment {
  filename: string
  contentType: string
  content: Uint8Array
}

/** The file behind `ref`, or null when it is gone (an erased account's contract): the mail leaves without it. */
export async function loadMailAttachment(db: Db, ref: MailAttachmentRef): Promise<MailAttachment | null> {
  switch (ref.kind) {
    case 'signed_contract': {
      const row = await db
        .selectFrom('replacement_contracts')
        .select('pdf')
        .where('application_id', '=', ref.application_id)
        .executeTakeFirst()
      if (!row?.pdf) return null
      return {
        filename: `contrat-remplacement-${ref.application_id}.pdf`,
        contentType: 'application/pdf',
        content: new Uint8Array(row.pdf),
      }
    }
  }
}
