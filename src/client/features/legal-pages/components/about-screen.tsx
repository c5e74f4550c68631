import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'
import { LegalPage, LegalSection } from '../legal-page.tsx'

export function AboutScreen() {
  return (
    <LegalPage
      heading={<Trans>À propos de Relève</Trans>}
      intro={
        <Trans>
          Relève aide les infirmières et infirmiers libéraux à assurer la continuité des soins&nbsp;: trouver un remplaçant ou un
          remplacement, s’associer, et permettre aux patients de trouver une infirmière à domicile.
        </Trans>
      }
    >
      <LegalSection id="mission" heading={<Trans>Notre mission</Trans>}>
        <p>
          <Trans>
            Un cabinet infirmier ne ferme pas&nbsp;: les patients ont besoin de leurs soins le week-end, pendant les vacances et
            quand l’infirmière tombe malade. Trouver un remplaçant passe encore trop souvent par des groupes de discussion, des
            petites annonces et des appels à la dernière minute.
          </Trans>
        </p>
        <p>
          <Trans>
            Relève rassemble ces échanges dans un outil pensé pour le terrain&nbsp;: sur téléphone, sur la route, même avec un
            réseau faible, et dans le respect des règles de la profession.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="fonctionnement" heading={<Trans>Comment ça marche</Trans>}>
        <h3>
          <Trans>Vous êtes titulaire d’un cabinet</Trans>
        </h3>
        <ol>
          <li>
            <Trans>
              Vous publiez une offre&nbsp;: dates ou jours choisis, créneaux, taille de la tournée, types de soins, rétrocession.
            </Trans>
          </li>
          <li>
            <Trans>
              Les remplaçants de votre secteur la voient et candidatent&#8239;; vous comparez les profils et échangez par
              messagerie.
            </Trans>
          </li>
          <li>
            <Trans>Vous acceptez une candidature&nbsp;: l’offre est pourvue et les autres candidats sont prévenus.</Trans>
          </li>
        </ol>
        <h3>
          <Trans>Vous êtes remplaçant ou remplaçante</Trans>
        </h3>
        <ol>
          <li>
            <Trans>Vous indiquez votre zone d’intervention, vos disponibilités et les soins que vous pratiquez.</Trans>
          </li>
          <li>
            <Trans>
              Vous consultez les offres autour de vous, y compris celles déjà ouvertes quand vous êtes hors connexion.
            </Trans>
          </li>
          <li>
            <Trans>Vous candidatez en deux gestes et suivez vos candidatures au même endroit.</Trans>
          </li>
        </ol>
        <h3>
          <Trans>Vous cherchez une infirmière à domicile</Trans>
        </h3>
        <p>
          <Trans>
            La <Link to={paths.searchNurse}>recherche d’infirmier</Link> montre les infirmiers qui acceptent de nouveaux patients
            près de votre adresse, pour le type de soins voulu. Votre demande est transmise à l’infirmier que vous choisissez.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="regles" heading={<Trans>Les règles du remplacement, simplement</Trans>}>
        <p>
          <Trans>
            Le remplacement entre infirmiers libéraux est encadré par le Code de la santé publique (articles R4312-83 et
            suivants). Voici l’essentiel, et ce que Relève vérifie pour vous.
          </Trans>
        </p>

        <h3>
          <Trans>Qui peut remplacer</Trans>
        </h3>
        <p>
          <Trans>
            Le remplaçant est un infirmier inscrit à l’Ordre qui détient une <strong>autorisation de remplacement</strong>,
            délivrée par le conseil départemental de l’Ordre pour un an et renouvelable. Pour exercer en libéral sous convention
            avec l’Assurance maladie, il doit aussi justifier de 2 400 heures d’exercice au cours des six dernières années.
          </Trans>
        </p>
        <p>
          <Trans>Relève vous rappelle la date d’expiration de votre autorisation pour que vous la renouveliez à temps.</Trans>
        </p>

        <h3>
          <Trans>Un contrat écrit au-delà de 24 heures</Trans>
        </h3>
        <p>
          <Trans>
            Un remplacement de plus de 24 heures demande un contrat écrit entre le titulaire et le remplaçant, communiqué au
            conseil départemental de l’Ordre. L’Ordre national des infirmiers publie un contrat type. Quand une candidature est
            acceptée, Relève vous aide à préparer ce contrat à partir de l’offre et des deux profils, avec la liste de ce qu’il
            faut envoyer à l’Ordre et à la caisse primaire d’assurance maladie.
          </Trans>
        </p>

        <h3>
          <Trans>Deux remplaçants au plus en même temps</Trans>
        </h3>
        <p>
          <Trans>
            Un titulaire peut être remplacé par deux infirmiers au plus en même temps, et il n’exerce pas pendant qu’il est
            remplacé. Relève signale les offres dont les dates se chevauchent et refuse un troisième remplaçant sur les mêmes
            jours.
          </Trans>
        </p>

        <h3>
          <Trans>Après trois mois de remplacement</Trans>
        </h3>
        <p>
          <Trans>
            Un infirmier qui a remplacé un confrère plus de trois mois, consécutifs ou non, ne peut pas s’installer pendant deux
            ans là où il entrerait en concurrence avec lui, sauf accord entre eux. Relève compte les jours de remplacement
            réalisés pour que chacun le sache.
          </Trans>
        </p>

        <h3>
          <Trans>La rétrocession, en un seul chiffre</Trans>
        </h3>
        <p>
          <Trans>
            La rétrocession est la part des honoraires que le titulaire reverse au remplaçant pour les soins qu’il réalise&#8239;;
            son taux se négocie entre vous. Les annonces mélangent souvent «&nbsp;ce que garde le titulaire&nbsp;» et «&nbsp;ce
            que touche le remplaçant&nbsp;», et on s’y perd.
          </Trans>
        </p>
        <p>
          <Trans>
            Sur Relève, une offre indique un seul chiffre&nbsp;:{' '}
            <strong>le pourcentage des honoraires versé au remplaçant</strong>. Par exemple, 90 % signifie que le remplaçant
            reçoit 90 % des honoraires des soins qu’il a réalisés et que le titulaire en conserve 10 %. L’offre précise ce que
            couvre ce pourcentage, par exemple si les indemnités de déplacement sont incluses.
          </Trans>
        </p>

        <h3>
          <Trans>Les remplacements urgents, équitablement</Trans>
        </h3>
        <p>
          <Trans>
            Quand un titulaire publie une offre urgente, Relève prévient les remplaçants proches du cabinet qui ont choisi de
            recevoir ces alertes. Ce n’est pas le plus rapide qui gagne&nbsp;: le titulaire choisit parmi ceux qui ont répondu
            dans le délai indiqué.
          </Trans>
        </p>
      </LegalSection>

      <LegalSection id="engagements" heading={<Trans>Nos engagements</Trans>}>
        <ul>
          <li>
            <Trans>
              <strong>Pas de publicité pour les soignants.</strong> Conformément au code de déontologie des infirmiers, la
              recherche publique n’affiche ni avis, ni comparaison, ni mise en avant payante&nbsp;: un abonnement ne change jamais
              le rang d’un infirmier.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Aucune donnée de patient dans les offres et les messages.</strong> Relève n’est pas un hébergeur de données
              de santé&nbsp;: les offres et les conversations ne contiennent aucune information sur les patients.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Vos données restent les vôtres.</strong> Vous pouvez les exporter ou supprimer votre compte à tout
              moment&#8239;; voir <Link to={paths.privacySecurity}>Confidentialité et sécurité</Link>.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Une question, une suggestion&#8239;? <Link to={paths.contact}>Écrivez-nous</Link>.
          </Trans>
        </p>
      </LegalSection>
    </LegalPage>
  )
}
