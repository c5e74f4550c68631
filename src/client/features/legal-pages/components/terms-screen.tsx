import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { legalConfig } from '#client/lib/legal-config.ts'
import { paths } from '#shared/paths.ts'
import { LegalPage, LegalSection } from '../legal-page.tsx'
import { formatLegalDate, legalVersions } from '../legal-version.ts'

export function TermsScreen() {
  const { i18n } = useLingui()
  const { version, date } = legalVersions.terms
  const formattedDate = formatLegalDate(date, i18n.locale)
  const publisher = legalConfig.publisher
  return (
    <LegalPage
      heading={<Trans>Conditions générales d’utilisation</Trans>}
      intro={
        <Trans>
          Ces conditions règlent l’utilisation de Relève par ses membres et ses visiteurs. En créant un compte, vous les acceptez,
          ainsi que la <Link to={paths.legalChart}>charte des membres</Link>.
        </Trans>
      }
      version={
        <Trans>
          Version {version} du {formattedDate}
        </Trans>
      }
    >
      <LegalSection id="objet" heading={<Trans>1. Objet du service</Trans>}>
        <p>
          <Trans>
            Relève, édité par {publisher} (voir les <Link to={paths.legalNotice}>mentions légales</Link>), est une plateforme de
            mise en relation entre infirmiers libéraux (offres de remplacement, candidatures, annonces de partenariat, messagerie)
            et entre patients et infirmiers (recherche d’infirmier à domicile).
          </Trans>
        </p>
        <p>
          <Trans>
            Relève est un intermédiaire technique&nbsp;: il n’est partie ni aux contrats de remplacement, ni aux accords de
            partenariat, ni aux soins. Il n’emploie pas les infirmiers et ne fixe pas leurs honoraires.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="acces" heading={<Trans>2. Accès et compte</Trans>}>
        <p>
          <Trans>
            Le site public et la recherche d’infirmier sont accessibles sans compte. Les autres fonctions demandent un compte,
            réservé aux infirmiers diplômés d’État.
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              Vous fournissez des informations exactes et à jour, dont votre numéro RPPS&#8239;; l’équipe de Relève peut valider
              votre profil avant de l’ouvrir à tous.
            </Trans>
          </li>
          <li>
            <Trans>
              Vous gardez votre mot de passe secret et pouvez activer la double authentification. Vous êtes responsable de ce qui
              est fait depuis votre compte&#8239;; signalez-nous sans attendre tout usage que vous n’avez pas fait.
            </Trans>
          </li>
          <li>
            <Trans>Un compte est personnel&nbsp;: il ne se prête pas et ne se partage pas.</Trans>
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="offres" heading={<Trans>3. Offres, candidatures et partenariats</Trans>}>
        <ul>
          <li>
            <Trans>
              Le titulaire qui publie une offre décrit un remplacement réel&nbsp;: dates, créneaux, tournée, soins, rétrocession
              (le pourcentage des honoraires versé au remplaçant) et ce que couvre ce pourcentage.
            </Trans>
          </li>
          <li>
            <Trans>
              Le remplaçant qui candidate détient une autorisation de remplacement en cours de validité pour toute la durée du
              remplacement.
            </Trans>
          </li>
          <li>
            <Trans>
              Titulaire et remplaçant restent seuls responsables du respect des règles professionnelles&nbsp;: contrat écrit
              au-delà de 24 heures, information du conseil départemental de l’Ordre, limite de deux remplaçants simultanés,
              interruption d’activité du titulaire pendant le remplacement. Les contrôles de Relève aident, ils ne remplacent pas
              ces obligations.
            </Trans>
          </li>
          <li>
            <Trans>
              Quand un titulaire accepte une candidature, l’offre est pourvue et les autres candidatures sont déclinées. Chacun
              s’engage à prévenir l’autre au plus tôt en cas d’empêchement.
            </Trans>
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="messagerie" heading={<Trans>4. Messagerie</Trans>}>
        <p>
          <Trans>
            La messagerie sert à organiser un remplacement ou un partenariat. Elle ne doit contenir aucune donnée de patient (nom,
            adresse, état de santé, traitement)&nbsp;: les transmissions ciblées passent par les outils prévus pour les données de
            santé, comme une messagerie sécurisée de santé.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="recherche" heading={<Trans>5. Recherche d’infirmier</Trans>}>
        <p>
          <Trans>
            La recherche publique montre les infirmiers qui ont choisi d’y apparaître et qui acceptent de nouveaux patients. Elle
            ne comporte ni avis, ni comparaison, ni mise en avant payante&nbsp;: un abonnement ne change jamais le rang d’un
            infirmier.
          </Trans>
        </p>
        <p>
          <Trans>
            Une demande de patient n’est pas une prescription ni une urgence médicale&nbsp;: en cas d’urgence, appelez le 15 ou le
            112. L’infirmier contacté reste libre d’accepter ou non la prise en charge.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="abonnements" heading={<Trans>6. Abonnements</Trans>}>
        <p>
          <Trans>
            Certaines fonctions peuvent demander un abonnement. Son prix, sa durée et ce qu’il comprend sont présentés sur la page{' '}
            <Link to={paths.pricing}>Tarifs</Link> avant toute souscription. Le paiement est traité par un prestataire de
            paiement&nbsp;: Relève ne conserve pas vos données de carte bancaire.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="conduite" heading={<Trans>7. Conduite et modération</Trans>}>
        <p>
          <Trans>
            Chaque membre respecte la <Link to={paths.legalChart}>charte des membres</Link>. Relève peut retirer un contenu qui la
            méconnaît et, selon la gravité, suspendre ou fermer le compte concerné, après avoir permis au membre de s’expliquer
            sauf urgence. Pour signaler un contenu, utilisez le <Link to={paths.contact}>formulaire de contact</Link>.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="responsabilite" heading={<Trans>8. Disponibilité et responsabilité</Trans>}>
        <p>
          <Trans>
            Relève s’efforce de rendre le service disponible en permanence, sans pouvoir le garantir&nbsp;: maintenance, panne ou
            absence de réseau peuvent l’interrompre. Les actions faites hors connexion sont envoyées au retour du réseau&#8239;;
            tant qu’elles sont en attente, elles n’ont pas d’effet.
          </Trans>
        </p>
        <p>
          <Trans>
            Les membres sont responsables des contenus qu’ils publient et des accords qu’ils concluent entre eux. Relève n’est pas
            responsable de l’exécution d’un remplacement ou d’un partenariat.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="donnees" heading={<Trans>9. Données personnelles</Trans>}>
        <p>
          <Trans>
            Le traitement de vos données est décrit dans la page{' '}
            <Link to={paths.privacySecurity}>Confidentialité et sécurité</Link>.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="fin" heading={<Trans>10. Fermeture du compte</Trans>}>
        <p>
          <Trans>
            Vous pouvez fermer votre compte à tout moment depuis vos paramètres&#8239;; vos données sont alors supprimées, sauf
            celles que la loi oblige à conserver (les factures, par exemple).
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="modifications" heading={<Trans>11. Modification des conditions</Trans>}>
        <p>
          <Trans>
            Quand ces conditions changent, la nouvelle version porte un nouveau numéro et une nouvelle date. Les membres en sont
            informés et l’acceptent avant de continuer à utiliser leur compte.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="droit" heading={<Trans>12. Droit applicable</Trans>}>
        <p>
          <Trans>
            Ces conditions sont soumises au droit français. En cas de litige, une solution amiable est recherchée d’abord&#8239;;
            à défaut, les tribunaux français sont compétents.
          </Trans>
        </p>
      </LegalSection>
    </LegalPage>
  )
}
