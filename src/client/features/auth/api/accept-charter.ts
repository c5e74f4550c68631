import { useMutation } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'

export interface CharterAccepted {
  message: string
  charter_accepted_at: string
  charter_version: string
}

/** PUT /api/user/charter `{ version }`: the member accepts this version of the charter (date kept). */
export function acceptCharter(version: string): Promise<CharterAccepted> {
  return api<CharterAccepted>('/user/charter', { method: 'PUT', body: { version } })
}

export function useAcceptCharter() {
  return useMutation({ mutationFn: acceptCharter, networkMode: 'always', retry: 0 })
}
