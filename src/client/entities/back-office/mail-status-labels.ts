import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AdminMailStatus } from '#shared/admin-mails.ts'

/** What the outbox says of a mail (the mails' list and preview, an account's mails). */
export const statusLabels: Record<AdminMailStatus, MessageDescriptor> = {
  queued: msg`En file`,
  sending: msg`En cours d’envoi`,
  sent: msg`Envoyé`,
  failed: msg`En échec`,
  captured: msg`Capturé (hors production)`,
}

export const statusTones: Record<AdminMailStatus, 'neutral' | 'brand' | 'danger' | 'success' | 'warning'> = {
  queued: 'warning',
  sending: 'brand',
  sent: 'success',
  failed: 'danger',
  captured: 'neutral',
}
