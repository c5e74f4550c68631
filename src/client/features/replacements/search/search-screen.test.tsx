import { onlineManager, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations, renderUi } from '#client/ui/test-utils.tsx'
import type { Replacement } from '#shared/replacements.ts'
import { newQueryClient, type SentRequest, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { asPublished, makeOffer, saintMalo } from '#tests/unit/support/replacement-fixtures.ts'
import type { CommuneFieldSlot } from './search-filter-sheet.tsx'
import { SearchScreen } from './search-screen.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  onlineManager.setOnline(true)
})

const lyon = { insee: '69123', name: 'Lyon', postal_code: '69001' }

// The route brings the real commune combobox; a button stands in for it here.
const communeField: CommuneFieldSlot = ({ value, onChange }) => (
  <div>
    <p>Commune : {value ? value.name : 'toute la France'}</p>
    <button type="button" onClick={() => onChange(lyon)}>
      Choisir Lyon
    </button>
  </div>
)

function answer(offers: Replacement[]) {
  return (request: SentRequest) => {
    if (request.path.startsWith('/api/communes/35288'))
      return {
        status: 200,
        // GET /api/communes/{insee} answers { commune }.
        body: {
          commune: {
            insee: '35288',
            name: 'Saint-Malo',
            postal_codes: ['35400'],
            department: '35',
            region: '53',
            lat: 48.65,
            lng: -2,
            population: 46000,
          },
        },
      }
    if (request.path.startsWith('/api/care-types')) return { status: 200, body: { care_types: [] } }
    if (request.path.startsWith('/api/replacements?'))
      return { status: 200, body: { replacements: offers, count: offers.length } }
    return { status: 404, body: { message: 'Not found' } }
  }
}

const searches = (sent: SentRequest[]) =>
  sent
    .filter((r) => r.path.startsWith('/api/replacements?'))
    .map((r) => Object.fromEntries(new URL(r.path, 'http://x').searchParams))

function renderSearch(path: string, client = newQueryClient(), defaultRadiusKm?: number) {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/replacements',
        element: (
          <SearchScreen
            defaultCommune="35288"
            {...(defaultRadiusKm === undefined ? {} : { defaultRadiusKm })}
            mapStyleUrl={null}
            communeField={communeField}
          />
        ),
      },
    ],
    { initialEntries: [path] },
  )
  renderUi(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { router, client }
}

let onLine: ReturnType<typeof vi.spyOn> | null = null
afterEach(() => {
  onLine?.mockRestore()
  onLine = null
})

