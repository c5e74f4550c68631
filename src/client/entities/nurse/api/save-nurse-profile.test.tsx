import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSaveNurseProfile } from './save-nurse-profile.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

function stubPut(status: number) {
  const sent: { path: string; method: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      if (url.pathname === '/sanctum/csrf-cookie') return new Response(null, { status: 204 })
      sent.push({ path: url.pathname, method: init?.method ?? 'GET', body: JSON.parse(String(init?.body ?? 'null')) })
      if (status === 0) throw new TypeError('Failed to fetch')
      const body = status === 200 ? { message: 'Profil enregistré.', nurse: { id: 9 } } : { message: 'Erreur' }
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
    }),
  )
  return sent
}

function renderSave(afterSave?: () => Promise<unknown>) {
  // Retrying is the app's default elsewhere: the hook must say no for itself.
  const client = new QueryClient({ defaultOptions: { mutations: { retry: 2, retryDelay: 0 } } })
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  return renderHook(() => useSaveNurseProfile({ afterSave }), { wrapper }).result
}

describe('useSaveNurseProfile', () => {
  it('sends PUT /api/nurses/{id} and waits for afterSave before the caller hears of it', async () => {
    const sent = stubPut(200)
    const order: string[] = []
    const result = renderSave(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10))
      order.push('afterSave')
    })
    act(() => {
      result.current.mutate(
        { nurseId: 9, input: { rpps: null, care_types: [], radius_km: 20 } as never },
        { onSuccess: (saved) => order.push(`saved: ${saved.message}`) },
      )
    })
    await waitFor(() => expect(order).toEqual(['afterSave', 'saved: Profil enregistré.']))
    expect(sent).toEqual([{ path: '/api/nurses/9', method: 'PUT', body: { rpps: null, care_types: [], radius_km: 20 } }])
  })

  it('asks once, even without network: the failure goes back to the form, not to a queue or a retry', async () => {
    const sent = stubPut(0)
    const afterSave = vi.fn(async () => {})
    const result = renderSave(afterSave)
    act(() => result.current.mutate({ nurseId: 9, input: {} as never }))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(sent).toHaveLength(1)
    expect(afterSave).not.toHaveBeenCalled()
  })
})
