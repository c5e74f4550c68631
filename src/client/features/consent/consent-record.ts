import { z } from 'zod'

/**
 * The visitor's choice about trackers (CNIL guidelines): nothing is allowed until they choose,
 * a choice (acceptance or refusal alike) is kept six months and then asked again.
 */
export const consentPurposes = ['analytics', 'social'] as const
export type ConsentPurpose = (typeof consentPurposes)[number]
export type ConsentChoices = Record<ConsentPurpose, boolean>

export const consentLifetimeMonths = 6

const recordSchema = z.object({
  version: z.literal(1),
  decidedAt: z.iso.datetime(),
  choices: z.object({ analytics: z.boolean(), social: z.boolean() }),
})
export type ConsentRecord = z.infer<typeof recordSchema>

export const refuseAll: ConsentChoices = { analytics: false, social: false }
export const acceptAll: ConsentChoices = { analytics: true, social: true }

export function createConsentRecord(choices: ConsentChoices, now: Date): ConsentRecord {
  return { version: 1, decidedAt: now.toISOString(), choices: { ...choices } }
}

/** The moment a choice stops counting: the same day six calendar months later. */
export function consentExpiry(decidedAt: Date): Date {
  const expiry = new Date(decidedAt)
  const day = expiry.getUTCDate()
  expiry.setUTCMonth(expiry.getUTCMonth() + consentLifetimeMonths, 1)
  // 31 August + 6 months is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(expiry.getUTCFullYear(), expiry.getUTCMonth() + 1, 0)).getUTCDate()
  expiry.setUTCDate(Math.min(day, lastDay))
  return expiry
}

/** The stored record if it is well formed and still valid; otherwise null (ask again). */
export function parseConsentRecord(raw: string | null, now: Date): ConsentRecord | null {
  if (!raw) return null
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return null
  }
  const parsed = recordSchema.safeParse(json)
  if (!parsed.success) return null
  const decidedAt = new Date(parsed.data.decidedAt)
  if (decidedAt.getTime() > now.getTime() || now.getTime() >= consentExpiry(decidedAt).getTime()) return null
  return parsed.data
}
