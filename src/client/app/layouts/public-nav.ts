import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { paths } from '#shared/paths.ts'

export interface NavItem {
  to: string
  label: MessageDescriptor
  /** Active only on this exact path (the home page would otherwise match everything). */
  end?: boolean
}

/** The public site's main navigation. */
export const publicNav: NavItem[] = [
  { to: paths.home, label: msg`Accueil`, end: true },
  { to: paths.searchNurse, label: msg`Trouver une infirmière` },
  { to: paths.pricing, label: msg`Tarifs` },
  { to: paths.about, label: msg`À propos` },
  { to: paths.contact, label: msg`Contact` },
]

export const legalNav: NavItem[] = [
  { to: paths.legalNotice, label: msg`Mentions légales` },
  { to: paths.terms, label: msg`CGU` },
  { to: paths.privacySecurity, label: msg`Confidentialité` },
  { to: paths.legalChart, label: msg`Charte` },
  { to: paths.contact, label: msg`Contact` },
]
