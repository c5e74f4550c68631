import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The roles as members read them (docs/product.md#who-uses-it). An unknown role (a newer server) shows as it is. */
const labels: Record<string, MessageDescriptor> = {
  titulaire: msg`Titulaire`,
  remplacant: msg`Remplaçant·e`,
}

const descriptions: Record<string, MessageDescriptor> = {
  titulaire: msg`Vous publiez des offres de remplacement pour votre cabinet.`,
  remplacant: msg`Vous cherchez des remplacements et y candidatez.`,
}

export function roleLabel(role: string): MessageDescriptor | string {
  return labels[role] ?? role
}

export function roleDescription(role: string): MessageDescriptor | null {
  return descriptions[role] ?? null
}
