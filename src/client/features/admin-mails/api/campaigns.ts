import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import {
  type Campaign,
  type CampaignAudience,
  type CampaignInput,
  type CampaignList,
  type CampaignSegmentInput,
  campaignAudienceSchema,
  campaignListSchema,
  campaignSchema,
} from '#shared/admin-mails.ts'

export const campaignKeys = {
  all: ['campaigns'] as const,
  list: (page: number) => ['campaigns', 'list', page] as const,
  one: (id: number) => ['campaigns', 'one', id] as const,
  audience: (segment: CampaignSegmentInput) => ['campaigns', 'audience', segment] as const,
}

export function useCampaigns(page: number) {
  return useQuery({
    queryKey: campaignKeys.list(page),
    queryFn: async (): Promise<CampaignList> =>
      campaignListSchema.parse(await api<unknown>('/admin/campaigns', { query: { page } })),
  })
}

export function useCampaign(id: number | null) {
  return useQuery({
    queryKey: campaignKeys.one(id ?? 0),
    queryFn: async (): Promise<Campaign> => campaignSchema.parse(await api<unknown>(`/admin/campaigns/${id}`)),
    enabled: id !== null,
  })
}

/** How many the segment reaches now (and skips): asked again as the segment changes. */
export function useCampaignAudience(segment: CampaignSegmentInput, enabled: boolean) {
  return useQuery({
    queryKey: campaignKeys.audience(segment),
    queryFn: async (): Promise<CampaignAudience> =>
      campaignAudienceSchema.parse(await api<unknown>('/admin/campaigns/audience', { method: 'POST', body: segment })),
    enabled,
    retry: false,
  })
}

const now = { networkMode: 'always' as const, retry: 0 }

export function useSaveCampaign(id: number | null) {
  const client = useQueryClient()
  return useMutation({
    ...now,
    mutationFn: async (input: CampaignInput): Promise<Campaign> =>
      campaignSchema.parse(
        await api<unknown>(id === null ? '/admin/campaigns' : `/admin/campaigns/${id}`, {
          method: id === null ? 'POST' : 'PUT',
          body: input,
        }),
      ),
    onSuccess: (saved) => {
      client.setQueryData(campaignKeys.one(saved.id), saved)
      return client.invalidateQueries({ queryKey: campaignKeys.all })
    },
  })
}

export function useSendCampaign() {
  const client = useQueryClient()
  return useMutation({
    ...now,
    mutationFn: async (id: number): Promise<Campaign> =>
      campaignSchema.parse(await api<unknown>(`/admin/campaigns/${id}/send`, { method: 'POST' })),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: campaignKeys.all }),
        client.invalidateQueries({ queryKey: ['admin-mails'] }),
      ]),
  })
}

export function useDeleteCampaign() {
  const client = useQueryClient()
  return useMutation({
    ...now,
    mutationFn: (id: number) => api<null>(`/admin/campaigns/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: campaignKeys.all }),
  })
}
