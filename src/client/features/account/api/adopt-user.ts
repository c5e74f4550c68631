import { useCallback } from 'react'
import { type CurrentUserPort, useCurrentUserPort } from '#client/entities/session/current-user-port.tsx'
import { userSchema } from '#shared/user.ts'

/**
 * After a change: the user the answer carries (the profile calls return it, as GET /api/user
 * would), or a fresh GET /api/user when it carries none or an unexpected one.
 */
export async function adoptUserFromAnswer(port: CurrentUserPort, answer: unknown): Promise<void> {
  const carried = answer && typeof answer === 'object' && 'user' in answer ? userSchema.safeParse(answer.user) : null
  if (carried?.success) port.update(() => carried.data)
  else await port.refresh()
}

export function useAdoptUserFromAnswer(): (answer: unknown) => Promise<void> {
  const port = useCurrentUserPort()
  return useCallback((answer: unknown) => adoptUserFromAnswer(port, answer), [port])
}

export function useRefreshCurrentUser(): () => Promise<void> {
  return useCurrentUserPort().refresh
}
