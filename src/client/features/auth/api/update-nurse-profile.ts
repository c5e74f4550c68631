import { useMutation } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type { NurseProfileInput, OwnNurse } from '#shared/nurse.ts'

export interface NurseProfileVariables {
  nurseId: number
  input: NurseProfileInput
}

/** PUT /api/nurses/{id}: the owner completes the professional profile (RPPS, zone, care types…). */
export function updateNurseProfile({ nurseId, input }: NurseProfileVariables): Promise<{ message: string; nurse: OwnNurse }> {
  return api<{ message: string; nurse: OwnNurse }>(`/nurses/${nurseId}`, { method: 'PUT', body: { ...input } })
}

export function useUpdateNurseProfile() {
  return useMutation({ mutationFn: updateNurseProfile, networkMode: 'always', retry: 0 })
}
