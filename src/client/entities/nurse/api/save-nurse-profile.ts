import { useMutation } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type { NurseProfileInput, OwnNurse } from '#shared/nurse.ts'

export interface NurseProfileVariables {
  nurseId: number
  input: NurseProfileInput
}

export interface NurseSaved {
  message: string
  nurse: OwnNurse
}

/** PUT /api/nurses/{id}: the owner's professional profile (RPPS, diploma, care types, zone…). */
export function saveNurseProfile({ nurseId, input }: NurseProfileVariables): Promise<NurseSaved> {
  return api<NurseSaved>(`/nurses/${nurseId}`, { method: 'PUT', body: { ...input } })
}

/**
 * Saves the profile, never queued offline (the form says so at once). `afterSave` is awaited
 * before the caller's own `mutate` callbacks run: the answer carries the nurse, not the user, so a
 * screen that shows the user asks for it again there.
 */
export function useSaveNurseProfile({ afterSave }: { afterSave?: () => Promise<unknown> } = {}) {
  return useMutation({
    mutationFn: saveNurseProfile,
    networkMode: 'always',
    retry: 0,
    onSuccess: afterSave ? () => afterSave() : undefined,
  })
}
