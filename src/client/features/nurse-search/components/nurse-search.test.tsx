import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { axeViolations, renderUi } from '#client/ui/test-utils.tsx'
import type { NurseSearchResult } from '#shared/nurse-search.ts'
import { type Answer, type SentRequest, stubApi } from '#tests/unit/support/stub-api.ts'
import { NurseSearch } from './nurse-search.tsx'

const sophie: NurseSearchResult = {
  id: 7,
  first_name: 'Sophie',
  last_name: 'Lefèvre',
  profil_url: null,
  care_types: ['pansements', 'injections'],
  zone_commune_insee: '69266',
  zone_commune_name: 'Villeurbanne',
  radius_km: 10,
  distance_km: 2.5,
}
const karim: NurseSearchResult = {
  ...sophie,
  id: 3,
  first_name: 'Karim',
  last_name: 'Haddad',
  distance_km: 8.1,
  care_types: ['diabete'],
}

let searchReplies: Answer[]
let postReplies: Answer[]
let requests: SentRequest[]

const lyon3 = {
  insee: '69383',
  name: 'Lyon 3e Arrondissement',
  postal_codes: ['69003'],
  department: '69',
  region: '84',
  lat: 45.75,
  lng: 4.86,
  population: 1,
}
const lyon = {
  insee: '69123',
  name: 'Lyon',
  postal_codes: ['69001', '69002', '69003', '69004', '69005', '69006', '69007', '69008', '69009'],
  department: '69',
  region: '84',
  lat: 45.76,
  lng: 4.84,
  population: 522_250,
}

const pathnameOf = (request: SentRequest) => new URL(request.path, 'http://localhost').pathname

beforeEach(() => {
  searchReplies = []
  postReplies = []
  requests = stubApi((request) => {
    switch (pathnameOf(request)) {
      case '/api/care-types':
        return { status: 200, body: { care_types: [] } }
      case '/api/communes/69383':
        return { status: 200, body: { commune: lyon3 } }
      case '/api/communes/69123':
        return { status: 200, body: { commune: lyon } }
      case '/api/nurses/search':
        return searchReplies.shift() ?? { status: 200, body: { nurses: [sophie, karim], count: 2 } }
      case '/api/patient-requests':
        return postReplies.shift() ?? { status: 201, body: { message: 'Votre demande a bien été transmise.' } }
      default:
        return { status: 404, body: { message: 'Ressource introuvable.' } }
    }
  })
})

let offline: { mockRestore(): void } | undefined

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  offline?.mockRestore()
  offline = undefined
  onlineManager.setOnline(true)
})

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter([{ path: '/search-nurse', Component: NurseSearch }], { initialEntries: [url] })
  renderUi(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { router, client }
}

const searches = () => requests.filter((r) => pathnameOf(r) === '/api/nurses/search')

describe('the nurse search', () => {
  it('runs the search in the address and shows the nurses nearest first, as cards', async () => {
    renderAt('/search-nurse?commune=69383&care_type=pansements')
    expect(
      await screen.findByRole('heading', { name: '2 infirmiers pour « Pansements » près de Lyon 3e Arrondissement' }),
    ).toBeTruthy()
    expect(searches()[0]?.path).toBe('/api/nurses/search?commune=69383&care_type=pansements&page=1')
    const cards = screen.getAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Sophie Lefèvre', 'Karim Haddad'])
    expect(within(cards[0] as HTMLElement).getByText('À 2,5 km')).toBeTruthy()
    expect(within(cards[0] as HTMLElement).getByText('Intervient depuis Villeurbanne, jusqu’à 10 km')).toBeTruthy()
    expect(within(cards[0] as HTMLElement).getByText('Injections')).toBeTruthy()
    // The form shows the search it answers.
    expect((screen.getByRole('combobox', { name: /Commune du patient/ }) as HTMLInputElement).value).toBe(
      'Lyon 3e Arrondissement (69003)',
    )
    expect((screen.getByLabelText('Type de soins') as HTMLSelectElement).value).toBe('pansements')
    expect(await axeViolations()).toEqual([])
  })

  it('names a whole city alone in the form, without one of its many postal codes', async () => {
    renderAt('/search-nurse?commune=69123&care_type=pansements')
    expect(await screen.findByRole('heading', { name: /près de Lyon$/ })).toBeTruthy()
    const field = screen.getByRole('combobox', { name: /Commune du patient/ }) as HTMLInputElement
    await waitFor(() => expect(field.value).toBe('Lyon'))
  })

  it('shows an empty form and searches nothing without a commune, and asks for one', async () => {
    renderAt('/search-nurse')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Rechercher' }))
    expect(await screen.findByText('Choisissez votre commune dans la liste.')).toBeTruthy()
    expect(searches()).toEqual([])
    expect(await axeViolations()).toEqual([])
  })

  it('says when no nurse takes new patients there', async () => {
    searchReplies.push({ status: 200, body: { nurses: [], count: 0 } })
    renderAt('/search-nurse?commune=69383')
    expect(
      await screen.findByText('Aucun infirmier ne prend de nouveaux patients à Lyon 3e Arrondissement pour le moment.'),
    ).toBeTruthy()
  })

  it('says that the search needs the network when offline, and asks nothing', async () => {
    onlineManager.setOnline(false)
    offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderAt('/search-nurse?commune=69383')
    expect(await screen.findByText(/La recherche d’infirmier a besoin du réseau/)).toBeTruthy()
    expect(searches()).toEqual([])
  })

  it('says so when the server asks to wait after too many searches', async () => {
    const message = 'Trop de recherches en peu de temps. Patientez un instant, puis réessayez.'
    searchReplies.push({ status: 429, body: { message, code: 'rate_limit.search' } })
    renderAt('/search-nurse?commune=69383')
    expect(await screen.findByText(message)).toBeTruthy()
    expect(screen.queryByText(/Vérifiez votre connexion/)).toBeNull()
  })

  it('offers to try again after a failed search', async () => {
    searchReplies.push({ status: 503, body: { message: 'Le service est momentanément indisponible.' } })
    renderAt('/search-nurse?commune=69383')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByRole('heading', { name: /2 infirmiers près de/ })).toBeTruthy()
  })
})

