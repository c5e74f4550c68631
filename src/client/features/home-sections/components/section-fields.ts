import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { type HomeSectionKind, homeIcons } from '#shared/home-sections.ts'

/**
 * What the form asks for each kind of section, mirroring the shared body schemas
 * (src/shared/home-sections.ts): plain fields, "lines" (one entry per line, sent as a list) and
 * links (a label and an address, left out when both are empty).
 */
export type FieldSpec = {
  key: string
  label: MessageDescriptor
  type: 'text' | 'multiline' | 'lines' | 'link' | 'select'
  required?: boolean
  hint?: MessageDescriptor
  maxLength?: number
  /** A select's choices. */
  options?: { value: string; label: MessageDescriptor }[]
}

export type KindSpec = {
  fields: FieldSpec[]
  items?: {
    key: string
    label: MessageDescriptor
    add: MessageDescriptor
    max: number
    fields: FieldSpec[]
    /** The list may be empty: it starts empty, and items left blank are not sent. */
    optional?: boolean
  }
  help?: MessageDescriptor
}

const iconLabels: Record<(typeof homeIcons)[number], MessageDescriptor> = {
  map_pin: msg`Repère sur une carte`,
  bell: msg`Cloche`,
  wifi_off: msg`Hors connexion`,
  calendar: msg`Calendrier`,
  clock: msg`Horloge`,
  shield: msg`Bouclier`,
  users: msg`Personnes`,
  check: msg`Coche`,
}

const intro: FieldSpec = { key: 'intro', label: msg`Introduction`, type: 'multiline', maxLength: 400, hint: msg`Facultative.` }
const linkHint = msg`Une page du site (commençant par /, par exemple /register) ou une adresse https://.`

export const kindSpecs: Record<HomeSectionKind, KindSpec> = {
  hero: {
    fields: [
      { key: 'lead', label: msg`Phrase d’accroche`, type: 'multiline', required: true, maxLength: 400 },
      { key: 'primary_link', label: msg`Bouton principal`, type: 'link', hint: linkHint },
      { key: 'secondary_link', label: msg`Bouton secondaire`, type: 'link', hint: linkHint },
    ],
    items: {
      key: 'highlights',
      label: msg`Point en bref`,
      add: msg`Ajouter un point en bref`,
      max: 4,
      optional: true,
      fields: [
        {
          key: 'icon',
          label: msg`Pictogramme`,
          type: 'select',
          required: true,
          options: homeIcons.map((icon) => ({ value: icon, label: iconLabels[icon] })),
        },
        { key: 'title', label: msg`Titre`, type: 'text', required: true, maxLength: 80 },
        { key: 'text', label: msg`Texte`, type: 'multiline', required: true, maxLength: 200 },
      ],
    },
  },
  how_it_works: {
    fields: [intro],
    items: {
      key: 'steps',
      label: msg`Étape`,
      add: msg`Ajouter une étape`,
      max: 6,
      fields: [
        { key: 'title', label: msg`Titre de l’étape`, type: 'text', required: true, maxLength: 100 },
        { key: 'text', label: msg`Texte`, type: 'multiline', required: true, maxLength: 400 },
      ],
    },
  },
  audiences: {
    fields: [intro],
    items: {
      key: 'items',
      label: msg`Carte`,
      add: msg`Ajouter une carte`,
      max: 4,
      fields: [
        {
          key: 'audience',
          label: msg`Public`,
          type: 'text',
          required: true,
          maxLength: 60,
          hint: msg`Par exemple « Remplaçant·e ».`,
        },
        { key: 'title', label: msg`Titre`, type: 'text', required: true, maxLength: 120 },
        { key: 'points', label: msg`Points forts`, type: 'lines', required: true, hint: msg`Un par ligne, six au plus.` },
        { key: 'link', label: msg`Lien`, type: 'link', hint: linkHint },
      ],
    },
  },
  testimonials: {
    help: msg`Les témoignages portent sur le service Relève, jamais sur les soins d’un infirmier ou d’une infirmière : la déontologie interdit aux infirmiers toute publicité, avis ou comparaison sur leurs soins.`,
    fields: [intro],
    items: {
      key: 'items',
      label: msg`Témoignage`,
      add: msg`Ajouter un témoignage`,
      max: 6,
      fields: [
        { key: 'quote', label: msg`Ce qu’il ou elle dit du service`, type: 'multiline', required: true, maxLength: 600 },
        {
          key: 'author',
          label: msg`Nom affiché`,
          type: 'text',
          required: true,
          maxLength: 80,
          hint: msg`Avec son accord, par exemple « Claire M. ».`,
        },
        {
          key: 'role',
          label: msg`Qui c’est`,
          type: 'text',
          maxLength: 120,
          hint: msg`Par exemple « Infirmière remplaçante, Lyon ».`,
        },
      ],
    },
  },
  faq: {
    fields: [intro],
    items: {
      key: 'items',
      label: msg`Question`,
      add: msg`Ajouter une question`,
      max: 20,
      fields: [
        { key: 'question', label: msg`Question`, type: 'text', required: true, maxLength: 200 },
        { key: 'answer', label: msg`Réponse`, type: 'multiline', required: true, maxLength: 1500 },
      ],
    },
  },
  partners: {
    fields: [intro],
    items: {
      key: 'items',
      label: msg`Partenaire`,
      add: msg`Ajouter un partenaire`,
      max: 12,
      fields: [
        { key: 'name', label: msg`Nom`, type: 'text', required: true, maxLength: 100 },
        { key: 'description', label: msg`Description`, type: 'text', maxLength: 240 },
        { key: 'url', label: msg`Site (https://…)`, type: 'text', maxLength: 300 },
      ],
    },
  },
  columns: {
    help: msg`Le titre de la section n’est pas affiché : il la nomme pour les lecteurs d’écran. Chaque colonne a son propre titre.`,
    fields: [],
    items: {
      key: 'items',
      label: msg`Colonne`,
      add: msg`Ajouter une colonne`,
      max: 3,
      fields: [
        { key: 'title', label: msg`Titre de la colonne`, type: 'text', required: true, maxLength: 120 },
        {
          key: 'text',
          label: msg`Texte`,
          type: 'multiline',
          required: true,
          maxLength: 1500,
          hint: msg`Une ligne vide sépare deux paragraphes.`,
        },
      ],
    },
  },
  key_points: {
    fields: [intro, { key: 'link', label: msg`Lien sous les points`, type: 'link', hint: linkHint }],
    items: {
      key: 'items',
      label: msg`Point`,
      add: msg`Ajouter un point`,
      max: 8,
      fields: [
        { key: 'title', label: msg`Titre`, type: 'text', required: true, maxLength: 100 },
        { key: 'text', label: msg`Texte`, type: 'multiline', required: true, maxLength: 300 },
      ],
    },
  },
  call_to_action: {
    fields: [
      { key: 'lead', label: msg`Phrase d’invitation`, type: 'multiline', required: true, maxLength: 400 },
      { key: 'primary_link', label: msg`Bouton principal`, type: 'link', hint: linkHint },
      { key: 'secondary_link', label: msg`Bouton secondaire`, type: 'link', hint: linkHint },
    ],
  },
}

