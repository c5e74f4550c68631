import { z } from 'zod'
import { isSafeHomeHref } from './home-sections-html.ts'
import { idNumber } from './integers.ts'

/**
 * The sections of the public home page that admins manage (Home management). Each kind has a
 * body of its own shape; texts are plain (the renderer escapes them, no HTML is accepted). The
 * page's original content is sections too (seeded by a migration, home-sections-built-in.ts):
 * publishing one more adds it to the page, it does not replace the page.
 */
export const homeSectionKinds = [
  'hero',
  'how_it_works',
  'audiences',
  'testimonials',
  'faq',
  'partners',
  'columns',
  'key_points',
  'call_to_action',
] as const
export type HomeSectionKind = (typeof homeSectionKinds)[number]

const text = (max: number, tooLong = 'home_section.text_too_long') =>
  z.string('validation.required').trim().min(1, 'validation.required').max(max, tooLong)

const optionalText = (max: number) =>
  z
    .string('validation.invalid')
    .trim()
    .max(max, 'home_section.text_too_long')
    .transform((value) => (value === '' ? undefined : value))
    .optional()

/**
 * Where a button or link leads: a page of this site ("/register") or an https address. Anything
 * else (javascript:, http:, protocol-relative "//host") is refused.
 */
export const homeLinkHref = z
  .string('validation.required')
  .trim()
  .max(300, 'home_section.link_invalid')
  .refine((value) => isSafeHomeHref(value), 'home_section.link_invalid')

const link = z.object({ label: text(60), href: homeLinkHref })

const list = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item, 'validation.invalid').min(1, 'home_section.items_required').max(max, 'home_section.too_many_items')

/** The pictograms a hero's highlights may show (drawn by the renderer, home-sections-html.ts). */
export const homeIcons = ['map_pin', 'bell', 'wifi_off', 'calendar', 'clock', 'shield', 'users', 'check'] as const
export type HomeIcon = (typeof homeIcons)[number]

export const heroBodySchema = z.object({
  lead: text(400),
  primary_link: link.optional(),
  secondary_link: link.optional(),
  /** Beside the headline on wide screens: a few points in brief, each with a pictogram. */
  highlights: z
    .array(
      z.object({ icon: z.enum(homeIcons, 'home_section.icon_invalid'), title: text(80), text: text(200) }),
      'validation.invalid',
    )
    .max(4, 'home_section.too_many_items')
    .optional(),
})

export const howItWorksBodySchema = z.object({
  intro: optionalText(400),
  steps: list(z.object({ title: text(100), text: text(400) }), 6),
})

export const audiencesBodySchema = z.object({
  intro: optionalText(400),
  items: list(
    z.object({
      /** Who it is for: "Remplaçant·e", "Titulaire", "Patient ou proche". */
      audience: text(60),
      title: text(120),
      points: list(text(240), 6),
      link: link.optional(),
    }),
    4,
  ),
})

/** About the service, never about a nurse's care (advertising rules for nurses: no reviews). */
export const testimonialsBodySchema = z.object({
  intro: optionalText(400),
  items: list(z.object({ quote: text(600), author: text(80), role: optionalText(120) }), 6),
})

export const faqBodySchema = z.object({
  intro: optionalText(400),
  items: list(z.object({ question: text(200), answer: text(1500) }), 20),
})

export const partnersBodySchema = z.object({
  intro: optionalText(400),
  items: list(
    z.object({
      name: text(100),
      description: optionalText(240),
      url: homeLinkHref.refine((value) => value.startsWith('https://'), 'home_section.partner_url_invalid').optional(),
    }),
    12,
  ),
})

/** Two or three columns of text side by side, each under its own heading (the section's title names it for screen readers). */
export const columnsBodySchema = z.object({
  items: list(z.object({ title: text(120), text: text(1500) }), 3),
})

/** Short points in a row of boxes, each a bold title and a sentence, and an optional link below. */
export const keyPointsBodySchema = z.object({
  intro: optionalText(400),
  items: list(z.object({ title: text(100), text: text(300) }), 8),
  link: link.optional(),
})

/** A closing invitation: a sentence and up to two buttons, centred. */
export const callToActionBodySchema = z.object({
  lead: text(400),
  primary_link: link.optional(),
  secondary_link: link.optional(),
})

