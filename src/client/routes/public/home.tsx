import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { HomeContent } from '#client/features/home-sections/components/home-content.tsx'
import { Button } from '#client/ui/button.tsx'
import { BellIcon, MapPinIcon, WifiOffIcon } from '#client/ui/icons.tsx'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import { PageMeta } from './components/page-meta.tsx'
import { RouteNoticeBanner } from './components/route-notice-banner.tsx'

const container = css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '6' } })

const hero = css({
  bg: 'bg.brandSubtle',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  py: { base: '12', md: '20' },
})

const heroGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' },
  gap: '12',
  alignItems: 'center',
})

// A summary beside the headline on wide screens; phones get the same points in the sections below.
const heroAside = css({
  display: { base: 'none', lg: 'flex' },
  flexDirection: 'column',
  gap: '5',
  bg: 'bg.surface',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'xl',
  boxShadow: 'md',
  p: '7',
  '& li': { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '4', alignItems: 'start' },
  '& svg': { width: '6', height: '6', color: 'fg.brand', mt: '0.5' },
  '& strong': { display: 'block', fontWeight: 'semibold' },
  '& p': { color: 'fg.muted', textStyle: 'small', mt: '0.5' },
})

const heroTitle = css({ textStyle: 'display', maxW: '20ch', textWrap: 'balance' })

const heroLead = css({ mt: '5', textStyle: 'lead', color: 'fg.muted', maxW: '40rem' })

const actions = css({ mt: '8', display: 'flex', flexWrap: 'wrap', gap: '3' })

const section = css({ py: { base: '12', md: '16' } })

const sectionTitle = css({ textStyle: 'h2', textWrap: 'balance' })

const sectionLead = css({ mt: '3', color: 'fg.muted', textStyle: 'lead', maxW: '44rem' })

const audiences = css({
  mt: '8',
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
  gap: { base: '4', md: '6' },
})

const card = css({
  display: 'flex',
  flexDirection: 'column',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'xl',
  boxShadow: 'sm',
  p: { base: '5', md: '6' },
})

const cardKicker = css({ textStyle: 'overline', color: 'fg.brand' })

const cardTitle = css({ mt: '2', textStyle: 'h3' })

const list = css({
  mt: '4',
  display: 'flex',
  flexDirection: 'column',
  gap: '2.5',
  flex: '1',
  lineHeight: '1.55',
  '& li': { position: 'relative', pl: '5' },
  '& li::before': {
    content: '""',
    position: 'absolute',
    left: '0',
    top: '0.6em',
    w: '2',
    h: '2',
    borderRadius: 'full',
    bg: 'fg.brand',
  },
})

const cardLink = css({
  mt: '6',
  fontWeight: 'semibold',
  color: 'fg.brand',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  alignSelf: 'flex-start',
  _hover: { textDecorationThickness: '2px' },
})

const split = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: { base: '8', md: '12' } })

const feature = css({ '& p': { mt: '3', lineHeight: '1.65' } })

const muted = css({ bg: 'bg.muted' })

const rules = css({
  mt: '6',
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
  gap: '4',
  '& li': { bg: 'bg.surface', borderRadius: 'lg', borderWidth: '1px', borderColor: 'border.default', p: '4', lineHeight: '1.55' },
  '& strong': { display: 'block', fontWeight: 'semibold', mb: '1' },
})

const closing = css({ textAlign: { base: 'left', md: 'center' }, '& p': { mx: { md: 'auto' } } })

function Audience({
  kicker,
  title,
  children,
  link,
}: {
  kicker: ReactNode
  title: ReactNode
  children: ReactNode
  link: ReactNode
}) {
  return (
    <article className={card}>
      <p className={cardKicker}>{kicker}</p>
      <h3 className={cardTitle}>{title}</h3>
      <ul className={list}>{children}</ul>
      {link}
    </article>
  )
}

