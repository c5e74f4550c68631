import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useMemo } from 'react'
import { CurrentUserPortProvider as AccountPort } from '#client/features/account/current-user-port.tsx'
import { CurrentUserPortProvider as RolesPort } from '#client/features/roles/current-user-port.tsx'
import { currentUserQuery } from '#client/features/session/api/current-user.ts'
import { CurrentUserPortProvider as SettingsPort } from '#client/features/settings/current-user-port.tsx'
import type { User } from '#shared/user.ts'

/**
 * Where the account, roles and settings features meet the session (they never import each
 * other): the cached current user of GET /api/user, changed in place or asked again.
 */
export function currentUserPort(client: QueryClient) {
  return {
    update: (change: (user: User) => User) =>
      client.setQueryData<User | null>(currentUserQuery.queryKey, (user) => (user ? change(user) : user)),
    refresh: async () => {
      await client.fetchQuery({ ...currentUserQuery, staleTime: 0 }).catch(() => undefined)
    },
  }
}

/** Gives the dashboard's features the session's user. */
export function CurrentUserPorts({ children }: { children: ReactNode }) {
  const client = useQueryClient()
  const port = useMemo(() => currentUserPort(client), [client])
  return (
    <AccountPort value={port}>
      <RolesPort value={port}>
        <SettingsPort value={port}>{children}</SettingsPort>
      </RolesPort>
    </AccountPort>
  )
}
