// Renders a screen on its own, outside the dashboard: in a memory router with a fresh query client.
import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { renderUi } from '#client/ui/test-utils.tsx'
import { newQueryClient } from './dashboard-harness.tsx'

/** Renders `element` at `path` (other paths render "other page"), starting at `initial`. */
export function renderWithRouter(
  element: ReactElement,
  { path = '/', initial = path }: { path?: string; initial?: string } = {},
) {
  const client = newQueryClient()
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
