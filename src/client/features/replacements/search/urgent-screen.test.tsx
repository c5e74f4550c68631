import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations, renderUi } from '#client/ui/test-utils.tsx'
import { newQueryClient, type SentRequest, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { asPublished, makeOffer, saintMalo } from '#tests/unit/support/replacement-fixtures.ts'
import { replacementMutationDefaults } from '../applications/apply-api.ts'
import { UrgentScreen, type UrgentZone } from './urgent-screen.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const zone: UrgentZone = { commune: '35093', communeName: 'Dinard', radiusKm: 30 }
const inAnHour = new Date(Date.now() + 3_600_000).toISOString()

function renderUrgent(z: UrgentZone | null) {
  const client = newQueryClient()
  replacementMutationDefaults(client)
  const router = createMemoryRouter([
    { path: '*', element: <UrgentScreen zone={z} profileLink="/dashboard/settings?section=nurse" /> },
  ])
  renderUi(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

describe('UrgentScreen', { timeout: 15_000 }, () => {
  it('lists urgent offers of the zone newest first, each answered in one tap with a default message', async () => {
    const older = makeOffer({
      ...asPublished,
      id: 1,
      urgency: 'urgent',
      published_at: '2026-11-22T06:00:00Z',
      answer_window_ends_at: inAnHour,
    })
    const newer = makeOffer({
      ...asPublished,
      id: 2,
      urgency: 'immediate',
      published_at: '2026-11-22T07:00:00Z',
      answer_window_ends_at: inAnHour,
      commune: { ...saintMalo, name: 'Dinan', insee: '22050', department: '22' },
    })
    const sent = stubApi((request: SentRequest) => {
      if (request.path.startsWith('/api/care-types')) return { status: 200, body: { care_types: [] } }
      if (request.path.startsWith('/api/replacements?')) return { status: 200, body: { replacements: [older, newer], count: 2 } }
      if (request.method === 'POST') return { status: 201, body: { message: 'ok', application: { id: 9, status: 'pending' } } }
      return { status: 404, body: { message: 'Not found' } }
    })
    renderUrgent(zone)
    const titles = await screen.findAllByRole('heading', { level: 2 })
    expect(titles.map((title) => title.textContent)).toEqual(['Dinan (22)', 'Saint-Malo (35)'])
    const search = new URL(sent[0]?.path ?? '', 'http://x').searchParams
    expect(Object.fromEntries(search)).toMatchObject({ commune: '35093', radius_km: '30', urgency: 'urgent,immediate' })
    expect(screen.getAllByText(/^Réponses recueillies jusqu’au \d+(er)? \p{L}+( \d{4})? à \d\d:\d\d$/u)).toHaveLength(2)
    expect(await axeViolations()).toEqual([])

    const card = titles[0]?.closest('article') as HTMLElement
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Je suis disponible' }))
    await waitFor(() => expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1))
    const post = sent.find((request) => request.method === 'POST')
    expect(post?.path).toBe('/api/replacements/2/applications')
    expect(post?.body).toEqual({ message: 'Je suis disponible pour ce remplacement.' })
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('asks for a zone when the nurse has none', async () => {
    const sent = stubApi(() => ({ status: 200, body: { care_types: [] } }))
    renderUrgent(null)
    expect(await screen.findByRole('heading', { name: 'Indiquez votre zone d’intervention' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Renseigner ma zone' }).getAttribute('href')).toBe(
      '/dashboard/settings?section=nurse',
    )
    expect(sent.filter((request) => request.path.startsWith('/api/replacements'))).toEqual([])
  })

  it('dates the end of the answers, and offers no answer once they are closed, even while the screen stays open', async () => {
    // Thursday 26 November 2026, 05:46 in Paris.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    vi.setSystemTime(new Date('2026-11-26T04:46:00Z'))
    // Closed yesterday at 06:01: "06:01" alone would read as later this morning.
    const closed = makeOffer({
      ...asPublished,
      id: 1,
      urgency: 'urgent',
      published_at: '2026-11-25T04:31:00Z',
      answer_window_ends_at: '2026-11-25T05:01:00Z',
    })
    // Closing in a minute, at 05:47.
    const closing = makeOffer({
      ...asPublished,
      id: 2,
      urgency: 'immediate',
      published_at: '2026-11-26T04:17:00Z',
      answer_window_ends_at: '2026-11-26T04:47:00Z',
      commune: { ...saintMalo, name: 'Dinan', insee: '22050', department: '22' },
    })
    stubApi((request: SentRequest) => {
      if (request.path.startsWith('/api/care-types')) return { status: 200, body: { care_types: [] } }
      return { status: 200, body: { replacements: [closed, closing], count: 2 } }
    })
    renderUrgent(zone)
    const [dinan, saintMaloCard] = (await screen.findAllByRole('heading', { level: 2 })).map(
      (title) => title.closest('article') as HTMLElement,
    )
    if (!dinan || !saintMaloCard) throw new Error('two cards expected')
    expect(within(saintMaloCard).getByText('Réponses closes le 25 novembre à 06:01 : le titulaire choisit.')).toBeTruthy()
    expect(within(saintMaloCard).queryByRole('button', { name: 'Je suis disponible' })).toBeNull()
    expect(within(dinan).getByText('Réponses recueillies jusqu’au 26 novembre à 05:47')).toBeTruthy()
    expect(within(dinan).getByRole('button', { name: 'Je suis disponible' })).toBeTruthy()

    act(() => vi.advanceTimersByTime(61_000))
    expect(within(dinan).getByText('Réponses closes le 26 novembre à 05:47 : le titulaire choisit.')).toBeTruthy()
    expect(within(dinan).queryByRole('button', { name: 'Je suis disponible' })).toBeNull()
  })
})
