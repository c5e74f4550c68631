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
}

export const kindDescriptions: Record<HomeSectionKind, MessageDescriptor> = {
  hero: msg`Le titre de la page, une phrase d’accroche et jusqu’à deux boutons.`,
  how_it_works: msg`Les étapes, dans l’ordre (six au plus).`,
  audiences: msg`Une carte par public : remplaçants, titulaires, patients… (quatre au plus).`,
  testimonials: msg`Ce que des membres disent du service Relève (six au plus).`,
  faq: msg`Des questions et leurs réponses, qui s’ouvrent d’un clic.`,
  partners: msg`Les organisations partenaires, avec leur site.`,
}