function setNetwork(online: boolean) {
  onLine ??= vi.spyOn(navigator, 'onLine', 'get')
  onLine.mockReturnValue(online)
  act(() => {
    onlineManager.setOnline(online)
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

describe('SearchScreen', { timeout: 20_000 }, () => {
  it('reads its filters from the address, centred on the nurse’s commune, and lists the offers with their distance', async () => {
    const sent = stubApi(
      answer([
        makeOffer(asPublished),
        makeOffer({ ...asPublished, id: 8, distance_km: 3.2, commune: { ...saintMalo, name: 'Dinard', insee: '35093' } }),
      ]),
    )
    renderSearch('/dashboard/replacements?shifts=soir&min_percent=80')
    expect(await screen.findByText('2 offres')).toBeTruthy()
    expect(screen.getByText('Autour de Saint-Malo (35400), 30 km')).toBeTruthy()
    expect(screen.getByText('à 3,2 km')).toBeTruthy()
    expect(searches(sent)[0]).toEqual({
      commune: '35288',
      radius_km: '30',
      shifts: 'soir',
      min_percent: '80',
      sort: 'distance',
      page: '1',
    })
    expect(screen.getByRole('button', { name: 'Filtres (2)' })).toBeTruthy()
    expect(await axeViolations()).toEqual([])
  })

  it('names a whole city alone, without one of its many postal codes', async () => {
    const lyonDetail = {
      insee: '69123',
      name: 'Lyon',
      postal_codes: ['69001', '69002', '69003', '69004', '69005', '69006', '69007', '69008', '69009'],
      department: '69',
      region: '84',
      lat: 45.75884,
      lng: 4.8361,
      population: 522_250,
    }
    stubApi((request) =>
      request.path.startsWith('/api/communes/69123') ? { status: 200, body: { commune: lyonDetail } } : answer([])(request),
    )
    renderSearch('/dashboard/replacements?commune=69123')
    expect(await screen.findByText('Autour de Lyon, 30 km')).toBeTruthy()
  })

  it('searches within the radius of the nurse’s zone when the address names none', async () => {
    const sent = stubApi(answer([makeOffer(asPublished)]))
    const { router } = renderSearch('/dashboard/replacements', newQueryClient(), 25)
    expect(await screen.findByText('Autour de Saint-Malo (35400), 25 km')).toBeTruthy()
    expect(searches(sent)[0]).toMatchObject({ commune: '35288', radius_km: '25' })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Filtres' }))
    const sheet = await screen.findByRole('dialog', { name: 'Filtrer les offres' })
    const radius = within(sheet).getByRole('combobox', { name: 'Rayon' }) as HTMLSelectElement
    expect(radius.value).toBe('25')
    // Another radius goes to the address; the zone's own stays out of it, as any default.
    await user.selectOptions(radius, '50')
    await user.click(screen.getByRole('button', { name: 'Voir les offres' }))
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('radius_km')).toBe('50'))
  })

  it('opens the filters on their title, not on the commune field (which would raise a phone’s keyboard)', async () => {
    // Laid out as in a browser: the sheet's focus trap only focuses elements that have a size.
    const laidOut = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(320)
    try {
      stubApi(answer([makeOffer(asPublished)]))
      renderSearch('/dashboard/replacements?commune=35288')
      await screen.findByText('1 offre')
      await userEvent.setup().click(screen.getByRole('button', { name: 'Filtres' }))
      const sheet = await screen.findByRole('dialog', { name: 'Filtrer les offres' })
      const title = within(sheet).getByRole('heading', { name: 'Filtrer les offres' })
      await waitFor(() => expect(document.activeElement).toBe(title))
      expect(await axeViolations(sheet)).toEqual([])
    } finally {
      laidOut.mockRestore()
    }
  })

  it('writes the filters chosen in the sheet to the address, and Back brings the previous search back', async () => {
    const sent = stubApi(answer([makeOffer(asPublished)]))
    const { router } = renderSearch('/dashboard/replacements?commune=35288')
    await screen.findByText('1 offre')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Filtres' }))
    const sheet = await screen.findByRole('dialog', { name: 'Filtrer les offres' })
    expect(await axeViolations(sheet)).toEqual([])
    await user.click(within(sheet).getByRole('checkbox', { name: 'Soir' }))
    await user.click(within(sheet).getByRole('checkbox', { name: 'Logement proposé' }))
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Rayon' }), '50')
    await user.click(within(sheet).getByRole('button', { name: 'Choisir Lyon' }))
    await user.click(screen.getByRole('button', { name: 'Voir les offres' }))

    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        commune: '69123',
        radius_km: '50',
        shifts: 'soir',
        housing: 'true',
      }),
    )
    await waitFor(() =>
      expect(searches(sent).at(-1)).toMatchObject({ commune: '69123', radius_km: '50', shifts: 'soir', housing: 'true' }),
    )
    expect(screen.getByText('Autour de Lyon (69001), 50 km')).toBeTruthy()

    await act(() => router.navigate(-1))
    expect(router.state.location.search).toBe('?commune=35288')
    expect(await screen.findByText('Autour de Saint-Malo (35400), 30 km')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Filtres' })).toBeTruthy()
  })

  it('sorts by start date through the address', async () => {
    stubApi(answer([makeOffer(asPublished)]))
    const { router } = renderSearch('/dashboard/replacements?commune=35288')
    await screen.findByText('1 offre')
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'start_date')
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('start_date')
  })

  it('suggests a wider radius when nothing matches', async () => {
    const sent = stubApi(answer([]))
    const { router } = renderSearch('/dashboard/replacements?commune=35288&radius_km=20')
    expect(await screen.findByRole('heading', { name: 'Aucune offre ne correspond' })).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Chercher dans un rayon de 30 km' }))
    expect(new URLSearchParams(router.state.location.search).get('radius_km')).toBeNull()
    await waitFor(() => expect(searches(sent).at(-1)).toMatchObject({ radius_km: '30' }))
  })

  it('says when the offers could not be loaded, and tries again', async () => {
    let fail = true
    stubApi((request) =>
      request.path.startsWith('/api/replacements?') && fail
        ? { status: 503, body: { message: 'Indisponible' } }
        : answer([makeOffer(asPublished)])(request),
    )
    renderSearch('/dashboard/replacements?commune=35288')
    expect(await screen.findByText('Les offres n’ont pas pu être chargées.')).toBeTruthy()
    fail = false
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByText('1 offre')).toBeTruthy()
  })

  it('offline, keeps the last results with their age and says new criteria wait for the network', async () => {
    stubApi(answer([makeOffer(asPublished)]))
    const { router } = renderSearch('/dashboard/replacements?commune=35288')
    await screen.findByText('1 offre')
    setNetwork(false)
    await act(() => router.navigate('/dashboard/replacements?commune=35288&shifts=matin'))
    expect(await screen.findByText(/^Hors ligne — données du /)).toBeTruthy()
    expect(screen.getByText(/La recherche a besoin du réseau pour ces critères/)).toBeTruthy()
    expect(screen.getByText('85 % reversés au remplaçant')).toBeTruthy()
  })
})