type Values = Record<string, unknown>

/** An empty body for a kind: one empty item where the kind has a list. */
export function emptyBody(kind: HomeSectionKind): Values {
  const spec = kindSpecs[kind]
  const body: Values = {}
  for (const field of spec.fields) body[field.key] = emptyValue(field)
  if (spec.items) body[spec.items.key] = spec.items.optional ? [] : [emptyItem(spec.items.fields)]
  return body
}

export function emptyItem(fields: FieldSpec[]): Values {
  return Object.fromEntries(fields.map((field) => [field.key, emptyValue(field)]))
}

function emptyValue(field: FieldSpec): unknown {
  if (field.type === 'link') return { label: '', href: '' }
  if (field.type === 'select') return field.options?.[0]?.value ?? ''
  return ''
}

/** Form values as stored: lines and links of the stored body turned into text fields. */
export function bodyToForm(kind: HomeSectionKind, body: unknown): Values {
  const spec = kindSpecs[kind]
  const source = (typeof body === 'object' && body !== null ? body : {}) as Values
  const read = (fields: FieldSpec[], from: Values): Values =>
    Object.fromEntries(
      fields.map((field) => {
        const value = from[field.key]
        if (field.type === 'lines') return [field.key, Array.isArray(value) ? value.join('\n') : '']
        if (field.type === 'link') {
          const link = (typeof value === 'object' && value !== null ? value : {}) as Values
          return [field.key, { label: String(link.label ?? ''), href: String(link.href ?? '') }]
        }
        return [field.key, typeof value === 'string' ? value : '']
      }),
    )
  const form = read(spec.fields, source)
  if (spec.items) {
    const items = Array.isArray(source[spec.items.key]) ? (source[spec.items.key] as Values[]) : []
    const fields = spec.items.fields
    form[spec.items.key] = items.length > 0 || spec.items.optional ? items.map((item) => read(fields, item)) : [emptyItem(fields)]
  }
  return form
}

/** The body to send: empty optional fields and empty links left out, lines split. */
export function formToBody(kind: HomeSectionKind, form: Values): Values {
  const spec = kindSpecs[kind]
  const write = (fields: FieldSpec[], from: Values): Values => {
    const out: Values = {}
    for (const field of fields) {
      const value = from[field.key]
      if (field.type === 'lines') {
        out[field.key] = String(value ?? '')
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
      } else if (field.type === 'link') {
        const link = (value ?? {}) as { label?: string; href?: string }
        if ((link.label ?? '').trim() !== '' || (link.href ?? '').trim() !== '')
          out[field.key] = { label: link.label ?? '', href: link.href ?? '' }
      } else {
        const text = String(value ?? '')
        if (field.required || text.trim() !== '') out[field.key] = text
      }
    }
    return out
  }
  const body = write(spec.fields, form)
  if (spec.items) {
    const { key, fields, optional } = spec.items
    let items = (form[key] as Values[] | undefined) ?? []
    // In an optional list, an item whose texts are all blank was added and left: not sent.
    if (optional)
      items = items.filter((item) =>
        fields.some((field) => field.type !== 'select' && String(item[field.key] ?? '').trim() !== ''),
      )
    if (!optional || items.length > 0) body[key] = items.map((item) => write(fields, item))
  }
  return body
}
