import { type Insertable, sql, type Transaction } from 'kysely'
import { defaultCareTypes } from '#shared/care-types.ts'
import { addDays, eachDay, parisToday } from '#shared/dates.ts'
import type { ApplicationStatus, ReplacementStatus, Shift, Urgency } from '#shared/replacements.ts'
import { URGENT_ANSWER_WINDOW_MINUTES } from '#shared/replacements.ts'
import type { Database } from '../../db/database.ts'
import { representativeRowOrder } from '../communes/geo.ts'
import type { ApplicationsTable, ReplacementsTable } from '../replacements/replacements.table.ts'

/**
 * The marketplace of a demo database (the aim: "a few hundred realistic offers across France
 * with applications in every state"): practice holders and replacement nurses in real communes,
 * offers in every status and urgency, applications pending, accepted, declined and withdrawn, and
 * a few notifications for the demo accounts. Deterministic (a seeded generator: the same data on
 * every fresh database), inserted in a handful of statements, consistent with the rules the API
 * enforces (one accepted nurse per day and offer, no nurse accepted twice on the same day).
 * Nobody signs in as the generated people: no password, an address of the demo domain.
 */

const HOLDERS = 70
const REPLACEMENT_NURSES = 90
const OFFERS = 320
const SEED = 20260302

/** mulberry32: small, fast, and the same sequence everywhere. */
function generator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  const chance = (p: number) => next() < p
  const some = <T>(items: readonly T[], min: number, max: number): T[] => {
    const pool = [...items]
    const count = Math.min(pool.length, int(min, max))
    const chosen: T[] = []
    for (let i = 0; i < count; i++) chosen.push(pool.splice(Math.floor(next() * pool.length), 1)[0] as T)
    return chosen
  }
  const weighted = <T>(entries: readonly (readonly [T, number])[]): T => {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0)
    let roll = next() * total
    for (const [value, weight] of entries) {
      roll -= weight
      if (roll < 0) return value
    }
    return (entries[entries.length - 1] as readonly [T, number])[0]
  }
  return { next, int, pick, chance, some, weighted }
}

const FIRST_NAMES = [
  'Camille',
  'Léa',
  'Manon',
  'Chloé',
  'Emma',
  'Inès',
  'Sarah',
  'Julie',
  'Laura',
  'Pauline',
  'Marine',
  'Aurélie',
  'Céline',
  'Émilie',
  'Nathalie',
  'Sandrine',
  'Stéphanie',
  'Valérie',
  'Isabelle',
  'Anne',
  'Sophie',
  'Claire',
  'Hélène',
  'Lucie',
  'Mathilde',
  'Justine',
  'Margaux',
  'Océane',
  'Audrey',
  'Élodie',
  'Thomas',
  'Nicolas',
  'Julien',
  'Maxime',
  'Antoine',
  'Romain',
  'Guillaume',
  'Alexandre',
  'Kevin',
  'Sébastien',
  'Mickaël',
  'Yann',
  'Loïc',
  'Mehdi',
  'Karim',
  'Samir',
  'Jérôme',
  'Florian',
  'Baptiste',
  'Quentin',
] as const
const LAST_NAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefebvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Girard',
  'André',
  'Mercier',
  'Dupont',
  'Lambert',
  'Bonnet',
  'François',
  'Martinez',
  'Legrand',
  'Garnier',
  'Faure',
  'Rousseau',
  'Blanc',
  'Guerin',
  'Muller',
  'Henry',
  'Roussel',
  'Nicolas',
  'Perrin',
  'Morin',
  'Mathieu',
  'Clément',
  'Gauthier',
  'Dumont',
  'Lopez',
  'Fontaine',
  'Chevalier',
  'Robin',
  'Masson',
  'Le Gall',
  'Kerbrat',
  'Benali',
  'Haddad',
  'Nguyen',
  'Da Silva',
] as const
const SOFTWARE = ['Vega', 'Topaze', 'Albus', 'Medisoft Infi', 'Cosmos', 'Idéo'] as const
const SHIFT_SETS: readonly Shift[][] = [
  ['matin'],
  ['matin', 'soir'],
  ['journee'],
  ['matin', 'apres_midi'],
  ['soir'],
  ['matin', 'apres_midi', 'soir'],
]

