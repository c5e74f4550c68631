import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'
import { LegalPage, LegalSection } from '../legal-page.tsx'
import { formatLegalDate, legalVersions } from '../legal-version.ts'

/**
 * The members' charter. Whoever is signing up gets a notice at the top and the acceptance at the
 * end: the route passes them in from the auth feature (a feature never imports another).
 */
export function LegalChartScreen({ notice, acceptance }: { notice: ReactNode; acceptance: ReactNode }) {
  const { i18n } = useLingui()
  const { version, date } = legalVersions.legalChart
  const formattedDate = formatLegalDate(date, i18n.locale)
  return (
    <LegalPage
      heading={<Trans>Charte des membres</Trans>}
      intro={
        <Trans>
          Relève réunit des professionnels de santé. Chaque membre accepte cette charte en créant son compte, en plus des{' '}
          <Link to={paths.terms}>conditions d’utilisation</Link>. Elle rappelle des règles que la profession connaît déjà.
        </Trans>
      }
      version={
        <Trans>
          Version {version} du {formattedDate}
        </Trans>
      }
    >
      {/* Signing up: what to do next, and the acceptance at the end (nothing for other readers). */}
      {notice}
      <LegalSection id="deontologie" heading={<Trans>1. J’exerce dans le respect de la déontologie</Trans>}>
        <p>
          <Trans>
            J’utilise Relève dans le respect du code de déontologie des infirmiers (Code de la santé publique, articles R4312-1 et
            suivants)&nbsp;: secret professionnel, confraternité, indépendance, et intérêt du patient avant tout.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="patients" heading={<Trans>2. Je ne partage aucune donnée de patient</Trans>}>
        <p>
          <Trans>
            Je n’écris jamais, dans une offre, une annonce ou un message, le nom, l’adresse, l’état de santé ou le traitement d’un
            patient. Pour décrire une tournée, je parle de volume et de types de soins, pas de personnes. Les transmissions sur
            les patients passent par les outils prévus pour les données de santé.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="publicite" heading={<Trans>3. Je ne fais pas de publicité</Trans>}>
        <p>
          <Trans>
            La profession d’infirmier ne se pratique pas comme un commerce. Mon profil public informe, il ne vante pas&nbsp;: pas
            de slogan, pas de promesse de résultat, pas de comparaison avec des confrères. Je ne sollicite ni ne publie d’avis de
            patients. Relève n’affiche ni note, ni classement, ni mise en avant payante.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="honnetete" heading={<Trans>4. Mes offres et mon profil sont honnêtes</Trans>}>
        <ul>
          <li>
            <Trans>
              Mon profil est exact et à jour&nbsp;: numéro RPPS, diplôme, autorisation de remplacement et sa date d’expiration,
              disponibilités.
            </Trans>
          </li>
          <li>
            <Trans>
              Mes offres décrivent un remplacement réel&nbsp;: dates, créneaux, taille de la tournée, soins, logement ou véhicule,
              et la rétrocession en un seul chiffre (le pourcentage des honoraires versé au remplaçant), avec ce qu’il couvre.
            </Trans>
          </li>
          <li>
            <Trans>Je clôture ou annule une offre dès qu’elle n’est plus d’actualité.</Trans>
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="engagements" heading={<Trans>5. Je tiens mes engagements</Trans>}>
        <ul>
          <li>
            <Trans>Je réponds aux candidatures et aux messages, même pour dire non.</Trans>
          </li>
          <li>
            <Trans>
              Un remplacement accepté est un engagement&nbsp;: en cas d’empêchement, je préviens l’autre partie au plus tôt.
            </Trans>
          </li>
          <li>
            <Trans>
              Au-delà de 24 heures, nous signons un contrat écrit et le communiquons au conseil départemental de l’Ordre. Un
              titulaire n’a pas plus de deux remplaçants en même temps et n’exerce pas pendant son remplacement.
            </Trans>
          </li>
          <li>
            <Trans>
              Après plus de trois mois de remplacement auprès d’un confrère, je respecte la règle de non-concurrence de deux ans,
              sauf accord entre nous.
            </Trans>
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="respect" heading={<Trans>6. Je respecte chacun</Trans>}>
        <p>
          <Trans>
            Je reste courtois avec les confrères, les patients et l’équipe de Relève. Je ne tiens aucun propos injurieux,
            discriminatoire ou harcelant, et je ne dénigre pas un confrère. Je n’utilise pas les coordonnées obtenues sur Relève à
            d’autres fins que celles pour lesquelles elles m’ont été données.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="signalement" heading={<Trans>7. Je signale ce qui ne va pas</Trans>}>
        <p>
          <Trans>
            Si un contenu ou un comportement méconnaît cette charte, je le signale par le{' '}
            <Link to={paths.contact}>formulaire de contact</Link>. L’équipe de Relève peut retirer un contenu, avertir, suspendre
            ou fermer un compte selon la gravité, après avoir permis au membre de s’expliquer sauf urgence.
          </Trans>
        </p>
      </LegalSection>
      {acceptance}
    </LegalPage>
  )
}
