import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ComponentType } from 'react'
import {
  BadgeIcon,
  BellIcon,
  CalendarIcon,
  CameraIcon,
  DownloadIcon,
  type IconProps,
  LockIcon,
  MapPinIcon,
  ShieldIcon,
  SlidersIcon,
  SwapIcon,
  UserIcon,
} from '#client/ui/icons.tsx'
import { paths } from '#shared/paths.ts'
import type { User } from '#shared/user.ts'
import { isNurseRole } from '#shared/user-access.ts'

export const settingsSectionIds = [
  'information',
  'address',
  'password',
  'photo',
  'nurse',
  'documents',
  'availability',
  'roles',
  'preferences',
  'notifications',
  'calendar',
  'security',
  'data',
] as const

export type SettingsSectionId = (typeof settingsSectionIds)[number]

export interface SettingsSection {
  id: SettingsSectionId
  title: MessageDescriptor
  summary: MessageDescriptor
  icon: ComponentType<IconProps>
  /** Sections that do not concern this account are left out (no nurse profile, one role…). */
  shownFor?: (user: User) => boolean
}

const holdsNurseRole = (user: User) => user.roles.some(isNurseRole)

export const settingsSections: SettingsSection[] = [
  { id: 'information', title: msg`Informations`, summary: msg`Nom, téléphone, présentation`, icon: UserIcon },
  { id: 'address', title: msg`Adresse`, summary: msg`Votre adresse et votre commune`, icon: MapPinIcon },
  { id: 'password', title: msg`Mot de passe`, summary: msg`Changer de mot de passe`, icon: LockIcon },
  { id: 'photo', title: msg`Photo de profil`, summary: msg`La photo que voient les autres membres`, icon: CameraIcon },
  {
    id: 'nurse',
    title: msg`Profil infirmier`,
    summary: msg`RPPS, soins, zone d’intervention`,
    icon: BadgeIcon,
    shownFor: (user) => user.nurse !== null,
  },
  {
    id: 'documents',
    title: msg`Justificatifs`,
    summary: msg`Diplôme, Ordre, assurance, autorisation de remplacement`,
    icon: ShieldIcon,
    shownFor: (user) => user.nurse !== null,
  },
  {
    id: 'availability',
    title: msg`Disponibilité`,
    summary: msg`Disponible pour des remplacements ou non`,
    icon: CalendarIcon,
    shownFor: holdsNurseRole,
  },
  { id: 'roles', title: msg`Rôles`, summary: msg`Titulaire ou remplaçant·e`, icon: SwapIcon, shownFor: holdsNurseRole },
  { id: 'preferences', title: msg`Préférences`, summary: msg`Langue et thème`, icon: SlidersIcon },
  { id: 'notifications', title: msg`Notifications`, summary: msg`Ce que vous recevez, et comment`, icon: BellIcon },
  {
    id: 'calendar',
    title: msg`Agenda`,
    summary: msg`Vos remplacements dans l’agenda du téléphone`,
    icon: CalendarIcon,
    shownFor: (user) => user.roles.includes('remplacant'),
  },
  { id: 'security', title: msg`Sécurité`, summary: msg`Double authentification, appareils connectés`, icon: ShieldIcon },
  { id: 'data', title: msg`Données`, summary: msg`Export RGPD, suppression du compte`, icon: DownloadIcon },
]

export function visibleSections(user: User): SettingsSection[] {
  return settingsSections.filter((section) => section.shownFor?.(user) ?? true)
}

export function isSettingsSectionId(value: string | null): value is SettingsSectionId {
  return value !== null && (settingsSectionIds as readonly string[]).includes(value)
}

/** /dashboard/settings?section=security: a section opened directly (dashboard checklist, admin guard). */
export function settingsSectionPath(section: SettingsSectionId): string {
  return `${paths.settings}?section=${section}`
}
