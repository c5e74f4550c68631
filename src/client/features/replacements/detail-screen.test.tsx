import { QueryClientProvider } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { axeViolations, renderUi } from '#client/ui/test-utils.tsx'
import type { ReplacementList } from '#shared/replacements.ts'
import { newQueryClient, type SentRequest, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { resetAfterEachTest, setNetwork } from '#tests/unit/support/network.ts'
import { asPublished, makeOffer } from '#tests/unit/support/replacement-fixtures.ts'
import { DetailScreen } from './detail-screen.tsx'
import { replacementKeys } from './query-keys.ts'

resetAfterEachTest()

const offer = makeOffer({ ...asPublished, id: 7, description: 'Tournée en ville, patients fidèles.', software: 'Vega' })

/** A device whose search list (restored from its cache) holds offer 7, whose own page it never opened. */
function deviceWithSearchList() {
  const client = newQueryClient()
  const search = { commune: '35288', radius_km: 30, sort: 'distance' as const }
  const page: ReplacementList = { replacements: [makeOffer({ ...asPublished, id: 3 }), offer], count: 2 }
  client.setQueryData(
    replacementKeys.search(search),
    { pages: [page], pageParams: [1] },
    { updatedAt: Date.parse('2026-11-21T08:00:00Z') },
  )
  return client
}

function renderDetail(client = deviceWithSearchList()) {
  const router = createMemoryRouter([{ path: '*', element: <DetailScreen id={7} viewerId={51} /> }], {
    initialEntries: ['/dashboard/replacements/detail/7'],
  })
  renderUi(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

describe('DetailScreen, for an offer never opened on this device', () => {
  it('offline, shows the facts its list card holds and says the rest waits for the network', async () => {
    const sent = stubApi()
    setNetwork(false)
    renderDetail()
    expect(await screen.findByRole('heading', { level: 1, name: 'Remplacement à Saint-Malo' })).toBeTruthy()
    expect(screen.getByText('85 % reversés au remplaçant')).toBeTruthy()
    expect(screen.getByText('Matin, Soir')).toBeTruthy()
    expect(screen.getByText(/^1er–14 mars 2027/)).toBeTruthy()
    const note = screen.getByRole('region', { name: 'Offre non enregistrée sur cet appareil' })
    expect(within(note).getByText(/ne sont pas disponibles hors ligne/)).toBeTruthy()
    expect(screen.getByText(/^Hors ligne — données du 21 novembre 2026/)).toBeTruthy()
    // What only the offer's own answer says is not shown from the list's copy.
    expect(screen.queryByText('Tournée en ville, patients fidèles.')).toBeNull()
    expect(screen.queryByText('Vega')).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Publiée par' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Postuler' })).toBeNull()
    expect(sent.filter((request: SentRequest) => request.path === '/api/replacements/7')).toEqual([])
    expect(await axeViolations()).toEqual([])
  })

  it('online, shows the same facts at once and the whole offer when it arrives', async () => {
    stubApi((request: SentRequest) =>
      request.path === '/api/replacements/7'
        ? { status: 200, body: offer }
        : request.path.startsWith('/api/care-types')
          ? { status: 200, body: { care_types: [] } }
          : undefined,
    )
    renderDetail()
    expect(screen.getByRole('heading', { level: 1, name: 'Remplacement à Saint-Malo' })).toBeTruthy()
    expect(screen.getByText('Chargement du reste de l’offre…')).toBeTruthy()
    expect(await screen.findByText('Tournée en ville, patients fidèles.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Postuler' })).toBeTruthy()
    expect(screen.queryByText('Chargement du reste de l’offre…')).toBeNull()
  })
})
