import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import { type Need, needs } from '../onboarding.ts'

const services: Record<
  Need,
  { title: MessageDescriptor; body: MessageDescriptor; link?: { to: string; label: MessageDescriptor } }
> = {
  replace: {
    title: msg`Les remplacements près de chez vous`,
    body: msg`Les offres des titulaires autour de votre zone, lisibles même hors connexion une fois chargées. Vous candidatez en deux gestes, avec un message si vous le souhaitez. Un profil complet (RPPS, autorisation de remplacement) rassure les titulaires.`,
  },
  'be-replaced': {
    title: msg`Votre offre de remplacement`,
    body: msg`Dates, créneaux, taille de la tournée, soins, rétrocession en un seul chiffre : une offre claire. Vous comparez les candidatures, échangez par messagerie, puis choisissez.`,
  },
  urgent: {
    title: msg`Le remplacement urgent`,
    body: msg`Une offre urgente prévient les remplaçants disponibles près de votre cabinet. Vous choisissez parmi celles et ceux qui répondent dans le délai, pas forcément le plus rapide.`,
  },
  partner: {
    title: msg`Les partenariats`,
    body: msg`Annonces d’association, de collaboration, de cession de patientèle, ou recherche d’un cabinet à rejoindre, avec les réponses réunies dans votre tableau de bord.`,
    link: { to: paths.partners, label: msg`Voir les annonces de partenariat` },
  },
  patients: {
    title: msg`La recherche d’infirmier à domicile`,
    body: msg`Les patients et leurs proches cherchent une infirmière près de chez eux pour un type de soins. Ni publicité, ni avis, ni classement payant : seuls comptent votre zone et les soins que vous pratiquez.`,
  },
}

const list = css({ display: 'flex', flexDirection: 'column', gap: '3' })
const card = css({ p: '4', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', bg: 'bg.canvas' })

/** /services: what Relève does for the needs chosen (all of it when none was). */
export function ServicesOverview({ chosen }: { chosen: readonly Need[] }) {
  const { i18n } = useLingui()
  const shown = chosen.length > 0 ? needs.filter((need) => chosen.includes(need)) : needs
  return (
    <ul className={list}>
      {shown.map((need) => (
        <li key={need} className={card}>
          <h2 className={css({ textStyle: 'h4' })}>{i18n._(services[need].title)}</h2>
          <p className={css({ mt: '1', color: 'fg.muted' })}>{i18n._(services[need].body)}</p>
          {services[need].link ? (
            <Link
              to={services[need].link.to}
              className={css({ display: 'inline-block', mt: '2', color: 'fg.brand', fontWeight: 'medium' })}
            >
              {i18n._(services[need].link.label)}
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
