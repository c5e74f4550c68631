import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { legalConfig } from '#client/lib/legal-config.ts'
import { paths } from '#shared/paths.ts'
import { LegalPage, LegalSection } from '../legal-page.tsx'
import { formatLegalDate, legalVersions } from '../legal-version.ts'

export function PrivacySecurityScreen() {
  const { i18n } = useLingui()
  const { version, date } = legalVersions.privacy
  const formattedDate = formatLegalDate(date, i18n.locale)
  const publisher = legalConfig.publisher
  const privacyEmail = legalConfig.privacyEmail
  return (
    <LegalPage
      heading={<Trans>Confidentialité et sécurité</Trans>}
      intro={
        <Trans>
          Ce que Relève fait de vos données personnelles, en application du règlement général sur la protection des données (RGPD)
          et de la loi Informatique et Libertés.
        </Trans>
      }
      version={
        <Trans>
          Version {version} du {formattedDate}
        </Trans>
      }
    >
      <LegalSection id="responsable" heading={<Trans>Qui est responsable</Trans>}>
        <p>
          <Trans>
            Le responsable du traitement est {publisher}, éditeur de Relève (voir les{' '}
            <Link to={paths.legalNotice}>mentions légales</Link>).
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="donnees" heading={<Trans>Ce que nous collectons, et pourquoi</Trans>}>
        <ul>
          <li>
            <Trans>
              <strong>Votre compte</strong>&nbsp;: adresse e-mail, mot de passe (jamais stocké en clair), nom, prénom, téléphone,
              adresse et commune. Pour créer et sécuriser votre compte et vous mettre en relation avec des confrères proches.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Votre profil professionnel</strong>&nbsp;: numéro RPPS, année de diplôme, autorisation de remplacement et sa
              date d’expiration, zone d’intervention, soins pratiqués, disponibilités, photo et présentation si vous en ajoutez.
              Pour vérifier que vous êtes infirmier et présenter votre profil aux confrères.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Votre activité</strong>&nbsp;: offres, candidatures, annonces de partenariat, réponses et messages. Pour
              faire fonctionner le service.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Votre abonnement</strong>&nbsp;: formule, période, statut et références du prestataire de paiement. Vos
              données de carte bancaire sont traitées par ce prestataire, jamais par Relève.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Les demandes de patients</strong>&nbsp;: nom, moyen de contact, adresse, type de soins et message. Seulement
              ce qui permet à l’infirmier choisi de répondre&#8239;; aucune information médicale n’est demandée.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Le formulaire de contact</strong>&nbsp;: nom, e-mail, sujet et message. Pour vous répondre.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Les journaux techniques</strong>&nbsp;: adresse IP, date, page ou action demandée, résultat. Pour la
              sécurité du service et la détection des abus&#8239;; ils ne contiennent ni mot de passe, ni jeton de connexion, ni
              donnée de santé.
            </Trans>
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="bases-legales" heading={<Trans>Sur quelle base</Trans>}>
        <ul>
          <li>
            <Trans>
              <strong>L’exécution du contrat</strong> (les conditions d’utilisation que vous acceptez)&nbsp;: compte, profil,
              offres, candidatures, messagerie, abonnement.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>L’obligation légale</strong>&nbsp;: conservation des factures et réponse aux autorités qui en ont le droit.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>L’intérêt légitime</strong> de Relève à protéger le service&nbsp;: journaux techniques, limitation des
              tentatives de connexion, lutte contre les abus&#8239;; et à répondre aux messages que vous nous envoyez.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Votre consentement</strong>&nbsp;: mesure d’audience et pixel de réseau social, seulement si vous les
              acceptez.
            </Trans>
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="durees" heading={<Trans>Combien de temps</Trans>}>
        <ul>
          <li>
            <Trans>
              Compte, profil et activité&nbsp;: tant que votre compte est ouvert. Un compte sans connexion depuis trois ans est
              supprimé après vous en avoir prévenu.
            </Trans>
          </li>
          <li>
            <Trans>
              Après la fermeture du compte&nbsp;: suppression des données, sauf les factures, conservées dix ans comme le veut le
              Code de commerce.
            </Trans>
          </li>
          <li>
            <Trans>
              Contrats de remplacement signés dans l’application, avec les preuves de chaque signature (nom, date, adresse IP,
              navigateur)&nbsp;: cinq ans après la fin du remplacement, même après la fermeture du compte, car ils font preuve
              entre les deux parties (Code civil, art. 2224). Une signature annulée ou restée sans celle de l’autre partie est
              supprimée avec le compte.
            </Trans>
          </li>
          <li>
            <Trans>Demandes de patients et messages du formulaire de contact&nbsp;: un an après leur traitement.</Trans>
          </li>
          <li>
            <Trans>Journaux techniques&nbsp;: un an au plus.</Trans>
          </li>
          <li>
            <Trans>Session de connexion&nbsp;: 90 jours au plus&#8239;; votre choix sur les cookies&nbsp;: six mois.</Trans>
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="destinataires" heading={<Trans>Qui les reçoit</Trans>}>
        <ul>
          <li>
            <Trans>L’équipe de Relève, pour ce que sa mission demande (validation des profils, assistance, modération).</Trans>
          </li>
          <li>
            <Trans>
              Les autres membres, pour ce que vous publiez&nbsp;: votre profil professionnel, vos offres et annonces, vos messages
              à leur destinataire. Votre adresse exacte n’est jamais publiée, seulement votre commune.
            </Trans>
          </li>
          <li>
            <Trans>L’infirmier qu’un patient choisit, pour la demande qui lui est adressée.</Trans>
          </li>
          <li>
            <Trans>
              Nos sous-traitants, chacun pour sa tâche et sous contrat&nbsp;: hébergement, envoi des e-mails, paiement. Ils ne
              peuvent pas utiliser vos données pour leur compte.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Relève ne vend ni ne loue vos données. Nous choisissons des prestataires qui traitent les données dans l’Union
            européenne&#8239;; si un transfert hors de l’Union devenait nécessaire, il serait encadré par les garanties prévues
            par le RGPD et indiqué ici.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="droits" heading={<Trans>Vos droits</Trans>}>
        <p>
          <Trans>
            Vous pouvez accéder à vos données, les rectifier, les effacer, en limiter l’usage, vous opposer à un traitement fondé
            sur l’intérêt légitime, les recevoir dans un format réutilisable (portabilité), retirer votre consentement à tout
            moment et donner des directives sur leur sort après votre décès.
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              Depuis vos paramètres&nbsp;: modifier votre profil, exporter toutes vos données (fichier JSON) et supprimer votre
              compte.
            </Trans>
          </li>
          <li>
            <Trans>
              Sinon, par le <Link to={paths.contact}>formulaire de contact</Link> avec le sujet «&nbsp;Données personnelles&nbsp;»
            </Trans>
            {privacyEmail ? (
              <>
                {' '}
                <Trans>
                  ou par e-mail à <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>
                </Trans>
              </>
            ) : null}
            .
          </li>
        </ul>
        <p>
          <Trans>
            Nous répondons dans un délai d’un mois. Si la réponse ne vous satisfait pas, vous pouvez adresser une réclamation à la
            CNIL (Commission nationale de l’informatique et des libertés) sur{' '}
            <a href="https://www.cnil.fr/fr/plaintes" rel="external">
              cnil.fr/fr/plaintes
            </a>{' '}
            ou par courrier&nbsp;: CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="cookies" heading={<Trans>Cookies et stockage sur votre appareil</Trans>}>
        <p>
          <Trans>Sans votre accord, Relève n’utilise que ce qui est nécessaire au service&nbsp;:</Trans>
        </p>
        <ul>
          <li>
            <Trans>le cookie de session, inaccessible aux scripts, qui vous garde connecté&#8239;;</Trans>
          </li>
          <li>
            <Trans>le cookie anti-falsification de requêtes (XSRF-TOKEN), qui protège vos actions&#8239;;</Trans>
          </li>
          <li>
            <Trans>vos préférences de langue et d’affichage (clair, sombre), et votre choix sur les cookies&#8239;;</Trans>
          </li>
          <li>
            <Trans>
              le cache de l’application, qui permet de l’utiliser hors connexion&nbsp;: les pages publiques, et les données déjà
              consultées, gardées sept jours au plus et effacées à la déconnexion.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            La mesure d’audience et le pixel de réseau social ne sont chargés qu’après votre accord, donné dans le bandeau qui
            s’affiche à votre première visite. Refuser est aussi simple qu’accepter, et ne rien choisir vaut refus. Votre choix
            est gardé six mois&#8239;; vous pouvez le changer à tout moment avec le lien «&nbsp;Gérer les cookies&nbsp;» en bas de
            chaque page. Ces outils ne reçoivent jamais votre e-mail, votre téléphone ni votre numéro RPPS.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="securite" heading={<Trans>Comment nous protégeons vos données</Trans>}>
        <ul>
          <li>
            <Trans>Connexions chiffrées (HTTPS) et en-têtes de sécurité stricts.</Trans>
          </li>
          <li>
            <Trans>
              Mots de passe hachés avec argon2id&#8239;; jetons de session stockés sous forme d’empreinte, jamais lisibles par les
              scripts de la page.
            </Trans>
          </li>
          <li>
            <Trans>Double authentification par application (TOTP), avec codes de secours.</Trans>
          </li>
          <li>
            <Trans>
              Limitation des tentatives de connexion et de réinitialisation du mot de passe&#8239;; protection contre la
              falsification de requêtes.
            </Trans>
          </li>
          <li>
            <Trans>Contrôle, à chaque requête, que vous avez le droit de voir ou de modifier la donnée demandée.</Trans>
          </li>
          <li>
            <Trans>
              À la déconnexion, les données gardées sur l’appareil sont effacées, pour qu’un téléphone partagé ne montre rien au
              suivant.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Si une violation de données présentait un risque pour vous, nous le signalerions à la CNIL et vous en informerions,
            comme le prévoit le RGPD.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="sante" heading={<Trans>Données de santé</Trans>}>
        <p>
          <Trans>
            Relève n’est pas certifié hébergeur de données de santé (HDS) et n’en a pas besoin&nbsp;: les offres, les annonces et
            les conversations ne contiennent aucune donnée de patient. N’y écrivez jamais le nom, l’adresse, l’état de santé ou le
            traitement d’un patient. Le formulaire de demande de patient ne recueille que ce qui permet d’orienter la demande, et
            le dit.
          </Trans>
        </p>
      </LegalSection>
    </LegalPage>
  )
}