/**
 * The home page: the sections admins publish (Home management), or while there is none, the
 * built-in content below, which the server replaces by them at request time.
 */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <PageMeta
        title={t`Remplacements et partenariats entre infirmiers libéraux`}
        description={t`Relève met en relation titulaires et remplaçants infirmiers libéraux près de chez vous, alerte équitablement pour les remplacements urgents et aide les patients à trouver une infirmière à domicile.`}
      />
      <RouteNoticeBanner />
      <HomeContent fallback={<BuiltInContent />} />
    </>
  )
}

function BuiltInContent() {
  const { t } = useLingui()
  return (
    <>
      <section className={hero} aria-labelledby="home-title">
        <div className={`${container} ${heroGrid}`}>
          <div>
            <h1 id="home-title" className={heroTitle}>
              <Trans>Les remplacements infirmiers, près de chez vous.</Trans>
            </h1>
            <p className={heroLead}>
              <Trans>
                Relève met en relation les infirmières et infirmiers libéraux&nbsp;: les titulaires qui cherchent un remplaçant,
                les remplaçants qui cherchent une tournée, les confrères qui cherchent un associé. Et les patients qui cherchent
                une infirmière à domicile.
              </Trans>
            </p>
            <div className={actions}>
              <Button asChild size="lg">
                <Link to={paths.register}>
                  <Trans>Créer un compte infirmier</Trans>
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to={paths.searchNurse}>
                  <Trans>Trouver une infirmière</Trans>
                </Link>
              </Button>
            </div>
          </div>
          <ul className={heroAside} aria-label={t`En bref`}>
            <li>
              <MapPinIcon />
              <div>
                <strong>
                  <Trans>Des offres autour de vous</Trans>
                </strong>
                <p>
                  <Trans>Les remplacements près de votre commune, dans votre zone d’intervention.</Trans>
                </p>
              </div>
            </li>
            <li>
              <BellIcon />
              <div>
                <strong>
                  <Trans>Des urgences sans course au plus rapide</Trans>
                </strong>
                <p>
                  <Trans>Le titulaire choisit parmi ceux qui répondent dans le délai.</Trans>
                </p>
              </div>
            </li>
            <li>
              <WifiOffIcon />
              <div>
                <strong>
                  <Trans>Utilisable hors connexion</Trans>
                </strong>
                <p>
                  <Trans>Les pages et les offres déjà ouvertes restent lisibles sur la route.</Trans>
                </p>
              </div>
            </li>
          </ul>
        </div>
      </section>

      <section className={section} aria-labelledby="home-audiences">
        <div className={container}>
          <h2 id="home-audiences" className={sectionTitle}>
            <Trans>Ce que Relève fait pour vous</Trans>
          </h2>
          <div className={audiences}>
            <Audience
              kicker={<Trans>Remplaçant·e</Trans>}
              title={<Trans>Trouvez des remplacements autour de vous</Trans>}
              link={
                <Link to={paths.register} className={cardLink}>
                  <Trans>Voir les offres près de chez moi</Trans>
                </Link>
              }
            >
              <li>
                <Trans>Les offres de votre zone, avec les dates, les créneaux et la taille de la tournée.</Trans>
              </li>
              <li>
                <Trans>La rétrocession affichée en un seul chiffre clair&nbsp;: la part des honoraires qui vous revient.</Trans>
              </li>
              <li>
                <Trans>Une candidature en deux gestes, et des alertes pour les remplacements urgents si vous le souhaitez.</Trans>
              </li>
            </Audience>
            <Audience
              kicker={<Trans>Titulaire</Trans>}
              title={<Trans>Publiez une offre, choisissez votre remplaçant</Trans>}
              link={
                <Link to={paths.register} className={cardLink}>
                  <Trans>Publier une offre de remplacement</Trans>
                </Link>
              }
            >
              <li>
                <Trans>Une offre publiée en quelques minutes, normale ou urgente.</Trans>
              </li>
              <li>
                <Trans>Les candidatures comparées au même endroit, et une messagerie pour faire connaissance.</Trans>
              </li>
              <li>
                <Trans>Des annonces de partenariat pour trouver un associé, un collaborateur ou un successeur.</Trans>
              </li>
            </Audience>
            <Audience
              kicker={<Trans>Patient ou proche</Trans>}
              title={<Trans>Trouvez une infirmière à domicile</Trans>}
              link={
                <Link to={paths.searchNurse} className={cardLink}>
                  <Trans>Chercher une infirmière</Trans>
                </Link>
              }
            >
              <li>
                <Trans>Les infirmiers qui acceptent de nouveaux patients près de votre adresse.</Trans>
              </li>
              <li>
                <Trans>Une recherche par type de soins, sans avis ni classement payant.</Trans>
              </li>
              <li>
                <Trans>Votre demande transmise à l’infirmier choisi, avec seulement ce qui est utile pour vous répondre.</Trans>
              </li>
            </Audience>
          </div>
        </div>
      </section>

      <section className={`${section} ${muted}`} aria-labelledby="home-field">
        <div className={`${container} ${split}`}>
          <div className={feature}>
            <h2 id="home-field" className={sectionTitle}>
              <Trans>Les urgences, équitablement</Trans>
            </h2>
            <p>
              <Trans>
                Un arrêt maladie, un imprévu&nbsp;: le titulaire publie une offre urgente et Relève prévient les remplaçants
                proches du cabinet qui ont choisi de recevoir ces alertes.
              </Trans>
            </p>
            <p>
              <Trans>
                Pas de course au plus rapide&nbsp;: le titulaire choisit parmi tous ceux qui ont répondu dans le délai indiqué.
              </Trans>
            </p>
          </div>
          <div className={feature}>
            <h2 className={sectionTitle}>
              <Trans>Sur la route, même sans réseau</Trans>
            </h2>
            <p>
              <Trans>
                Relève s’installe sur votre téléphone comme une application. Les offres et les messages déjà ouverts restent
                lisibles hors connexion.
              </Trans>
            </p>
            <p>
              <Trans>
                Une candidature ou un message écrit en zone blanche est mis en attente, puis envoyé dès que le réseau revient.
              </Trans>
            </p>
          </div>
        </div>
      </section>

      <section className={section} aria-labelledby="home-rules">
        <div className={container}>
          <h2 id="home-rules" className={sectionTitle}>
            <Trans>Dans les règles de la profession</Trans>
          </h2>
          <p className={sectionLead}>
            <Trans>Relève vérifie ce qu’il peut pour que chaque remplacement soit en règle.</Trans>
          </p>
          <ul className={rules}>
            <li>
              <strong>
                <Trans>Autorisation de remplacement</Trans>
              </strong>
              <Trans>Sa date d’expiration est suivie pour que vous la renouveliez à temps.</Trans>
            </li>
            <li>
              <strong>
                <Trans>Contrat au-delà de 24 heures</Trans>
              </strong>
              <Trans>Un contrat préparé à partir de l’offre et des deux profils.</Trans>
            </li>
            <li>
              <strong>
                <Trans>Deux remplaçants au plus</Trans>
              </strong>
              <Trans>Les dates qui se chevauchent sont signalées.</Trans>
            </li>
            <li>
              <strong>
                <Trans>Aucune donnée de patient</Trans>
              </strong>
              <Trans>Ni dans les offres, ni dans les messages.</Trans>
            </li>
          </ul>
          <p className={sectionLead}>
            <Link to={paths.about} className={cardLink}>
              <Trans>Les règles du remplacement expliquées</Trans>
            </Link>
          </p>
        </div>
      </section>

      <section className={`${section} ${muted}`} aria-labelledby="home-join">
        <div className={`${container} ${closing}`}>
          <h2 id="home-join" className={sectionTitle}>
            <Trans>Prêt à prendre le relais&#8239;?</Trans>
          </h2>
          <p className={sectionLead}>
            <Trans>
              L’inscription est réservée aux infirmiers&#8239;; la recherche d’infirmier est ouverte à tous, sans compte.
            </Trans>
          </p>
          <div className={`${actions} ${css({ justifyContent: { md: 'center' } })}`}>
            <Button asChild size="lg">
              <Link to={paths.register}>
                <Trans>Créer un compte infirmier</Trans>
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.login}>
                <Trans>Se connecter</Trans>
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  )
}
