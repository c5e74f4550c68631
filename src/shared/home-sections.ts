import { z } from 'zod'
import { isSafeHomeHref } from './home-sections-html.ts'
import { idNumber } from './integers.ts'

/**
 * The sections of the public home page that admins manage (issue 5, "Home management"). Each kind
 * has a body of its own shape; texts are plain (the renderer escapes them, no HTML is accepted).
 * While no section is published, the home page shows its built-in content.
 */
export const homeSectionKinds = ['hero', 'how_it_works', 'audiences', 'testimonials', 'faq', 'partners'] as const
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

export const heroBodySchema = z.object({
  lead: text(400),
  primary_link: link.optional(),
  secondary_link: link.optional(),
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

export const homeSectionBodySchemas = {
  hero: heroBodySchema,
  how_it_works: howItWorksBodySchema,
  audiences: audiencesBodySchema,
  testimonials: testimonialsBodySchema,
  faq: faqBodySchema,
  partners: partnersBodySchema,
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
export type PublicHomeSection = { [K in HomeSectionKind]: { id: number; kind: K; title: string; body: HomeSectionBody<K> } }[HomeSectionKind]

const publicSectionSchema = z.discriminatedUnion('kind', [
  z.object({ id: z.number().int(), kind: z.literal('hero'), title: z.string(), body: heroBodySchema }),
  z.object({ id: z.number().int(), kind: z.literal('how_it_works'), title: z.string(), body: howItWorksBodySchema }),
  z.object({ id: z.number().int(), kind: z.literal('audiences'), title: z.string(), body: audiencesBodySchema }),
  z.object({ id: z.number().int(), kind: z.literal('testimonials'), title: z.string(), body: testimonialsBodySchema }),
  z.object({ id: z.number().int(), kind: z.literal('faq'), title: z.string(), body: faqBodySchema }),
  z.object({ id: z.number().int(), kind: z.literal('partners'), title: z.string(), body: partnersBodySchema }),
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
