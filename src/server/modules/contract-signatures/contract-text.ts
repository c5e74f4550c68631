import { createHash } from 'node:crypto'
import type { ContractCompletionField, ContractCompletions } from '#shared/contract-signatures.ts'
import type { ContractParty, ReplacementContract } from '#shared/replacement-contract.ts'
import { NON_COMPETE_WARNING_DAYS, type Shift } from '#shared/replacements.ts'

/**
 * The canonical text of a replacement contract (docs/decisions/019-contract-signature.md): the
 * articles of the written contract page (contract-document.tsx), in French, filled from the same
 * data (offer, days accepted, profiles) and what the parties completed. Its SHA-256 is what each
 * signature binds to: any change to a word of it — a profile's address, the offer's fees, a
 * completed field — gives another hash and voids the signatures made before.
 *
 * Plain text, one paragraph a line, articles separated by a blank line; the PDF prints it as is.
 */

const shiftNames: Record<Shift, string> = { matin: 'matin', apres_midi: 'après-midi', soir: 'soir', journee: 'journée' }

const BLANK = '[à compléter]'

/** "9 mars 2026": a civil date, never shifted by a time zone. */
export function frenchDay(iso: string): string {
  return new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))
}

const personName = (party: ContractParty) => [party.first_name, party.last_name].filter(Boolean).join(' ')

function profileAddress(party: ContractParty): string | null {
  const town = [party.postal_code, party.commune_name].filter(Boolean).join(' ')
  const address = [party.street, town].filter(Boolean).join(', ')
  return address === '' ? null : address
}

/** What the profiles already say for each completable field (null: the profile lacks it). */
export function profileValues(contract: ReplacementContract): Partial<Record<ContractCompletionField, string>> {
  const values: Partial<Record<ContractCompletionField, string>> = {}
  if (contract.holder.rpps) values.holder_rpps = contract.holder.rpps
  const holderAddress = profileAddress(contract.holder)
  if (holderAddress) values.holder_address = holderAddress
  if (contract.nurse.rpps) values.nurse_rpps = contract.nurse.rpps
  const nurseAddress = profileAddress(contract.nurse)
  if (nurseAddress) values.nurse_address = nurseAddress
  if (contract.nurse.replacement_authorisation_expires_on)
    values.nurse_authorisation_expires_on = contract.nurse.replacement_authorisation_expires_on
  return values
}

/** The fields the contract needs before it can be signed (the non-compete agreement is optional). */
export function requiredFields(contract: ReplacementContract): ContractCompletionField[] {
  return [
    'holder_rpps',
    'holder_address',
    'nurse_rpps',
    'nurse_address',
    'nurse_authorisation_expires_on',
    'payment_delay_days',
    ...(contract.vehicle_required ? [] : (['travel_arrangements'] as const)),
    'place',
  ]
}

export interface ContractTextResult {
  text: string
  sha256: string
  missing: ContractCompletionField[]
  fromProfiles: ContractCompletionField[]
}

export function sha256Hex(value: string | Uint8Array): string {
  return createHash('sha256').update(value).digest('hex')
}

