import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, isApiError } from '#client/lib/api-client.ts'
import { toast } from '#client/ui/toaster.ts'
import type { PartnerResponse } from '#shared/partner-listings.ts'
import { partnerListingKeys, partnerResponseKeys } from './query-keys.ts'

/** GET /api/partner-responses/received and /sent; the author's decision on a response. */

export interface PartnerResponsePage {
  partner_responses: PartnerResponse[]
  count: number
}

// One page large enough for anyone's responses: the lists are not feeds.
const PER_PAGE = 50

export function responsesQuery(side: 'received' | 'sent') {
  return queryOptions({
    queryKey: side === 'received' ? partnerResponseKeys.received() : partnerResponseKeys.sent(),
    queryFn: ({ signal }) => api<PartnerResponsePage>(`/partner-responses/${side}`, { query: { perPage: PER_PAGE }, signal }),
    // Responses arrive and change state at any time: asked again at each visit.
    refetchOnMount: 'always',
  })
}

export function useResponses(side: 'received' | 'sent') {
  return useQuery(responsesQuery(side))
}

export type ResponseDecision = 'discussing' | 'retained' | 'declined'

/** POST /api/partner-responses/{id}/status: the listing's author says where a response stands. */
export function useDecideResponse() {
  const client = useQueryClient()
  return useMutation<{ message: string }, Error, { responseId: number; status: ResponseDecision }>({
    mutationFn: ({ responseId, status }) =>
      api<{ message: string }>(`/partner-responses/${responseId}/status`, { method: 'POST', body: { status } }),
    networkMode: 'always',
    onSuccess: (answer, { responseId, status }) => {
      client.setQueryData<PartnerResponsePage>(partnerResponseKeys.received(), (page) =>
        page
          ? {
              ...page,
              partner_responses: page.partner_responses.map((row) => (row.id === responseId ? { ...row, status } : row)),
            }
          : page,
      )
      toast.success(answer.message)
    },
    onError: (error) =>
      toast.destructive(
        isApiError(error) && error.status > 0 ? error.body.message : i18n._(msg`L’état n’a pas pu être enregistré.`),
      ),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: partnerResponseKeys.received() })
      void client.invalidateQueries({ queryKey: partnerListingKeys.details() })
    },
  })
}
