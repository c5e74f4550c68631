/**
 * The visitor's choice about trackers (CNIL guidelines): nothing is allowed until they choose,
 * a choice (acceptance or refusal alike) is kept six months and then asked again.
 */
export const consentPurposes = ['analytics', 'social'] as const
export type ConsentPurpose = (typeof consentPurposes)[number]
export type ConsentChoices = Record<ConsentPurpose, boolean>

export const consentLifetimeMonths = 6

export interface ConsentRecord {
  version: 1
  /** ISO 8601 date of the choice. */
  decidedAt: string
  choices: ConsentChoices
}

// Checked by hand rather than with Zod: this runs at start-up on every public page.
function isConsentRecord(value: unknown): value is ConsentRecord {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  const choices = record.choices as Record<string, unknown> | null | undefined
  return (
    record.version === 1 &&
    typeof record.decidedAt === 'string' &&
    !Number.isNaN(Date.parse(record.decidedAt)) &&
    typeof choices === 'object' &&
    choices !== null &&
    consentPurposes.every((purpose) => typeof choices[purpose] === 'boolean')
  )
}

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
  if (!isConsentRecord(json)) return null
  const decidedAt = new Date(json.decidedAt)
  if (decidedAt.getTime() > now.getTime() || now.getTime() >= consentExpiry(decidedAt).getTime()) return null
  return { version: 1, decidedAt: json.decidedAt, choices: { analytics: json.choices.analytics, social: json.choices.social } }
}
