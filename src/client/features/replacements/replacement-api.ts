import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type { ApplicationList, Replacement, ReplacementList, ReplacementSearchInput } from '#shared/replacements.ts'
import { listCopyOf } from './list-copy.ts'
import { applicationKeys, replacementKeys } from './query-keys.ts'

/**
 * The nurse side's reads: GET /api/replacements (search), GET /api/replacements/{id},
 * GET /api/applications/me. Types only from the shared contract (no Zod here: these modules load
 * with the screens, and the schemas stay out of the first load).
 */

type QueryValue = string | number | boolean | undefined

/** The search filters as the API reads them: lists comma-separated, empty values left out. */
export function searchQuery(filters: ReplacementSearchInput): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {}
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) {
      if (value.length > 0) query[name] = value.join(',')
    } else query[name] = value as QueryValue
  }
  return query
}

export function searchReplacements(filters: ReplacementSearchInput, signal?: AbortSignal): Promise<ReplacementList> {
  return api<ReplacementList>('/replacements', { query: searchQuery(filters), signal })
}

export function fetchReplacement(id: number, signal?: AbortSignal): Promise<Replacement> {
  return api<Replacement>(`/replacements/${id}`, { signal })
}

export function fetchMyApplications(signal?: AbortSignal): Promise<ApplicationList> {
  // One page large enough for anyone's applications in progress; the list is not a feed.
  return api<ApplicationList>('/applications/me', { query: { perPage: 50 }, signal })
}

/** Pages of results, "Voir plus" asking the next one while the count says there are more. */
export function replacementSearchQuery(filters: Omit<ReplacementSearchInput, 'page'>) {
  return infiniteQueryOptions({
    queryKey: replacementKeys.search(filters),
    queryFn: ({ pageParam, signal }) => searchReplacements({ ...filters, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((sum, page) => sum + page.replacements.length, 0)
      return shown < last.count && last.replacements.length > 0 ? pages.length + 1 : undefined
    },
  })
}

export function useReplacementSearch(filters: Omit<ReplacementSearchInput, 'page'>, enabled = true) {
  // The previous results stay on screen while new filters load (and offline, the last ones).
  return useInfiniteQuery({ ...replacementSearchQuery(filters), enabled, placeholderData: keepPreviousData })
}

export function replacementQuery(id: number) {
  return queryOptions({
    queryKey: replacementKeys.detail(id),
    queryFn: ({ signal }) => fetchReplacement(id, signal),
    // Its state decides what the viewer may do (apply, withdraw…): asked again at each visit,
    // the saved copy showing meanwhile — a cache restored after a reload may predate the last
    // change (the persister writes at most once a second).
    refetchOnMount: 'always',
  })
}

export function useReplacement(id: number) {
  return useQuery(replacementQuery(id))
}

/**
 * The offer for its page: until its own answer arrives (or offline, when it never did), the copy a
 * list on this device holds stands in, as placeholder data — `isPlaceholderData` says the page
 * shows a partial offer. Never cached as the offer's own answer, never edited from.
 */
export function useReplacementOrListCopy(id: number) {
  const client = useQueryClient()
  return useQuery({ ...replacementQuery(id), placeholderData: () => listCopyOf(client, id)?.replacement })
}

export const myApplicationsQuery = queryOptions({
  queryKey: applicationKeys.mine(),
  queryFn: ({ signal }) => fetchMyApplications(signal),
  // Where each application stands: asked again at each visit (see replacementQuery).
  refetchOnMount: 'always',
})

export function useMyApplications() {
  return useQuery(myApplicationsQuery)
}

/** Urgent and immediate offers around the nurse's zone, newest first (/urgent). */
export function urgentReplacementsQuery(filters: ReplacementSearchInput) {
  return queryOptions({
    queryKey: replacementKeys.urgent(filters),
    queryFn: async ({ signal }) => {
      const list = await searchReplacements(filters, signal)
      // Newest first whatever the server's order for this sort: the list is one page.
      const newest = [...list.replacements].sort((a, b) => (b.published_at ?? '').localeCompare(a.published_at ?? ''))
      return { ...list, replacements: newest }
    },
    // Answer windows are short: asked again at each visit (see replacementQuery).
    refetchOnMount: 'always',
  })
}

export function useUrgentReplacements(filters: ReplacementSearchInput, enabled = true) {
  return useQuery({ ...urgentReplacementsQuery(filters), enabled })
}
