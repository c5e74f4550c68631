/**
 * The autorisation de remplacement is valid one year and must be renewed (docs/product.md#who-may-replace): the profile
 * warns from 60 days before it ends.
 */
export const AUTHORISATION_WARNING_DAYS = 60

export type AuthorisationState =
  | { kind: 'none' }
  | { kind: 'valid'; days: number }
  | { kind: 'expiring'; days: number }
  | { kind: 'expired'; days: number }

const dayMs = 24 * 60 * 60 * 1000

/** Whole days from today to the expiry date (YYYY-MM-DD, the last valid day), in calendar days. */
export function daysUntil(isoDate: string, today: Date): number {
  const [year, month, day] = isoDate.split('-').map(Number)
  const end = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate())
  return Math.round((end - start) / dayMs)
}

export function authorisationState(expiresOn: string | null | undefined, today: Date = new Date()): AuthorisationState {
  if (!expiresOn || !/^\d{4}-\d{2}-\d{2}$/.test(expiresOn)) return { kind: 'none' }
  const days = daysUntil(expiresOn, today)
  if (days < 0) return { kind: 'expired', days: -days }
  if (days <= AUTHORISATION_WARNING_DAYS) return { kind: 'expiring', days }
  return { kind: 'valid', days }
}
