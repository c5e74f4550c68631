import type { ReplacementSearchInput } from '#shared/replacements.ts'

/**
 * Every query and mutation key of the marketplace, in one factory (TanStack Query's key
 * factories): an invalidation after an apply or an accept names a branch, never a guessed array.
 * The nurse side (search, detail, applied, urgent) and the holder side (me, applicants,
 * responses) share it; add keys, never rename them (persisted caches and paused mutations carry
 * them across reloads).
 */
export const replacementKeys = {
  all: ['replacements'] as const,
  /** Every search (list and map), whatever the filters. */
  searches: () => [...replacementKeys.all, 'search'] as const,
  search: (filters: ReplacementSearchInput) => [...replacementKeys.searches(), filters] as const,
  /** Urgent and immediate offers in the nurse's zone (/urgent). */
  urgent: (filters: ReplacementSearchInput) => [...replacementKeys.all, 'urgent', filters] as const,
  details: () => [...replacementKeys.all, 'detail'] as const,
  detail: (id: number) => [...replacementKeys.details(), id] as const,
  /** The author's own offers (GET /api/replacements/me). */
  mine: () => [...replacementKeys.all, 'me'] as const,
  /** An offer's applicants, for its author (GET /api/replacements/{id}/applications). */
  applicants: (id: number) => [...replacementKeys.detail(id), 'applications'] as const,
  /** Where the immediate flow's holder stands (GET /api/replacements/immediate/confirmation). */
  immediateConfirmation: () => [...replacementKeys.all, 'immediate-confirmation'] as const,
}

export const applicationKeys = {
  all: ['applications'] as const,
  /** The nurse's own applications (GET /api/applications/me). */
  mine: () => [...applicationKeys.all, 'me'] as const,
  /** Applications to the author's offers (GET /api/applications/received). */
  received: () => [...applicationKeys.all, 'received'] as const,
  /** /received narrowed to one offer or status (invalidated with `received()`). */
  receivedWhere: (filters: { replacement_id?: number; status?: string }) => [...applicationKeys.received(), filters] as const,
  /** The replacement contract of an accepted application (GET /api/applications/{id}/contract). */
  contract: (id: number) => [...applicationKeys.all, 'contract', id] as const,
  /** Its signing: the exact text, the signatures and the signed PDF (GET /api/applications/{id}/contract/signing). */
  contractSigning: (id: number) => [...applicationKeys.contract(id), 'signing'] as const,
}

/** Mutations that may wait for the network: their functions are registered at start-up. */
export const replacementMutationKeys = {
  apply: ['replacements', 'apply'] as const,
  withdraw: ['applications', 'withdraw'] as const,
  /** The holder's drafts, written or changed offline (POST and PUT /api/replacements). */
  createDraft: ['replacements', 'create-draft'] as const,
  updateDraft: ['replacements', 'update-draft'] as const,
}
