import type { User } from '#shared/user.ts'

/** The settings section where each missing piece is filled in (see features/settings/settings-sections.ts). */
export type ChecklistItemId = 'rpps' | 'address' | 'avatar' | 'two-factor'

export interface ChecklistItem {
  id: ChecklistItemId
  done: boolean
  section: 'nurse' | 'address' | 'photo' | 'security'
}

/**
 * "Complete your profile", computed from the user alone: the RPPS number (nurses only), the
 * address, a photo and two-factor authentication.
 */
export function profileChecklist(user: User): ChecklistItem[] {
  const items: ChecklistItem[] = []
  if (user.nurse) items.push({ id: 'rpps', done: Boolean(user.nurse.rpps), section: 'nurse' })
  items.push({ id: 'address', done: Boolean(user.commune_insee), section: 'address' })
  items.push({ id: 'avatar', done: Boolean(user.profile?.profil_url), section: 'photo' })
  items.push({ id: 'two-factor', done: user.two_factor_enabled, section: 'security' })
  return items
}
