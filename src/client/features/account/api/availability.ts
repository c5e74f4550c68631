import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type { Availability, UpdateStatusInput } from '#shared/profile.ts'

export const availabilityKeys = {
  all: ['availability'] as const,
  of: (userId: number) => [...availabilityKeys.all, userId] as const,
}

/** GET /api/users/{id}/status: the user's own availability as it stands today. */
export async function fetchAvailability(userId: number): Promise<Availability> {
  const answer = await api<{ availability: Availability }>(`/users/${userId}/status`)
  return answer.availability
}

export const availabilityQuery = (userId: number) =>
  queryOptions({ queryKey: availabilityKeys.of(userId), queryFn: () => fetchAvailability(userId) })

export function useAvailability(userId: number) {
  return useQuery(availabilityQuery(userId))
}

/** PUT /api/users/{id}/update-status `{ status, until? }`: answers the availability kept. */
export function updateStatus({ userId, input }: { userId: number; input: UpdateStatusInput }) {
  return api<{ message: string; availability: Availability }>(`/users/${userId}/update-status`, {
    method: 'PUT',
    body: { ...input },
  })
}

export function useUpdateStatus() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: updateStatus,
    networkMode: 'always',
    onSuccess: (answer, { userId }) => client.setQueryData(availabilityKeys.of(userId), answer.availability),
  })
}
