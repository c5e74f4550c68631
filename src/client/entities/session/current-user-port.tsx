import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { createContext, useContext, useMemo } from 'react'
import type { User } from '#shared/user.ts'
import { currentUserQuery } from './api/current-user.ts'

/** The signed-in user's cached copy, as features need it after a change. */
export interface CurrentUserPort {
  /** Changes the cached user in place (no request). */
  update: (change: (user: User) => User) => void
  /** Asks GET /api/user again; a failure keeps the cached user. */
  refresh: () => Promise<void>
}

/** The session's port: the cached current user of GET /api/user, changed in place or asked again. */
export function currentUserPort(client: QueryClient): CurrentUserPort {
  return {
    update: (change) => client.setQueryData<User | null>(currentUserQuery.queryKey, (user) => (user ? change(user) : user)),
    refresh: async () => {
      await client.fetchQuery({ ...currentUserQuery, staleTime: 0 }).catch(() => undefined)
    },
  }
}

const PortContext = createContext<CurrentUserPort | null>(null)

/** Replaces the session's port below it: tests record what a feature asks of the session. */
export const CurrentUserPortProvider = PortContext.Provider

export function useCurrentUserPort(): CurrentUserPort {
  const provided = useContext(PortContext)
  const client = useQueryClient()
  const session = useMemo(() => currentUserPort(client), [client])
  return provided ?? session
}
