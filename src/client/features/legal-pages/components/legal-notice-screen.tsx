import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { legalConfig } from '#client/lib/legal-config.ts'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import { LegalPage, LegalSection } from '../legal-page.tsx'

export function LegalNoticeScreen() {
  const { t } = useLingui()
  // Shown where the operator has not configured a detail yet (VITE_LEGAL_* at build time).
  const missing = <em className={css({ color: 'fg.muted' })}>{t`À compléter par l’exploitant`}</em>
  return (
    <LegalPage
      heading={<Trans>Mentions légales</Trans>}
      intro={
        <Trans>Informations prévues par la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique.</Trans>
      }
    >
      <LegalSection id="editeur" heading={<Trans>Éditeur du service</Trans>}>
        <dl>
          <dt>
            <Trans>Éditeur</Trans>
          </dt>
          <dd>{legalConfig.publisher}</dd>
          <dt>
            <Trans>Siège social</Trans>
          </dt>
          <dd>{legalConfig.publisherAddress ?? missing}</dd>
          <dt>
            <Trans>Immatriculation</Trans>
          </dt>
          <dd>{legalConfig.registration ?? missing}</dd>
          <dt>
            <Trans>Directeur de la publication</Trans>
          </dt>
          <dd>{legalConfig.director ?? missing}</dd>
          <dt>
            <Trans>Contact</Trans>
          </dt>
          <dd>
            {legalConfig.contactEmail ? <a href={`mailto:${legalConfig.contactEmail}`}>{legalConfig.contactEmail}</a> : null}
            {legalConfig.contactEmail ? ' — ' : null}
            <Link to={paths.contact}>
              <Trans>formulaire de contact</Trans>
            </Link>
          </dd>
        </dl>
      </LegalSection>

      <LegalSection id="hebergement" heading={<Trans>Hébergement</Trans>}>
        <dl>
          <dt>
            <Trans>Hébergeur</Trans>
          </dt>
          <dd>{legalConfig.host ?? missing}</dd>
          <dt>
            <Trans>Adresse</Trans>
          </dt>
          <dd>{legalConfig.hostAddress ?? missing}</dd>
        </dl>
        <p>
          <Trans>
            Relève n’héberge pas de données de santé&nbsp;: les offres, les annonces et les messages ne contiennent aucune
            information sur les patients.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="donnees-ouvertes" heading={<Trans>Données ouvertes</Trans>}>
        <p>
          <Trans>
            La recherche par commune et par distance utilise des données publiques&nbsp;:{' '}
            <strong>INSEE, La Poste — data.gouv.fr</strong>, sous Licence Ouverte / Open Licence (Etalab).
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>INSEE, Code officiel géographique (2024)&nbsp;: communes, départements et régions.</Trans>
          </li>
          <li>
            <Trans>INSEE, Comparateur de territoires (2024)&nbsp;: population des communes (2021).</Trans>
          </li>
          <li>
            <Trans>La Poste, Base officielle des codes postaux (data.gouv.fr, 2024)&nbsp;: codes postaux.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Ces données (communes, codes postaux, coordonnées et population) ont été compilées dans le dépôt public
            rcarlier/datas.fun. Leur réutilisation est libre sous réserve d’en mentionner la source, conformément à la{' '}
            <a href="https://www.etalab.gouv.fr/licence-ouverte-open-licence/" rel="external">
              Licence Ouverte / Open Licence
            </a>
            .
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="propriete" heading={<Trans>Propriété intellectuelle</Trans>}>
        <p>
          <Trans>
            Le nom Relève, son logo, ses textes et son interface sont protégés. Toute reproduction sans autorisation est
            interdite, sauf les données ouvertes citées ci-dessus, qui restent sous leur licence. Les contenus publiés par les
            membres (offres, annonces, messages) restent sous leur responsabilité.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="autres-textes" heading={<Trans>Autres textes</Trans>}>
        <ul>
          <li>
            <Link to={paths.terms}>
              <Trans>Conditions générales d’utilisation</Trans>
            </Link>
          </li>
          <li>
            <Link to={paths.privacySecurity}>
              <Trans>Confidentialité et sécurité</Trans>
            </Link>
          </li>
          <li>
            <Link to={paths.legalChart}>
              <Trans>Charte des membres</Trans>
            </Link>
          </li>
        </ul>
      </LegalSection>
    </LegalPage>
  )
}
