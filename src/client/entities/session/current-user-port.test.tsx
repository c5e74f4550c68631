import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setBrowserCookie } from '#client/lib/cookies.ts'
import { SESSION_HINT_COOKIE } from '#shared/session-hint.ts'
import { makeUser } from '#tests/unit/support/users.ts'
import { currentUserQuery } from './api/current-user.ts'
import { type CurrentUserPort, CurrentUserPortProvider, useCurrentUserPort } from './current-user-port.tsx'

const claire = makeUser()

function portIn(client: QueryClient, provided?: CurrentUserPort) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      {provided ? <CurrentUserPortProvider value={provided}>{children}</CurrentUserPortProvider> : children}
    </QueryClientProvider>
  )
  return renderHook(() => useCurrentUserPort(), { wrapper }).result.current
}

afterEach(() => {
  vi.unstubAllGlobals()
  setBrowserCookie(SESSION_HINT_COOKIE, '', { maxAgeSeconds: 0 })
})

describe('the current-user port', () => {
  it('changes the cached user in place, without a provider above the feature', () => {
    const client = new QueryClient()
    client.setQueryData(currentUserQuery.queryKey, claire)
    portIn(client).update((user) => ({ ...user, first_name: 'Claude' }))
    expect(client.getQueryData(currentUserQuery.queryKey)?.first_name).toBe('Claude')
  })

  it('leaves nobody signed in as nobody', () => {
    const client = new QueryClient()
    client.setQueryData(currentUserQuery.queryKey, null)
    portIn(client).update((user) => ({ ...user, first_name: 'Claude' }))
    expect(client.getQueryData(currentUserQuery.queryKey)).toBeNull()
  })

  it('asks GET /api/user again on refresh, and keeps the cached user when that fails', async () => {
    setBrowserCookie(SESSION_HINT_COOKIE, '1', { maxAgeSeconds: 3600 })
    const client = new QueryClient()
    client.setQueryData(currentUserQuery.queryKey, claire)
    const answers = [
      new Response(JSON.stringify({ ...claire, first_name: 'Claude' }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    ]
    // The second answer never comes: the network is gone.
    const fetch = vi.fn(async () => answers.shift() ?? Promise.reject(new TypeError('Failed to fetch')))
    vi.stubGlobal('fetch', fetch)
    const port = portIn(client)
    await port.refresh()
    expect(client.getQueryData(currentUserQuery.queryKey)?.first_name).toBe('Claude')
    await port.refresh()
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(client.getQueryData(currentUserQuery.queryKey)?.first_name).toBe('Claude')
  })

  it('gives the provided port instead, so that a test records what a feature asks', () => {
    const provided = { update: vi.fn(), refresh: vi.fn(async () => {}) }
    expect(portIn(new QueryClient(), provided)).toBe(provided)
  })
})
