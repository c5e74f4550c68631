import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PatientRequestStatus } from '#shared/patient-request.ts'

export const statusLabels: Record<PatientRequestStatus, MessageDescriptor> = {
  nouveau: msg`Nouveau`,
  transmis: msg`Transmis`,
  pris_en_charge: msg`Pris en charge`,
  clos: msg`Clos`,
}

export const statusTones: Record<PatientRequestStatus, 'warning' | 'brand' | 'success' | 'neutral'> = {
  nouveau: 'warning',
  transmis: 'brand',
  pris_en_charge: 'success',
  clos: 'neutral',
}

export const actionLabels: Record<string, MessageDescriptor> = {
  'patient_request.update': msg`Statut changé`,
  'patient_request.note': msg`Note ajoutée`,
}

export function nurseName(nurse: { first_name: string | null; last_name: string | null; email: string }): string {
  return [nurse.first_name, nurse.last_name].filter(Boolean).join(' ') || nurse.email
}