const PRACTICES = [
  'Cabinet de deux infirmières en centre-ville',
  'Cabinet de trois associés, à deux pas de la mairie',
  'Cabinet installé depuis quinze ans dans un bourg vivant',
  'Cabinet de groupe au sein d’une maison de santé pluriprofessionnelle',
  'Cabinet seule, secteur semi-rural',
  'Cabinet en quartier résidentiel, parking facile',
]
const ROUNDS = [
  'tournée surtout à domicile, quelques soins au cabinet sur rendez-vous le matin',
  'tournée du matin dense, après-midi plus calme',
  'tournée répartie sur le bourg et les hameaux voisins, trajets courts',
  'soins techniques variés, beaucoup de pansements et de suivis de diabète',
  'patientèle fidèle et agréable, quelques soins palliatifs en lien avec l’HAD',
  'tournée en binôme possible le premier jour pour faire connaissance',
]
const PRACTICALITIES = [
  'Transmissions écrites et téléphone du cabinet fourni.',
  'Planning et clés remis la veille, accès au dossier de soins partagé.',
  'Double des clés du cabinet et carte de stationnement fournis.',
  'Rétrocession versée en fin de mois, contrat type de l’Ordre.',
  'Le cabinet est joignable à tout moment pour les questions.',
]
const MESSAGES = [
  'Bonjour, je suis disponible sur toutes ces dates et connais bien le secteur. Au plaisir d’échanger.',
  'Bonjour, infirmière remplaçante depuis quatre ans, habituée aux tournées chargées. Je peux passer au cabinet avant.',
  'Bonjour, votre annonce m’intéresse. Je suis disponible sauf le dernier jour, à voir ensemble.',
  'Bonjour, j’ai déjà travaillé avec votre logiciel. Je reste joignable pour en parler.',
  'Bonjour, remplaçant sur le secteur depuis deux ans, véhiculé. Disponible pour une rencontre cette semaine.',
  'Bonjour, je cherche justement un remplacement sur ces dates. Mes références sont disponibles sur demande.',
]
const CANCEL_REASONS = ['Absence reportée', 'Remplacement trouvé par ailleurs', 'Congé annulé']

interface Place {
  insee: string
  name: string
  postal_code: string
  department: string
  lat: number
  lng: number
}

interface Person {
  id: number
  first_name: string
  last_name: string
  place: Place
}

/** Luhn check digit over ten digits: a valid RPPS, as the profile form requires. */
function rppsFrom(ten: string): string {
  for (let check = 0; check <= 9; check++) {
    const value = `${ten}${check}`
    let sum = 0
    for (let i = 0; i < 11; i++) {
      let digit = Number(value[10 - i])
      if (i % 2 === 1) {
        digit *= 2
        if (digit > 9) digit -= 9
      }
      sum += digit
    }
    if (sum % 10 === 0) return value
  }
  return `${ten}0`
}