// Typing a whole form with user-event takes seconds on a busy machine.
describe('contacting a nurse', { timeout: 30_000 }, () => {
  it('checks the form, then sends the request with the search’s commune and an Idempotency-Key', async () => {
    renderAt('/search-nurse?commune=69383&care_type=pansements')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Contacter Sophie Lefèvre' }))
    const dialog = await screen.findByRole('dialog', { name: 'Contacter Sophie Lefèvre' })
    expect(within(dialog).getByText(/N’écrivez aucune information médicale/)).toBeTruthy()
    expect(within(dialog).getByText('Commune : Lyon 3e Arrondissement')).toBeTruthy()
    expect(await axeViolations(dialog)).toEqual([])

    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }))
    expect(
      within(dialog)
        .getByLabelText(/^Votre nom/)
        .getAttribute('aria-invalid'),
    ).toBe('true')
    expect(
      within(dialog).getAllByText('Indiquez un numéro de téléphone ou une adresse e-mail pour être recontacté.'),
    ).toHaveLength(2)
    expect(requests.filter((r) => r.method === 'POST')).toEqual([])

    await user.type(within(dialog).getByLabelText(/^Votre nom/), 'Jeanne Petit')
    await user.type(within(dialog).getByLabelText(/^Téléphone/), '06 12 34 56 78')
    await user.type(within(dialog).getByLabelText(/^Message/), 'Des pansements le matin, à partir de lundi.')
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }))
    expect(await within(dialog).findByText('Votre demande a bien été transmise.')).toBeTruthy()
    const post = requests.find((r) => r.path === '/api/patient-requests')
    expect(post?.body).toEqual({
      nurse_id: 7,
      commune_insee: '69383',
      name: 'Jeanne Petit',
      phone: '06 12 34 56 78',
      email: '',
      care_type: 'pansements',
      message: 'Des pansements le matin, à partir de lundi.',
      website: '',
    })
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('shows the server’s refusal, and searches again when the nurse is no longer available', async () => {
    postReplies.push({
      status: 409,
      body: { message: 'Cet infirmier ne peut plus être contacté.', code: 'patient_request.nurse_unavailable' },
    })
    renderAt('/search-nurse?commune=69383')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Contacter Karim Haddad' }))
    const dialog = await screen.findByRole('dialog')
    // The search named no care type: the nurse's own is chosen.
    expect((within(dialog).getByLabelText(/^Type de soins/) as HTMLSelectElement).value).toBe('diabete')
    await user.type(within(dialog).getByLabelText(/^Votre nom/), 'Paul Martin')
    await user.type(within(dialog).getByLabelText(/^Adresse e-mail/), 'paul@example.fr')
    await user.type(within(dialog).getByLabelText(/^Message/), 'Injections d’insuline, le soir.')
    const before = searches().length
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }))
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Cet infirmier ne peut plus être contacté.')
    await waitFor(() => expect(searches().length).toBeGreaterThan(before))
  })

  it('puts the server’s field errors under their fields', async () => {
    postReplies.push({
      status: 422,
      body: {
        message: 'Invalide',
        code: 'validation.failed',
        errors: { care_type: ['Cet infirmier ne propose pas ce type de soins.'] },
      },
    })
    renderAt('/search-nurse?commune=69383')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Contacter Sophie Lefèvre' }))
    const dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByLabelText(/^Votre nom/), 'Paul Martin')
    await user.type(within(dialog).getByLabelText(/^Téléphone/), '0612345678')
    await user.type(within(dialog).getByLabelText(/^Message/), 'Un pansement tous les jours.')
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }))
    expect(await within(dialog).findByText('Cet infirmier ne propose pas ce type de soins.')).toBeTruthy()
  })
})
