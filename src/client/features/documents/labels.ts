import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { DocumentKind, DocumentStatus } from '#shared/documents.ts'

export const kindLabels: Record<DocumentKind, { title: MessageDescriptor; hint: MessageDescriptor }> = {
  diploma: { title: msg`Diplôme d’État d’infirmier`, hint: msg`Le diplôme lui-même, ou son attestation de réussite.` },
  ordre_attestation: {
    title: msg`Attestation d’inscription à l’Ordre`,
    hint: msg`À télécharger depuis votre espace sur le site de l’Ordre national des infirmiers.`,
  },
  insurance: {
    title: msg`Assurance responsabilité civile professionnelle`,
    hint: msg`L’attestation de l’année en cours, avec sa date de fin.`,
  },
  replacement_authorisation: {
    title: msg`Autorisation de remplacement`,
    hint: msg`Délivrée par le conseil départemental de l’Ordre, avec sa date de fin.`,
  },
}

export const statusLabels: Record<DocumentStatus, MessageDescriptor> = {
  pending: msg`En cours de vérification`,
  approved: msg`Approuvé`,
  rejected: msg`Refusé`,
  expired: msg`Expiré`,
  replaced: msg`Remplacé`,
}

export const statusTones: Record<DocumentStatus, 'neutral' | 'success' | 'danger' | 'warning'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  expired: 'danger',
  replaced: 'neutral',
}
