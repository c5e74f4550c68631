import { api } from '#client/lib/api-client.ts'

/** POST /api/logout: revokes the session server-side (204, even without one). */
export function logoutRequest(): Promise<void> {
  return api<void>('/logout', { method: 'POST' })
}
