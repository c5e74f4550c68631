import type { I18n, MessageDescriptor } from '@lingui/core'
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

/** A role's name in the reader's language (an unknown role as it is). */
export function nameOfRole(i18n: I18n, role: string): string {
  const label = labels[role]
  return label ? i18n._(label) : role
}

export function roleDescription(role: string): MessageDescriptor | null {
  return descriptions[role] ?? null
}
