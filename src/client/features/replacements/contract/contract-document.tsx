import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { ContractParty, ReplacementContract } from '#shared/replacement-contract.ts'
import { NON_COMPETE_WARNING_DAYS } from '#shared/replacements.ts'
import { css } from '#styled/css'
import { careTypeLabel, shiftsText } from '../labels.ts'
import { formatDay } from '../replacement-dates.ts'

const documentStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
  p: { base: '4', md: '8' },
  bg: 'bg.surface',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'lg',
  lineHeight: 'relaxed',
  '& h2': { textStyle: 'h4', mb: '2' },
  '& ul': { listStyle: 'disc', pl: '5', display: 'flex', flexDirection: 'column', gap: '1' },
  '& p + p': { mt: '2' },
  _print: { borderWidth: '0', p: '0', bg: 'transparent', color: 'black', fontSize: 'sm', gap: '4' },
})

const blank = css({
  display: 'inline-block',
  minW: '32',
  borderBottom: '1px dotted',
  borderColor: 'fg.muted',
  color: 'transparent',
  userSelect: 'none',
})

const signatures = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
  gap: '4',
  mt: '2',
  '& > div': { borderWidth: 'thin', borderColor: 'border.default', borderRadius: 'md', p: '3', minH: '32' },
  _print: { gridTemplateColumns: '1fr 1fr', breakInside: 'avoid' },
})

const articleStyle = css({ _print: { breakInside: 'avoid' } })

/** A line left to fill in by hand: read out as "à compléter". */
function Blank() {
  const { t } = useLingui()
  return (
    <span className={blank} role="img" aria-label={t`à compléter`}>
      …
    </span>
  )
}

function nameOf(party: ContractParty): ReactNode {
  const name = [party.first_name, party.last_name].filter(Boolean).join(' ')
  return name === '' ? <Blank /> : name
}

function addressOf(party: ContractParty): ReactNode {
  const town = [party.postal_code, party.commune_name].filter(Boolean).join(' ')
  if (!party.street && !town) return <Blank />
  return [party.street, town].filter(Boolean).join(', ')
}

function Period({ from, to }: { from: string; to: string }) {
  return (
    <li>
      {from === to ? (
        <Trans>le {from}</Trans>
      ) : (
        <Trans>
          du {from} au {to}
        </Trans>
      )}
    </li>
  )
}

