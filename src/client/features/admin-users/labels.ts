import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CrmStage, EditableUserField, UserStatus } from '#shared/admin-users.ts'

export const stageLabels: Record<CrmStage, MessageDescriptor> = {
  new: msg`Nouveau`,
  to_contact: msg`À contacter`,
  contacted: msg`Contacté`,
  followed_up: msg`Relancé`,
  subscribed: msg`Abonné`,
  lost: msg`Perdu`,
}

export const statusLabels: Record<UserStatus, MessageDescriptor> = {
  pending: msg`En attente`,
  active: msg`Actif`,
  suspended: msg`Suspendu`,
}

export const roleLabels: Record<string, MessageDescriptor> = {
  titulaire: msg`Titulaire`,
  remplacant: msg`Remplaçant`,
}

/** A role in words (its code when unknown). */
export function roleName(role: string, i18n: I18n): string {
  const label = roleLabels[role]
  return label ? i18n._(label) : role
}

export const fieldLabels: Record<EditableUserField, MessageDescriptor> = {
  first_name: msg`Prénom`,
  last_name: msg`Nom`,
  phone: msg`Téléphone`,
  bio: msg`Présentation`,
  rpps: msg`Numéro RPPS`,
}

/** What an audit entry's action code means, in words. */
export const actionLabels: Record<string, MessageDescriptor> = {
  'user.create': msg`Compte créé`,
  'user.update': msg`Compte modifié`,
  'user.update_field': msg`Champ modifié`,
  'user.validate': msg`Profil validé`,
  'user.unvalidate': msg`Validation retirée`,
  'user.activate': msg`Compte activé`,
  'user.suspend': msg`Compte suspendu`,
  'user.delete': msg`Compte supprimé`,
  'user.restore': msg`Compte restauré`,
  'user.contact': msg`E-mail envoyé`,
  'user.crm_update': msg`Suivi modifié`,
  'user.note_add': msg`Note ajoutée`,
}
