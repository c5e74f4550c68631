import type { Db } from '../../db/connect.ts'

/**
 * Nurses for the public search on a demo database (scripts/seed-demo.ts), so that /search-nurse
 * shows something after `npm start`: validated, accepting new patients, in several cities. They
 * have no password (nobody signs in as them) and an address of the demo domain, so a request sent
 * to one stays in the outbox.
 */
const DEMO_SEARCH_NURSES = [
  {
    first_name: 'Sophie',
    last_name: 'Lefèvre',
    insee: '69266',
    commune: 'Villeurbanne',
    radius: 10,
    care: ['pansements', 'injections', 'prises-de-sang', 'diabete'],
  },
  {
    first_name: 'Karim',
    last_name: 'Haddad',
    insee: '75111',
    commune: 'Paris 11e Arrondissement',
    radius: 5,
    care: ['pansements', 'perfusions', 'soins-palliatifs', 'chimiotherapie'],
  },
  {
    first_name: 'Élodie',
    last_name: 'Garnier',
    insee: '13205',
    commune: 'Marseille 5e Arrondissement',
    radius: 12,
    care: ['soins-d-hygiene', 'diabete', 'injections'],
  },
  {
    first_name: 'Thomas',
    last_name: 'Roux',
    insee: '33063',
    commune: 'Bordeaux',
    radius: 15,
    care: ['pansements', 'stomies', 'surveillance-post-operatoire'],
  },
  {
    first_name: 'Nadia',
    last_name: 'Benali',
    insee: '59350',
    commune: 'Lille',
    radius: 20,
    care: ['sante-mentale', 'education-therapeutique', 'injections'],
  },
  {
    first_name: 'Julien',
    last_name: 'Moreau',
    insee: '31555',
    commune: 'Toulouse',
    radius: 25,
    care: ['pansements', 'prises-de-sang', 'soins-d-hygiene'],
  },
  {
    first_name: 'Marion',
    last_name: 'Chevalier',
    insee: '44109',
    commune: 'Nantes',
    radius: 15,
    care: ['perfusions', 'chimiotherapie', 'soins-palliatifs'],
  },
] as const

export async function seedDemoSearchNurses(db: Db, now: Date): Promise<void> {
  for (const [index, nurse] of DEMO_SEARCH_NURSES.entries()) {
    const user = await db
      .insertInto('users')
      .values({
        email: `infirmier${index + 1}@demo.releve.local`,
        password_hash: null,
        email_verified_at: now,
        status: 'active',
        first_name: nurse.first_name,
        last_name: nurse.last_name,
        roles: ['titulaire'],
        active_role: 'titulaire',
        commune_insee: nurse.insee,
        commune_name: nurse.commune,
        charter_accepted_at: now,
        charter_version: '1.0',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .insertInto('nurses')
      .values({
        user_id: user.id,
        zone_commune_insee: nurse.insee,
        zone_commune_name: nurse.commune,
        radius_km: nurse.radius,
        care_types: [...nurse.care],
        accepts_new_patients: true,
        validated_at: now,
      })
      .execute()
  }
}
