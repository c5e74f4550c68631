import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ComponentType } from 'react'
import {
  AlertIcon,
  BadgeIcon,
  CalendarIcon,
  GlobeIcon,
  HomeIcon,
  type IconProps,
  InboxIcon,
  MailIcon,
  SearchIcon,
  ShieldIcon,
  SlidersIcon,
  UserIcon,
} from '#client/ui/icons.tsx'
import { paths } from '#shared/paths.ts'
import type { User } from '#shared/user.ts'
import { holdsRole, isAdmin, type NurseRole } from '#shared/user-access.ts'

export interface DashboardNavItem {
  to: string
  label: MessageDescriptor
  /** A shorter label for the phone's tab bar, where five sections share 375 px. */
  tabLabel?: MessageDescriptor
  icon: ComponentType<IconProps>
  end?: boolean
  /** Shown to admins only (the admin guard and the server check access anyway). */
  adminOnly?: boolean
  /** Shown to members holding this role only: a holder's offers, a replacement nurse's search. */
  role?: NurseRole
  /** In the side nav only: the phone's tab bar holds five or six sections at most. */
  sideNavOnly?: boolean
}

/**
 * The dashboard's sections: the side nav on desktop, the bottom tab bar on phones. Each
 * capability adds its section here when its screen exists (replacements, partners, chat, settings…).
 */
export const dashboardNav: DashboardNavItem[] = [
  { to: paths.dashboard, label: msg`Accueil`, icon: HomeIcon, end: true },
  {
    to: paths.replacements,
    label: msg`Remplacements`,
    tabLabel: msg`Trouver`,
    icon: SearchIcon,
    end: true,
    role: 'remplacant',
  },
  { to: paths.replacementsApplied, label: msg`Candidatures`, icon: InboxIcon, role: 'remplacant' },
  { to: paths.replacementsMine, label: msg`Mes offres`, icon: CalendarIcon, role: 'titulaire' },
  // Partner listings, for every member: the side nav; on a phone, the dashboard home's card (the tab bar is full).
  { to: paths.partners, label: msg`Partenariats`, icon: BadgeIcon, sideNavOnly: true },
  { to: paths.messages, label: msg`Messagerie`, tabLabel: msg`Messages`, icon: MailIcon },
  // The member's subscription (its page, or taking one out: the guards choose); the side nav only.
  { to: paths.subscriptions, label: msg`Abonnement`, icon: BadgeIcon, sideNavOnly: true },
  { to: paths.settings, label: msg`Paramètres`, icon: UserIcon },
  { to: paths.admin, label: msg`Administration`, tabLabel: msg`Admin`, icon: InboxIcon, adminOnly: true },
  { to: paths.adminUsers, label: msg`Utilisateurs`, icon: UserIcon, adminOnly: true },
  { to: paths.adminUsersCrm, label: msg`Suivi des comptes`, icon: SlidersIcon, adminOnly: true },
  { to: paths.adminDocuments, label: msg`Justificatifs`, icon: ShieldIcon, adminOnly: true },
  { to: paths.adminReplacements, label: msg`Offres (admin)`, icon: CalendarIcon, adminOnly: true },
  { to: paths.adminPartnerListings, label: msg`Annonces (admin)`, icon: BadgeIcon, adminOnly: true },
  { to: paths.adminSubscriptions, label: msg`Abonnements (admin)`, icon: BadgeIcon, adminOnly: true },
  { to: paths.adminPlans, label: msg`Formules`, icon: SlidersIcon, adminOnly: true },
  { to: paths.adminPatients, label: msg`Demandes de patients`, icon: InboxIcon, adminOnly: true },
  { to: paths.adminReports, label: msg`Messages signalés`, icon: AlertIcon, adminOnly: true },
  { to: paths.adminCareTypes, label: msg`Types de soins`, icon: BadgeIcon, adminOnly: true },
  { to: paths.adminHomeManagement, label: msg`Page d’accueil`, icon: GlobeIcon, adminOnly: true },
  { to: paths.adminMails, label: msg`E-mails`, icon: MailIcon, adminOnly: true },
]

/**
 * The sections this user may open: the marketplace's follow the roles held (a replacement nurse
 * has no offers of their own to list; a holder searches no replacement), the back office is an
 * admin's.
 */
export function navFor(user: User | null): DashboardNavItem[] {
  const admin = isAdmin(user)
  return dashboardNav.filter((item) => (!item.adminOnly || admin) && (!item.role || holdsRole(user, item.role)))
}

/**
 * The phone's tab bar: the member's sections and, for an admin, the back office's front page only
 * (it links to every admin screen); the side nav of a desktop lists them all.
 */
export function tabBarFor(user: User | null): DashboardNavItem[] {
  return navFor(user).filter((item) => !item.sideNavOnly && (!item.adminOnly || item.to === paths.admin))
}