export const homeSectionBodySchemas = {
  hero: heroBodySchema,
  how_it_works: howItWorksBodySchema,
  audiences: audiencesBodySchema,
  testimonials: testimonialsBodySchema,
  faq: faqBodySchema,
  partners: partnersBodySchema,
  columns: columnsBodySchema,
  key_points: keyPointsBodySchema,
  call_to_action: callToActionBodySchema,
} as const

export type HomeSectionBody<K extends HomeSectionKind = HomeSectionKind> = z.output<(typeof homeSectionBodySchemas)[K]>

const titleField = text(120, 'home_section.title_too_long')
const publishedField = z.boolean('validation.invalid').optional()

/** POST /api/admin/home-sections and PUT /api/admin/home-sections/{id} (the kind never changes). */
export const homeSectionInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('hero'), title: titleField, body: heroBodySchema, published: publishedField }),
    z.object({ kind: z.literal('how_it_works'), title: titleField, body: howItWorksBodySchema, published: publishedField }),
    z.object({ kind: z.literal('audiences'), title: titleField, body: audiencesBodySchema, published: publishedField }),
    z.object({ kind: z.literal('testimonials'), title: titleField, body: testimonialsBodySchema, published: publishedField }),
    z.object({ kind: z.literal('faq'), title: titleField, body: faqBodySchema, published: publishedField }),
    z.object({ kind: z.literal('partners'), title: titleField, body: partnersBodySchema, published: publishedField }),
    z.object({ kind: z.literal('columns'), title: titleField, body: columnsBodySchema, published: publishedField }),
    z.object({ kind: z.literal('key_points'), title: titleField, body: keyPointsBodySchema, published: publishedField }),
    z.object({ kind: z.literal('call_to_action'), title: titleField, body: callToActionBodySchema, published: publishedField }),
  ],
  'home_section.kind_invalid',
)
export type HomeSectionInput = z.input<typeof homeSectionInputSchema>
export type HomeSectionValues = z.output<typeof homeSectionInputSchema>

/** PUT /api/admin/home-sections/{id}/published. */
export const homeSectionPublishedSchema = z.object({ published: z.boolean('validation.invalid') })

/** PUT /api/admin/home-sections/order: every section's id, in the new order. */
export const homeSectionOrderSchema = z.object({
  ids: z
    .array(idNumber('validation.invalid'), 'validation.invalid')
    .max(200, 'validation.invalid')
    .refine((ids) => new Set(ids).size === ids.length, 'home_section.order_invalid'),
})

/** What the public home page needs of a published section (GET /api/home-sections). */
export type PublicHomeSection = {
  [K in HomeSectionKind]: { id: number; kind: K; title: string; body: HomeSectionBody<K> }
}[HomeSectionKind]

const publicSectionSchema = z.discriminatedUnion('kind', [
  z.object({ id: z.number().int(), kind: z.literal('hero'), title: z.string(), body: heroBodySchema }),
  z.object({ id: z.number().int(), kind: z.literal('how_it_works'), title: z.string(), body: howItWorksBodySchema }),
  z.object({ id: z.number().int(), kind: z.literal('audiences'), title: z.string(), body: audiencesBodySchema }),
  z.object({ id: z.number().int(), kind: z.literal('testimonials'), title: z.string(), body: testimonialsBodySchema }),
  z.object({ id: z.number().int(), kind: z.literal('faq'), title: z.string(), body: faqBodySchema }),
  z.object({ id: z.number().int(), kind: z.literal('partners'), title: z.string(), body: partnersBodySchema }),
  z.object({ id: z.number().int(), kind: z.literal('columns'), title: z.string(), body: columnsBodySchema }),
  z.object({ id: z.number().int(), kind: z.literal('key_points'), title: z.string(), body: keyPointsBodySchema }),
  z.object({ id: z.number().int(), kind: z.literal('call_to_action'), title: z.string(), body: callToActionBodySchema }),
])
export const publicHomeSectionsSchema = z.object({ sections: z.array(publicSectionSchema) })
export type PublicHomeSections = z.infer<typeof publicHomeSectionsSchema>

/** The admin's view of a section. */
export const adminHomeSectionSchema = z.intersection(
  publicSectionSchema,
  z.object({ position: z.number().int(), published: z.boolean(), created_at: z.string(), updated_at: z.string() }),
)
export type AdminHomeSection = z.infer<typeof adminHomeSectionSchema>
export const adminHomeSectionListSchema = z.object({ sections: z.array(adminHomeSectionSchema), count: z.number().int() })
export type AdminHomeSectionList = z.infer<typeof adminHomeSectionListSchema>
