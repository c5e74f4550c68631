import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type { ReplacementContract } from '#shared/replacement-contract.ts'
import { applicationKeys } from '../query-keys.ts'

/** GET /api/applications/{id}/contract: what the written contract is prepared from. */
export function fetchContract(id: number, signal?: AbortSignal): Promise<ReplacementContract> {
  return api<ReplacementContract>(`/applications/${id}/contract`, { signal })
}

export function contractQuery(id: number) {
  return queryOptions({
    queryKey: applicationKeys.contract(id),
    queryFn: ({ signal }) => fetchContract(id, signal),
    // The profiles it is filled from may change (an address, an RPPS added): asked again at each
    // visit, the saved copy showing meanwhile and offline.
    refetchOnMount: 'always',
  })
}

export function useContract(id: number) {
  return useQuery({ ...contractQuery(id), enabled: id > 0 })
}
