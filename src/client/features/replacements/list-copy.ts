import type { QueryClient } from '@tanstack/react-query'
import type { Replacement } from '#shared/replacements.ts'
import { applicationKeys, replacementKeys } from './query-keys.ts'

/** An offer as a list on this device last received it, and when that list was fetched. */
export interface ListCopy {
  replacement: Replacement
  savedAt: number
}

/**
 * The offers a cached answer holds, whatever list it is: a search's pages, the urgent offers, the
 * holder's offers ({ replacements }), or the nurse's applications ({ applications: [{ replacement }] }).
 */
function offersIn(data: unknown): Replacement[] {
  if (typeof data !== 'object' || data === null) return []
  const found: Replacement[] = []
  if ('pages' in data && Array.isArray(data.pages)) for (const page of data.pages) found.push(...offersIn(page))
  if ('replacements' in data && Array.isArray(data.replacements)) found.push(...(data.replacements as Replacement[]))
  if ('applications' in data && Array.isArray(data.applications))
    for (const application of data.applications as { replacement?: Replacement }[])
      if (application.replacement) found.push(application.replacement)
  return found
}

/**
 * The freshest copy of offer `id` among the lists in the query cache (restored from the device
 * after a restart), when its own page was never opened here. Its card's facts are there; what the
 * page adds is read from the offer's own answer only.
 */
export function listCopyOf(client: QueryClient, id: number): ListCopy | undefined {
  const cache = client.getQueryCache()
  const lists = [...cache.findAll({ queryKey: replacementKeys.all }), ...cache.findAll({ queryKey: applicationKeys.mine() })]
  let best: ListCopy | undefined
  for (const query of lists) {
    // The offer's own page (and its applicants) is what this stands in for.
    if (query.queryKey[1] === 'detail') continue
    const replacement = offersIn(query.state.data).find((offer) => offer.id === id)
    if (replacement && (!best || query.state.dataUpdatedAt > best.savedAt))
      best = { replacement, savedAt: query.state.dataUpdatedAt }
  }
  return best
}