function Article({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={articleStyle}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

/**
 * The written replacement contract between two self-employed nurses, filled in from the offer and
 * the two profiles, in the order of the Ordre's model: parties, purpose, dates, practice, fees,
 * housing, insurance, non-compete (R4312-87), termination, filing with the Ordre, signatures.
 * What the profiles lack is left as a line to fill in by hand.
 */
export function ContractDocument({ contract }: { contract: ReplacementContract }) {
  const { t, i18n } = useLingui()
  const day = (value: string) => formatDay(i18n.locale, value)
  const holder = nameOf(contract.holder)
  const nurse = nameOf(contract.nurse)
  const holderRpps = contract.holder.rpps ?? <Blank />
  const nurseRpps = contract.nurse.rpps ?? <Blank />
  const holderAddress = addressOf(contract.holder)
  const nurseAddress = addressOf(contract.nurse)
  const authorisationEnd = contract.nurse.replacement_authorisation_expires_on ? (
    day(contract.nurse.replacement_authorisation_expires_on)
  ) : (
    <Blank />
  )
  const place = `${contract.commune.name} (${contract.commune.postal_code})`
  const dayCount = contract.days.length
  // Mid-sentence: "pour les tournées : matin, soir".
  const shifts = shiftsText(i18n, contract.shifts).toLocaleLowerCase(i18n.locale)
  const names = Object.fromEntries(contract.care_types.map((type) => [type.slug, type.name]))
  const careTypes = contract.care_types.map((type) => careTypeLabel(i18n, type.slug, names)).join(', ')
  const percent = contract.retrocession_percent
  const software = contract.software
  const patients = contract.patients_per_day
  const replaced = contract.days_replaced_for_holder
  const offerNumber = contract.replacement_id

  return (
    <article className={documentStyle} aria-labelledby="contract-title">
      <header className={css({ display: 'flex', flexDirection: 'column', gap: '1', textAlign: 'center' })}>
        <h1 id="contract-title" className={css({ textStyle: 'h3' })}>
          <Trans>Contrat de remplacement entre infirmiers libéraux</Trans>
        </h1>
        <p className={css({ color: 'fg.muted', textStyle: 'small' })}>
          <Trans>Offre de remplacement n° {offerNumber}</Trans>
        </p>
      </header>

      <Article id="contract-parties" title={<Trans>Entre les soussignés</Trans>}>
        <p>
          <Trans>
            {holder}, infirmier·e libéral·e, numéro RPPS {holderRpps}, exerçant à l’adresse suivante : {holderAddress}, ci-après «
            le titulaire »,
          </Trans>
        </p>
        <p>
          <Trans>
            et {nurse}, infirmier·e, numéro RPPS {nurseRpps}, titulaire d’une autorisation de remplacement valable jusqu’au{' '}
            {authorisationEnd}, domicilié·e à l’adresse suivante : {nurseAddress}, ci-après « le remplaçant »,
          </Trans>
        </p>
        <p>
          <Trans>il est convenu ce qui suit.</Trans>
        </p>
      </Article>

      <Article id="contract-purpose" title={<Trans>Article 1 — Objet</Trans>}>
        <p>
          <Trans>
            Le titulaire se fait remplacer par le remplaçant auprès de ses patients, à {place} et alentour, pendant les périodes
            fixées à l’article 2. Le remplaçant exerce en son nom propre et sous sa propre responsabilité, dans le respect des
            règles professionnelles des infirmiers.
          </Trans>
        </p>
      </Article>

      <Article id="contract-dates" title={<Trans>Article 2 — Périodes de remplacement</Trans>}>
        <ul>
          {contract.periods.map((period) => (
            <Period key={period.start} from={day(period.start)} to={day(period.end)} />
          ))}
        </ul>
        <p>
          <Plural value={dayCount} one="soit # jour de remplacement" other="soit # jours de remplacement" />
          {shifts ? (
            <>
              {', '}
              <Trans>pour les tournées : {shifts}.</Trans>
            </>
          ) : (
            '.'
          )}
        </p>
        <p>
          <Trans>Pendant ces périodes, le titulaire s’abstient de toute activité infirmière libérale.</Trans>
        </p>
      </Article>

      <Article id="contract-practice" title={<Trans>Article 3 — Conditions d’exercice</Trans>}>
        <p>
          {careTypes ? (
            <Trans>
              Le remplaçant prend en charge les patients du titulaire, notamment pour les soins suivants : {careTypes}.
            </Trans>
          ) : (
            <Trans>Le remplaçant prend en charge les patients du titulaire.</Trans>
          )}{' '}
          {patients ? <Plural value={patients} one="Environ # patient par jour." other="Environ # patients par jour." /> : null}
        </p>
        <p>
          {software ? (
            <Trans>
              Il facture les soins qu’il effectue sur les feuilles de soins du titulaire, avec sa propre carte de professionnel de
              santé, au moyen du logiciel {software}.
            </Trans>
          ) : (
            <Trans>
              Il facture les soins qu’il effectue sur les feuilles de soins du titulaire, avec sa propre carte de professionnel de
              santé.
            </Trans>
          )}{' '}
          <Trans>
            Le titulaire lui transmet les informations nécessaires à la continuité des soins, et le remplaçant lui rend compte des
            soins effectués à la fin du remplacement.
          </Trans>
        </p>
      </Article>

      <Article id="contract-fees" title={<Trans>Article 4 — Rétrocession d’honoraires</Trans>}>
        <p>
          <Trans>
            Le titulaire reverse au remplaçant {percent} % des honoraires perçus pour les soins effectués par le remplaçant
            (actes, majorations et indemnités de déplacement), dans un délai de <Blank /> jours après chaque fin de mois, sur la
            base du relevé des soins effectués.
          </Trans>
        </p>
      </Article>

      <Article id="contract-housing" title={<Trans>Article 5 — Logement et véhicule</Trans>}>
        <p>
          {contract.housing_offered ? (
            <Trans>Le titulaire met un logement à la disposition du remplaçant pendant le remplacement.</Trans>
          ) : (
            <Trans>Aucun logement n’est fourni par le titulaire.</Trans>
          )}{' '}
          {contract.vehicle_required ? (
            <Trans>Le remplaçant effectue les tournées avec son propre véhicule.</Trans>
          ) : (
            <Trans>
              Les modalités de déplacement pour les tournées sont les suivantes : <Blank />
            </Trans>
          )}
        </p>
      </Article>

      <Article id="contract-insurance" title={<Trans>Article 6 — Assurances</Trans>}>
        <p>
          <Trans>
            Chaque partie déclare être assurée en responsabilité civile professionnelle pour son activité. Le remplaçant remet son
            attestation d’assurance au titulaire avant le premier jour du remplacement.
          </Trans>
        </p>
      </Article>

      <Article id="contract-non-compete" title={<Trans>Article 7 — Non-concurrence</Trans>}>
        <p>
          <Trans>
            L’infirmier qui a remplacé un confrère pendant plus de trois mois, consécutifs ou non, ne peut, pendant deux ans,
            s’installer dans un cabinet où il pourrait entrer en concurrence directe avec lui, sauf accord entre eux notifié au
            conseil départemental de l’Ordre (article R4312-87 du code de la santé publique).
          </Trans>
        </p>
        <p>
          {replaced > NON_COMPETE_WARNING_DAYS ? (
            <Trans>
              Avec ce remplacement, le remplaçant aura remplacé le titulaire {replaced} jours au total : cette clause s’applique,
              sauf accord contraire écrit ci-après : <Blank />
            </Trans>
          ) : (
            <Plural
              value={replaced}
              one="Avec ce remplacement, le remplaçant aura remplacé le titulaire # jour au total."
              other="Avec ce remplacement, le remplaçant aura remplacé le titulaire # jours au total."
            />
          )}
        </p>
      </Article>

      <Article id="contract-end" title={<Trans>Article 8 — Résiliation et différends</Trans>}>
        <p>
          <Trans>
            Le contrat peut être résilié par l’une ou l’autre partie, par écrit, en cas de manquement grave ou d’empêchement. En
            cas de différend, les parties recherchent une conciliation devant le conseil départemental de l’Ordre des infirmiers
            avant toute action en justice.
          </Trans>
        </p>
      </Article>

      <Article id="contract-ordre" title={<Trans>Article 9 — Communication à l’Ordre</Trans>}>
        <p>
          <Trans>
            Le présent contrat est communiqué au conseil départemental de l’Ordre des infirmiers dont relève le titulaire.
          </Trans>
        </p>
      </Article>

      <footer className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <p>
          <Trans>
            Fait à <Blank />, le <Blank />, en deux exemplaires originaux.
          </Trans>
        </p>
        <div className={signatures}>
          <div>
            <p className={css({ fontWeight: 'semibold' })}>
              <Trans>Le titulaire</Trans>
            </p>
            <p>{holder}</p>
            <p className={css({ color: 'fg.muted', textStyle: 'small' })}>{t`Signature`}</p>
          </div>
          <div>
            <p className={css({ fontWeight: 'semibold' })}>
              <Trans>Le remplaçant</Trans>
            </p>
            <p>{nurse}</p>
            <p className={css({ color: 'fg.muted', textStyle: 'small' })}>{t`Signature`}</p>
          </div>
        </div>
      </footer>
    </article>
  )
}