/** The text, its hash, and what is still blank: the profile's value first, else what a party completed. */
export function renderContractText(contract: ReplacementContract, completions: ContractCompletions): ContractTextResult {
  const profile = profileValues(contract)
  const value = (field: ContractCompletionField): string | null => {
    const given = profile[field] ?? completions[field]?.trim()
    return given ? given : null
  }
  const missing = requiredFields(contract).filter((field) => value(field) === null)
  const fill = (field: ContractCompletionField) => value(field) ?? BLANK

  const holder = personName(contract.holder) || BLANK
  const nurse = personName(contract.nurse) || BLANK
  const authorisation = value('nurse_authorisation_expires_on')
  const place = `${contract.commune.name} (${contract.commune.postal_code})`
  const periods = contract.periods.map((period) =>
    period.start === period.end
      ? `- le ${frenchDay(period.start)}`
      : `- du ${frenchDay(period.start)} au ${frenchDay(period.end)}`,
  )
  const dayCount = contract.days.length
  const shifts = contract.shifts.map((shift) => shiftNames[shift]).join(', ')
  const careTypes = contract.care_types.map((type) => type.name).join(', ')
  const patients = contract.patients_per_day
  const replaced = contract.days_replaced_for_holder

  const lines: string[] = [
    'CONTRAT DE REMPLACEMENT ENTRE INFIRMIERS LIBÉRAUX',
    `Offre de remplacement n° ${contract.replacement_id} — candidature n° ${contract.application_id}`,
    '',
    'Entre les soussignés',
    `${holder}, infirmier·e libéral·e, numéro RPPS ${fill('holder_rpps')}, exerçant à l’adresse suivante : ${fill('holder_address')}, ci-après « le titulaire »,`,
    `et ${nurse}, infirmier·e, numéro RPPS ${fill('nurse_rpps')}, titulaire d’une autorisation de remplacement valable jusqu’au ${authorisation ? frenchDay(authorisation) : BLANK}, domicilié·e à l’adresse suivante : ${fill('nurse_address')}, ci-après « le remplaçant »,`,
    'il est convenu ce qui suit.',
    '',
    'Article 1 — Objet',
    `Le titulaire se fait remplacer par le remplaçant auprès de ses patients, à ${place} et alentour, pendant les périodes fixées à l’article 2. Le remplaçant exerce en son nom propre et sous sa propre responsabilité, dans le respect des règles professionnelles des infirmiers.`,
    '',
    'Article 2 — Périodes de remplacement',
    ...periods,
    `Soit ${dayCount} ${dayCount > 1 ? 'jours' : 'jour'} de remplacement${shifts ? `, pour les tournées : ${shifts}` : ''}.`,
    'Pendant ces périodes, le titulaire s’abstient de toute activité infirmière libérale.',
    '',
    'Article 3 — Conditions d’exercice',
    `${careTypes ? `Le remplaçant prend en charge les patients du titulaire, notamment pour les soins suivants : ${careTypes}.` : 'Le remplaçant prend en charge les patients du titulaire.'}${patients ? ` Environ ${patients} ${patients > 1 ? 'patients' : 'patient'} par jour.` : ''}`,
    `Il facture les soins qu’il effectue sur les feuilles de soins du titulaire, avec sa propre carte de professionnel de santé${contract.software ? `, au moyen du logiciel ${contract.software}` : ''}. Le titulaire lui transmet les informations nécessaires à la continuité des soins, et le remplaçant lui rend compte des soins effectués à la fin du remplacement.`,
    '',
    'Article 4 — Rétrocession d’honoraires',
    `Le titulaire reverse au remplaçant ${contract.retrocession_percent} % des honoraires perçus pour les soins effectués par le remplaçant (actes, majorations et indemnités de déplacement), dans un délai de ${fill('payment_delay_days')} jours après chaque fin de mois, sur la base du relevé des soins effectués.`,
    '',
    'Article 5 — Logement et véhicule',
    `${contract.housing_offered ? 'Le titulaire met un logement à la disposition du remplaçant pendant le remplacement.' : 'Aucun logement n’est fourni par le titulaire.'} ${contract.vehicle_required ? 'Le remplaçant effectue les tournées avec son propre véhicule.' : `Les modalités de déplacement pour les tournées sont les suivantes : ${fill('travel_arrangements')}`}`,
    '',
    'Article 6 — Assurances',
    'Chaque partie déclare être assurée en responsabilité civile professionnelle pour son activité. Le remplaçant remet son attestation d’assurance au titulaire avant le premier jour du remplacement.',
    '',
    'Article 7 — Non-concurrence',
    'L’infirmier qui a remplacé un confrère pendant plus de trois mois, consécutifs ou non, ne peut, pendant deux ans, s’installer dans un cabinet où il pourrait entrer en concurrence directe avec lui, sauf accord entre eux notifié au conseil départemental de l’Ordre des infirmiers (article R4312-87 du code de la santé publique).',
    replaced > NON_COMPETE_WARNING_DAYS
      ? `Avec ce remplacement, le remplaçant aura remplacé le titulaire ${replaced} jours au total : cette clause s’applique, sauf accord contraire écrit ci-après : ${value('non_compete_agreement') ?? 'aucun'}.`
      : `Avec ce remplacement, le remplaçant aura remplacé le titulaire ${replaced} ${replaced > 1 ? 'jours' : 'jour'} au total.${value('non_compete_agreement') ? ` Accord des parties : ${value('non_compete_agreement')}.` : ''}`,
    '',
    'Article 8 — Résiliation et différends',
    'Le contrat peut être résilié par l’une ou l’autre partie, par écrit, en cas de manquement grave ou d’empêchement. En cas de différend, les parties recherchent une conciliation devant le conseil départemental de l’Ordre des infirmiers avant toute action en justice.',
    '',
    'Article 9 — Communication à l’Ordre',
    'Le présent contrat est communiqué au conseil départemental de l’Ordre des infirmiers dont relève le titulaire.',
    '',
    `Fait à ${fill('place')}, signé électroniquement par les deux parties (signature électronique simple, règlement eIDAS), aux dates indiquées sur la page de preuve.`,
  ]
  const text = lines.join('\n')
  return {
    text,
    sha256: sha256Hex(text),
    missing,
    fromProfiles: Object.keys(profile) as ContractCompletionField[],
  }
}
