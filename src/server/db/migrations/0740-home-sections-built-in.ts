import { type Kysely, sql } from 'kysely'

// The home page's own content becomes sections (src/shared/home-sections-built-in.ts): three more
// kinds to hold it (columns, key points, a closing call to action), then the sections themselves.
// On a database whose home page shows no published section, they are published: the page looks
// as it did, and admins now edit, reorder or take off each part. Where admins already publish
// sections (the page shows those alone), they come as drafts after them and change nothing.
// Written out here, not imported: a migration is frozen in time.
const kinds = ['hero', 'how_it_works', 'audiences', 'testimonials', 'faq', 'partners', 'columns', 'key_points', 'call_to_action']

const seed: { kind: string; title: string; body: unknown }[] = [
  {
    kind: 'hero',
    title: 'Les remplacements infirmiers, près de chez vous.',
    body: {
      lead: 'Relève met en relation les infirmières et infirmiers libéraux\u00a0: les titulaires qui cherchent un remplaçant, les remplaçants qui cherchent une tournée, les confrères qui cherchent un associé. Et les patients qui cherchent une infirmière à domicile.',
      primary_link: {
        label: 'Créer un compte infirmier',
        href: '/register',
      },
      secondary_link: {
        label: 'Trouver une infirmière',
        href: '/search-nurse',
      },
      highlights: [
        {
          icon: 'map_pin',
          title: 'Des offres autour de vous',
          text: 'Les remplacements près de votre commune, dans votre zone d’intervention.',
        },
        {
          icon: 'bell',
          title: 'Des urgences sans course au plus rapide',
          text: 'Le titulaire choisit parmi ceux qui répondent dans le délai.',
        },
        {
          icon: 'wifi_off',
          title: 'Utilisable hors connexion',
          text: 'Les pages et les offres déjà ouvertes restent lisibles sur la route.',
        },
      ],
    },
  },
  {
    kind: 'audiences',
    title: 'Ce que Relève fait pour vous',
    body: {
      items: [
        {
          audience: 'Remplaçant·e',
          title: 'Trouvez des remplacements autour de vous',
          points: [
            'Les offres de votre zone, avec les dates, les créneaux et la taille de la tournée.',
            'La rétrocession affichée en un seul chiffre clair\u00a0: la part des honoraires qui vous revient.',
            'Une candidature en deux gestes, et des alertes pour les remplacements urgents si vous le souhaitez.',
          ],
          link: {
            label: 'Voir les offres près de chez moi',
            href: '/register',
          },
        },
        {
          audience: 'Titulaire',
          title: 'Publiez une offre, choisissez votre remplaçant',
          points: [
            'Une offre publiée en quelques minutes, normale ou urgente.',
            'Les candidatures comparées au même endroit, et une messagerie pour faire connaissance.',
            'Des annonces de partenariat pour trouver un associé, un collaborateur ou un successeur.',
          ],
          link: {
            label: 'Publier une offre de remplacement',
            href: '/register',
          },
        },
        {
          audience: 'Patient ou proche',
          title: 'Trouvez une infirmière à domicile',
          points: [
            'Les infirmiers qui acceptent de nouveaux patients près de votre adresse.',
            'Une recherche par type de soins, sans avis ni classement payant.',
            'Votre demande transmise à l’infirmier choisi, avec seulement ce qui est utile pour vous répondre.',
          ],
          link: {
            label: 'Chercher une infirmière',
            href: '/search-nurse',
          },
        },
      ],
    },
  },
  {
    kind: 'columns',
    title: 'Les urgences et la route',
    body: {
      items: [
        {
          title: 'Les urgences, équitablement',
          text: 'Un arrêt maladie, un imprévu\u00a0: le titulaire publie une offre urgente et Relève prévient les remplaçants proches du cabinet qui ont choisi de recevoir ces alertes.\n\nPas de course au plus rapide\u00a0: le titulaire choisit parmi tous ceux qui ont répondu dans le délai indiqué.',
        },
        {
          title: 'Sur la route, même sans réseau',
          text: 'Relève s’installe sur votre téléphone comme une application. Les offres et les messages déjà ouverts restent lisibles hors connexion.\n\nUne candidature ou un message écrit en zone blanche est mis en attente, puis envoyé dès que le réseau revient.',
        },
      ],
    },
  },
  {
    kind: 'key_points',
    title: 'Dans les règles de la profession',
    body: {
      intro: 'Relève vérifie ce qu’il peut pour que chaque remplacement soit en règle.',
      items: [
        {
          title: 'Autorisation de remplacement',
          text: 'Sa date d’expiration est suivie pour que vous la renouveliez à temps.',
        },
        {
          title: 'Contrat au-delà de 24 heures',
          text: 'Un contrat préparé à partir de l’offre et des deux profils.',
        },
        {
          title: 'Deux remplaçants au plus',
          text: 'Les dates qui se chevauchent sont signalées.',
        },
        {
          title: 'Aucune donnée de patient',
          text: 'Ni dans les offres, ni dans les messages.',
        },
      ],
      link: {
        label: 'Les règles du remplacement expliquées',
        href: '/about',
      },
    },
  },
  {
    kind: 'call_to_action',
    title: 'Prêt à prendre le relais\u202f?',
    body: {
      lead: 'L’inscription est réservée aux infirmiers\u202f; la recherche d’infirmier est ouverte à tous, sans compte.',
      primary_link: {
        label: 'Créer un compte infirmier',
        href: '/register',
      },
      secondary_link: {
        label: 'Se connecter',
        href: '/login',
      },
    },
  },
]

export async function up(db: Kysely<any>) {
  await sql`alter table home_sections drop constraint home_sections_kind_check`.execute(db)
  await sql`alter table home_sections add constraint home_sections_kind_check check (kind in (${sql.join(kinds.map((kind) => sql.lit(kind)))}))`.execute(
    db,
  )
  const published = await db
    .selectFrom('home_sections')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('published', '=', true)
    .executeTakeFirstOrThrow()
  const last = await db
    .selectFrom('home_sections')
    .select(sql<number>`coalesce(max(position), 0)::int`.as('max'))
    .executeTakeFirstOrThrow()
  await db
    .insertInto('home_sections')
    .values(
      seed.map((section, index) => ({
        kind: section.kind,
        title: section.title,
        body: JSON.stringify(section.body),
        published: published.count === 0,
        position: last.max + index + 1,
      })),
    )
    .execute()
}

export async function down(db: Kysely<any>) {
  await db.deleteFrom('home_sections').where('kind', 'in', ['columns', 'key_points', 'call_to_action']).execute()
  await sql`alter table home_sections drop constraint home_sections_kind_check`.execute(db)
  await sql`alter table home_sections add constraint home_sections_kind_check check (kind in ('hero', 'how_it_works', 'audiences', 'testimonials', 'faq', 'partners'))`.execute(
    db,
  )
}
