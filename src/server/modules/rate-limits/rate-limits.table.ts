import type { Generated } from 'kysely'

export interface RateLimitsTable {
  /** sha256 of `<limit name>:<subject>`: no IP address or email is stored in clear. */
  key: string
  hits: number
  reset_at: Date
  created_at: Generated<Date>
}
