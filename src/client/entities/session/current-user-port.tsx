import { createContext, useContext } from 'react'
import type { User } from '#shared/user.ts'

/**
 * The signed-in user's cached copy, as this feature needs it after a change. Features never
 * import each other (STYLE.md): the screen that composes this feature provides the session's
 * implementation (routes/dashboard/components/current-user-port.ts); tests provide their own.
 */
export interface CurrentUserPort {
  /** Changes the cached user in place (no request). */
  update: (change: (user: User) => User) => void
  /** Asks GET /api/user again; a failure keeps the cached user. */
  refresh: () => Promise<void>
}

const PortContext = createContext<CurrentUserPort | null>(null)

export const CurrentUserPortProvider = PortContext.Provider

export function useCurrentUserPort(): CurrentUserPort {
  const port = useContext(PortContext)
  if (!port) throw new Error('This component needs a CurrentUserPortProvider above it.')
  return port
}