/** Ids reserved from a table's identity, so rows can be linked before they are inserted. */
async function reserveIds(trx: Transaction<Database>, table: 'users' | 'replacements', count: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})
  `.execute(trx)
  return rows.map((row) => row.id)
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

export interface MarketplaceDemoCounts {
  holders: number
  nurses: number
  offers: number
  applications: number
}

/**
 * Adds the marketplace to a demo database whose accounts and communes are in place (run inside
 * seedDemoAccounts' transaction). The demo holder and the demo replacement nurse get offers and
 * applications of their own, so their screens show every state after signing in.
 */
export async function seedDemoMarketplace(trx: Transaction<Database>, now: Date): Promise<MarketplaceDemoCounts> {
  const random = generator(SEED)
  const today = parisToday(now)

  // Real communes across France, the biggest first (a demo reads best in places people know).
  const places = (
    await sql<Place>`
      select distinct on (insee) insee, name, postal_code, department, lat, lng
      from communes
      where type in ('COM', 'ARM') and population >= 8000 and not approximate
      order by insee, ${representativeRowOrder()}
    `.execute(trx)
  ).rows
  if (places.length === 0) return { holders: 0, nurses: 0, offers: 0, applications: 0 }
  places.sort((a, b) => a.insee.localeCompare(b.insee))

  const demo = await trx
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name'])
    .where('email', 'in', ['titulaire@demo.releve.local', 'remplacant@demo.releve.local'])
    .execute()
  const lyon = places.find((p) => p.insee === '69383') ?? places[0]
  const demoHolder = demo.find((u) => u.email.startsWith('titulaire'))
  const demoNurse = demo.find((u) => u.email.startsWith('remplacant'))

  // People: holders and replacement nurses, each in a commune, with a nurse profile.
  const peopleCount = HOLDERS + REPLACEMENT_NURSES
  const ids = await reserveIds(trx, 'users', peopleCount)
  const userRows = []
  const nurseRows = []
  const holders: Person[] = []
  const nurses: Person[] = []
  for (let i = 0; i < peopleCount; i++) {
    const id = ids[i] as number
    const holder = i < HOLDERS
    const first_name = random.pick(FIRST_NAMES)
    const last_name = random.pick(LAST_NAMES)
    const place = random.pick(places)
    const person = { id, first_name, last_name, place }
    ;(holder ? holders : nurses).push(person)
    const roles = holder ? (random.chance(0.1) ? ['titulaire', 'remplacant'] : ['titulaire']) : ['remplacant']
    userRows.push({
      id,
      email: `${slug(first_name)}.${slug(last_name)}.${i + 1}@demo.releve.local`,
      password_hash: null,
      email_verified_at: now,
      status: 'active' as const,
      first_name,
      last_name,
      roles,
      active_role: roles[0] ?? null,
      commune_insee: place.insee,
      commune_name: place.name,
      postal_code: place.postal_code,
      lat: place.lat,
      lng: place.lng,
      charter_accepted_at: now,
      charter_version: '1.0',
      created_at: now,
      updated_at: now,
    })
    nurseRows.push({
      user_id: id,
      rpps: rppsFrom(String(1_000_100_000 + i * 7919).padStart(10, '0')),
      diploma_year: random.int(1995, 2022),
      care_types: random.some(defaultCareTypes, 2, 6),
      zone_commune_insee: place.insee,
      zone_commune_name: place.name,
      radius_km: random.pick([10, 15, 20, 25, 30, 40, 50]),
      replacement_authorisation_expires_on: holder ? null : addDays(today, random.int(-20, 330)),
      urgent_help_opt_in: !holder && random.chance(0.45),
      validated_at: random.chance(0.88) ? now : null,
      created_at: now,
      updated_at: now,
    })
  }
  await trx.insertInto('users').values(userRows).execute()
  await trx.insertInto('nurses').values(nurseRows).execute()
  // A few replacement nurses are away for a while (they get no urgent alerts meanwhile).
  const away = nurses
    .filter(() => random.chance(0.12))
    .map((nurse) => ({
      user_id: nurse.id,
      status: 'unavailable' as const,
      until: random.chance(0.7) ? addDays(today, random.int(3, 60)) : null,
      updated_at: now,
    }))
  if (away.length > 0) await trx.insertInto('user_availability').values(away).execute()

  if (demoHolder)
    holders.push({
      id: demoHolder.id,
      first_name: demoHolder.first_name ?? '',
      last_name: demoHolder.last_name ?? '',
      place: lyon as Place,
    })
  const demoNursePerson = demoNurse
    ? { id: demoNurse.id, first_name: demoNurse.first_name ?? '', last_name: demoNurse.last_name ?? '', place: lyon as Place }
    : undefined
  if (demoNursePerson) nurses.push(demoNursePerson)

  /** What happened after publishing happened before now: nothing in the demo is dated in the future. */
  const past = (date: Date) => (date < now ? date : new Date(now.getTime() - 60_000))

  // Offers: every status and urgency, dates around today.
  const offerIds = await reserveIds(trx, 'replacements', OFFERS)
  const offers: (Insertable<ReplacementsTable> & {
    id: number
    author_user_id: number
    commune_name: string
    start_date: string
    end_date: string
  })[] = []
  const applications: (Insertable<ApplicationsTable> & { created_at: Date; decided_at: Date | null })[] = []
  /** Days each nurse is already accepted on: never twice the same day (the API refuses it). */
  const busy = new Map<number, Set<string>>()
  /** Replacement nurses per holder and day: two at most (R4312-83, checked by the API too). */
  const holderDays = new Map<string, number>()
  const isFree = (nurseId: number, holderId: number, days: string[]) =>
    !days.some((day) => busy.get(nurseId)?.has(day) || (holderDays.get(`${holderId}:${day}`) ?? 0) >= 2)
  const book = (nurseId: number, holderId: number, days: string[]) => {
    const set = busy.get(nurseId) ?? new Set<string>()
    for (const day of days) {
      set.add(day)
      holderDays.set(`${holderId}:${day}`, (holderDays.get(`${holderId}:${day}`) ?? 0) + 1)
    }
    busy.set(nurseId, set)
  }

  for (let i = 0; i < OFFERS; i++) {
    const id = offerIds[i] as number
    // The demo holder's offers come first, so each status shows on their own page.
    const author = demoHolder && i < 8 ? (holders[holders.length - 1] as Person) : random.pick(holders.slice(0, HOLDERS))
    const status: ReplacementStatus =
      demoHolder && i < 8
        ? ((['published', 'published', 'published', 'filled', 'draft', 'expired', 'cancelled', 'published'] as const)[i] ??
          'published')
        : random.weighted([
            ['published', 58],
            ['filled', 16],
            ['expired', 11],
            ['cancelled', 7],
            ['draft', 8],
          ] as const)
    const urgency: Urgency =
      status === 'draft'
        ? 'normal'
        : random.weighted([
            ['normal', 76],
            ['urgent', 14],
            ['immediate', 10],
          ] as const)
    // Dates: closed offers in the past, open ones ahead; urgent ones soon, immediate today or tomorrow.
    let start: string
    let length: number
    if (status === 'expired') {
      start = addDays(today, -random.int(15, 120))
      length = random.int(1, 14)
    } else if (urgency === 'immediate') {
      start = addDays(today, random.int(0, 1))
      length = random.int(1, 2)
    } else if (urgency === 'urgent') {
      start = addDays(today, random.int(1, 7))
      length = random.int(1, 5)
    } else if (status === 'filled' || status === 'cancelled') {
      start = addDays(today, random.int(-30, 60))
      length = random.int(2, 21)
    } else {
      start = addDays(today, random.int(3, 120))
      length = random.pick([1, 2, 3, 5, 7, 7, 10, 14, 14, 21, 28])
    }
    const end = addDays(start, length - 1)
    if (status === 'expired' && end >= today) continue
    const chosenDays = length >= 5 && random.chance(0.12) ? eachDay(start, end).filter((_, index) => index % 2 === 0) : null
    const days = chosenDays ?? eachDay(start, end)
    const place = random.chance(0.8) ? author.place : random.pick(places)
    const publishedAt = new Date(now.getTime() - random.int(1, 60 * 24 * 20) * 60_000)
    const software = random.pick(SOFTWARE)
    const housing = random.chance(0.22)
    const vehicle = random.chance(0.35)
    const description = [
      `${random.pick(PRACTICES)}, ${random.pick(ROUNDS)}.`,
      `Logiciel ${software}${vehicle ? ', véhicule personnel nécessaire' : ''}${housing ? ', logement possible sur place' : ''}.`,
      random.pick(PRACTICALITIES),
    ].join(' ')
    offers.push({
      id,
      author_user_id: author.id,
      status,
      urgency,
      commune_insee: place.insee,
      commune_name: place.name,
      postal_code: place.postal_code,
      department: place.department,
      lat: place.lat,
      lng: place.lng,
      start_date: start,
      end_date: chosenDays ? (chosenDays[chosenDays.length - 1] as string) : end,
      days: chosenDays,
      shifts: random.pick(SHIFT_SETS),
      care_types: random.some(defaultCareTypes, 2, 5),
      patients_per_day: random.int(8, 40),
      retrocession_percent: random.pick([70, 75, 80, 82, 85, 85, 88, 90, 90, 92, 95]),
      housing_offered: housing,
      vehicle_required: vehicle,
      software,
      description,
      answer_window_ends_at:
        urgency === 'normal' || status === 'draft'
          ? null
          : new Date(publishedAt.getTime() + URGENT_ANSWER_WINDOW_MINUTES * 60_000),
      published_at: status === 'draft' ? null : publishedAt,
      filled_at: status === 'filled' ? past(new Date(publishedAt.getTime() + random.int(2, 72) * 3600_000)) : null,
      cancelled_at: status === 'cancelled' ? past(new Date(publishedAt.getTime() + random.int(2, 200) * 3600_000)) : null,
      cancel_reason: status === 'cancelled' ? random.pick(CANCEL_REASONS) : null,
      created_at: new Date(publishedAt.getTime() - 3600_000),
      updated_at: publishedAt,
    })
    if (status === 'draft') continue

    // Applicants: nurses of the area first, anyone sometimes; the demo nurse on some.
    const nearby = nurses.filter(
      (n) => n.id !== author.id && Math.abs(n.place.lat - place.lat) + Math.abs(n.place.lng - place.lng) < 1.2,
    )
    const pool = nearby.length >= 3 ? nearby : nurses.filter((n) => n.id !== author.id)
    const applicants = random.some(pool, status === 'published' ? 0 : 1, 5)
    if (demoNursePerson && author.id !== demoNursePerson.id && i % 9 === 0 && !applicants.includes(demoNursePerson))
      applicants.unshift(demoNursePerson)
    const accepts =
      status === 'filled' || (status === 'expired' && random.chance(0.7)) || (status === 'published' && random.chance(0.1))
    let accepted = false
    for (const applicant of applicants) {
      let state: ApplicationStatus
      let dates: string[] | null = null
      if (accepts && !accepted && isFree(applicant.id, author.id, days)) {
        state = 'accepted'
        accepted = true
        // A published offer with someone accepted is split: part of the days, the rest still open.
        // An accepted application always names its days, as the accept route leaves it.
        dates = status === 'published' && days.length > 1 ? days.slice(0, Math.ceil(days.length / 2)) : days
        book(applicant.id, author.id, dates)
      } else if (status === 'filled' || status === 'expired') state = random.chance(0.15) ? 'withdrawn' : 'declined'
      // Cancelling leaves the applications as they were (the applicants are told).
      else if (status === 'cancelled') state = random.chance(0.7) ? 'pending' : 'withdrawn'
      else
        state = random.weighted([
          ['pending', 70],
          ['withdrawn', 12],
          ['declined', 18],
        ] as const)
      const created = past(new Date(publishedAt.getTime() + random.int(10, 60 * 48) * 60_000))
      applications.push({
        replacement_id: id,
        applicant_user_id: applicant.id,
        status: state,
        message: random.pick(MESSAGES),
        dates,
        created_at: created,
        decided_at: state === 'pending' ? null : past(new Date(created.getTime() + random.int(1, 72) * 3600_000)),
        updated_at: created,
      })
    }
    // A filled offer always has its nurse; without one free on those days it stays open.
    if (status === 'filled' && !accepted)
      Object.assign(offers[offers.length - 1] as object, { status: 'published', filled_at: null })
  }
  await trx.insertInto('replacements').values(offers).execute()
  const applicationIds = new Map<string, number>()
  if (applications.length > 0) {
    const inserted = await trx
      .insertInto('applications')
      .values(applications)
      .returning(['id', 'replacement_id', 'applicant_user_id'])
      .execute()
    for (const row of inserted) applicationIds.set(`${row.replacement_id}:${row.applicant_user_id}`, row.id)
  }
  const applicationId = (a: { replacement_id: number; applicant_user_id: number }) =>
    applicationIds.get(`${a.replacement_id}:${a.applicant_user_id}`) ?? 0

  // The demo accounts find a few notifications waiting, as the marketplace would have sent them.
  const notifications = []
  if (demoHolder) {
    const theirs = applications.filter((a) => offers.some((o) => o.id === a.replacement_id && o.author_user_id === demoHolder.id))
    for (const application of theirs.slice(0, 4)) {
      const offer = offers.find((o) => o.id === application.replacement_id)
      const applicant = nurses.find((n) => n.id === application.applicant_user_id)
      if (!offer || !applicant) continue
      notifications.push({
        user_id: demoHolder.id,
        event: 'new_application',
        data: JSON.stringify({
          replacement_id: offer.id,
          commune_name: offer.commune_name,
          start_date: offer.start_date,
          end_date: offer.end_date,
          application_id: applicationId(application),
          applicant_name: `${applicant.first_name} ${applicant.last_name}`,
        }),
        created_at: application.created_at,
      })
    }
  }
  if (demoNursePerson) {
    for (const application of applications
      .filter((a) => a.applicant_user_id === demoNursePerson.id && a.status === 'accepted')
      .slice(0, 3)) {
      const offer = offers.find((o) => o.id === application.replacement_id)
      const holder = holders.find((h) => h.id === offer?.author_user_id)
      if (!offer || !holder) continue
      notifications.push({
        user_id: demoNursePerson.id,
        event: 'application_accepted',
        data: JSON.stringify({
          replacement_id: offer.id,
          commune_name: offer.commune_name,
          start_date: offer.start_date,
          end_date: offer.end_date,
          application_id: applicationId(application),
          holder_name: `${holder.first_name} ${holder.last_name}`,
          dates: application.dates,
        }),
        created_at: application.decided_at ?? now,
      })
    }
  }
  if (notifications.length > 0) await trx.insertInto('notifications').values(notifications).execute()

  return { holders: HOLDERS, nurses: REPLACEMENT_NURSES, offers: offers.length, applications: applications.length }
}
