import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { HomeSectionKind } from '#shared/home-sections.ts'

export const kindLabels: Record<HomeSectionKind, MessageDescriptor> = {
  hero: msg`En-tête (accroche)`,
  how_it_works: msg`Comment ça marche`,
  audiences: msg`Pour qui`,
  testimonials: msg`Témoignages`,
  faq: msg`Questions fréquentes`,
  partners: msg`Partenaires`,
  columns: msg`Colonnes de texte`,
  key_points: msg`Points clés`,
  call_to_action: msg`Invitation (boutons)`,
}

export const kindDescriptions: Record<HomeSectionKind, MessageDescriptor> = {
  hero: msg`Le titre de la page, une phrase d’accroche et jusqu’à deux boutons.`,
  how_it_works: msg`Les étapes, dans l’ordre (six au plus).`,
  audiences: msg`Une carte par public : remplaçants, titulaires, patients… (quatre au plus).`,
  testimonials: msg`Ce que des membres disent du service Relève (six au plus).`,
  faq: msg`Des questions et leurs réponses, qui s’ouvrent d’un clic.`,
  partners: msg`Les organisations partenaires, avec leur site.`,
  columns: msg`Deux ou trois colonnes de texte côte à côte, chacune sous son titre.`,
  key_points: msg`Des points courts dans des encadrés (huit au plus), et un lien en dessous.`,
  call_to_action: msg`Une phrase d’invitation et jusqu’à deux boutons, centrés.`,
}
