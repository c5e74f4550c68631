// Test helpers for the auth feature's components (imported by *.test.tsx only).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import { renderUi } from '#client/ui/test-utils.tsx'

export interface Sent {
  url: string
  method: string
  body: unknown
}

/** Stubs fetch: the CSRF cookie call answers 204, the others take `answers` in order. */
export function stubApi(answers: { status: number; body?: unknown }[]) {
  const sent: Sent[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input)
      if (url.includes('/sanctum/csrf-cookie')) return new Response(null, { status: 204 })
      sent.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : null })
      const answer = answers.shift() ?? { status: 500, body: { message: 'No answer prepared' } }
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      })
    }),
  )
  return sent
}

/** Renders a screen in a memory router (other paths render their name) with a fresh query client. */
export function renderWithRouter(
  element: ReactElement,
  { path = '/', initial = path }: { path?: string; initial?: string } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>other page</p> },
    ],
    { initialEntries: [initial] },
  )
  renderUi(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { router, client }
}
