import { useMutation } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type { NurseProfileInput, OwnNurse } from '#shared/nurse.ts'
import { useRefreshCurrentUser } from './adopt-user.ts'

export interface NurseSaved {
  message: string
  nurse: OwnNurse
}

/** PUT /api/nurses/{id}: the owner's professional profile (RPPS, diploma, care types, zone…). */
export function saveNurseProfile({ nurseId, input }: { nurseId: number; input: NurseProfileInput }): Promise<NurseSaved> {
  return api<NurseSaved>(`/nurses/${nurseId}`, { method: 'PUT', body: { ...input } })
}

export function useSaveNurseProfile() {
  const refresh = useRefreshCurrentUser()
  // The answer carries the nurse, not the user: the user is asked again.
  return useMutation({ mutationFn: saveNurseProfile, networkMode: 'always', onSuccess: () => refresh() })
}
