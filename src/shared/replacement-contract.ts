import type { ComplianceWarning, ReplacementCommune, Shift } from './replacements.ts'

/**
 * GET /api/applications/{id}/contract: what the written replacement contract is prepared from
 * (docs/product.md#contract): the offer, the days accepted and the two profiles. The holder and the
 * accepted nurse read it; the text of the contract itself is the client's (Lingui), in the
 * reader's language.
 */

/** A written contract is required beyond 24 hours, i.e. from two days of replacement. */
export const CONTRACT_REQUIRED_FROM_DAYS = 2

export interface ContractParty {
  /** The user's id. */
  id: number
  first_name: string | null
  last_name: string | null
  email: string
  phone: string | null
  street: string | null
  postal_code: string | null
  commune_name: string | null
  /** 11 digits; null when the nurse has not given it yet (the contract leaves a blank). */
  rpps: string | null
}

export interface ContractNurse extends ContractParty {
  replacement_authorisation_expires_on: string | null
}

export interface ReplacementContract {
  application_id: number
  replacement_id: number
  holder: ContractParty
  nurse: ContractNurse
  /** Where the patients are: the offer's commune. */
  commune: ReplacementCommune
  /** The days accepted for this nurse, sorted, and the same as runs of consecutive days. */
  days: string[]
  periods: { start: string; end: string }[]
  shifts: Shift[]
  care_types: { slug: string; name: string }[]
  patients_per_day: number | null
  retrocession_percent: number
  housing_offered: boolean
  vehicle_required: boolean
  software: string | null
  accepted_at: string
  /** More than 24 hours of replacement: the written contract is compulsory. */
  written_contract_required: boolean
  /** Every day this nurse replaced (or will replace) this holder, these included (R4312-87). */
  days_replaced_for_holder: number
  warnings: ComplianceWarning[]
}
