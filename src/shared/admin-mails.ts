import { z } from 'zod'
import { isoDate } from './dates.ts'
import { paginationFields } from './pagination.ts'

/** The admin's Mails page: the outbox as it is, and campaigns to a segment. */

export const mailStatuses = ['queued', 'sending', 'sent', 'failed', 'captured'] as const
export type AdminMailStatus = (typeof mailStatuses)[number]

export const ADMIN_MAILS_PER_PAGE = 15

const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value)

export const mailSortFields = ['created_at', 'to', 'template', 'status'] as const
export type MailSortField = (typeof mailSortFields)[number]

/** GET /api/admin/mails?status=&template=&recipient=&from=&to=&sort=&direction=&page=&perPage= */
export const mailListQuerySchema = z
  .object({
    status: z.preprocess(emptyAsAbsent, z.enum(mailStatuses, 'mail.status_invalid').optional()),
    template: z.preprocess(
      emptyAsAbsent,
      z
        .string()
        .regex(/^[a-z0-9-]{1,60}$/, 'mail.template_invalid')
        .optional(),
    ),
    /** Part of the address, any case. */
    recipient: z.preprocess(emptyAsAbsent, z.string().trim().max(254, 'mail.recipient_invalid').optional()),
    /** Days in France, both included. */
    from: z.preprocess(emptyAsAbsent, isoDate.optional()),
    to: z.preprocess(emptyAsAbsent, isoDate.optional()),
    sort: z.preprocess(emptyAsAbsent, z.enum(mailSortFields, 'mail.sort_invalid').optional()),
    direction: z.preprocess(emptyAsAbsent, z.enum(['asc', 'desc'], 'mail.sort_invalid').optional()),
    ...paginationFields(ADMIN_MAILS_PER_PAGE),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'mail.dates_order', path: ['to'] })
export type MailListQuery = z.input<typeof mailListQuerySchema>

export const adminMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  locale: z.string(),
  status: z.enum(mailStatuses),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
})
export type AdminMail = z.infer<typeof adminMailSchema>
export const adminMailListSchema = z.object({ mails: z.array(adminMailSchema), count: z.number().int().nonnegative() })
export type AdminMailList = z.infer<typeof adminMailListSchema>

/**
 * One mail as sent: its HTML and text rendered again from the outbox row, one-time links masked
 * (the outbox forgets them once sent, and an admin must never read a live one). `html` is null
 * when the template no longer exists. `resendable`: false for mails that carried such a link.
 */
export const adminMailDetailSchema = adminMailSchema.extend({
  html: z.string().nullable(),
  text: z.string().nullable(),
  masked_links: z.boolean(),
  resendable: z.boolean(),
})
export type AdminMailDetail = z.infer<typeof adminMailDetailSchema>

export const mailTemplatesSchema = z.object({ templates: z.array(z.string()) })

// ——— Campaigns ———

export const campaignRoles = ['titulaire', 'remplacant'] as const
export const campaignValidation = ['any', 'validated', 'not_validated'] as const
export const campaignSubscription = ['any', 'subscribed', 'not_subscribed'] as const

/** A French department: 01–95, 2A, 2B, 971–976. */
export const departmentPattern = /^(0[1-9]|[1-8]\d|9[0-5]|2A|2B|97[1-6])$/

/**
 * Who a campaign goes to. Empty lists mean everyone; every recipient also has a verified, active
 * account and has chosen to get Relève's news by e-mail (product_news): the others are skipped.
 */
export const campaignSegmentSchema = z.object({
  roles: z
    .array(z.enum(campaignRoles, 'campaign.role_invalid'), 'campaign.role_invalid')
    .max(2, 'campaign.role_invalid')
    .default([]),
  departments: z
    .array(
      z.string('campaign.department_invalid').trim().toUpperCase().regex(departmentPattern, 'campaign.department_invalid'),
      'campaign.department_invalid',
    )
    .max(101, 'campaign.department_invalid')
    .default([]),
  /** The nurse profile checked by an admin, or not yet. */
  validation: z.enum(campaignValidation, 'campaign.validation_invalid').default('any'),
  /** A subscription that gives the service now, or none. */
  subscription: z.enum(campaignSubscription, 'campaign.subscription_invalid').default('any'),
})
export type CampaignSegment = z.output<typeof campaignSegmentSchema>
export type CampaignSegmentInput = z.input<typeof campaignSegmentSchema>

/** POST /api/admin/campaigns, PUT /api/admin/campaigns/{id} (drafts only). Plain text only. */
export const campaignInputSchema = z.object({
  subject: z.string('validation.required').trim().min(3, 'campaign.subject_too_short').max(150, 'campaign.subject_too_long'),
  body: z.string('validation.required').trim().min(10, 'campaign.body_too_short').max(10_000, 'campaign.body_too_long'),
  segment: campaignSegmentSchema,
})
export type CampaignInput = z.input<typeof campaignInputSchema>

export const campaignStatuses = ['draft', 'sent'] as const

export const campaignSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  body: z.string(),
  segment: campaignSegmentSchema,
  status: z.enum(campaignStatuses),
  recipients_count: z.number().int().nonnegative(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  sent_at: z.string().nullable(),
})
export type Campaign = z.infer<typeof campaignSchema>
export const campaignListSchema = z.object({ campaigns: z.array(campaignSchema), count: z.number().int().nonnegative() })
export type CampaignList = z.infer<typeof campaignListSchema>

export const campaignListQuerySchema = z.object({ ...paginationFields(ADMIN_MAILS_PER_PAGE) })

/** POST /api/admin/campaigns/audience: how many a segment reaches, and how many it skips. */
export const campaignAudienceSchema = z.object({
  recipients: z.number().int().nonnegative(),
  /** In the segment, but without product_news by e-mail. */
  skipped: z.number().int().nonnegative(),
})
export type CampaignAudience = z.infer<typeof campaignAudienceSchema>

/** POST /api/unsubscribe (no login): the token of the link in a campaign mail. */
export const unsubscribeSchema = z.object({
  token: z.string('unsubscribe.invalid').regex(/^[A-Za-z0-9_-]{43}$/, 'unsubscribe.invalid'),
})
