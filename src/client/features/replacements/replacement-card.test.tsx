import { cleanup, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations, renderUi } from '#client/ui/test-utils.tsx'
import { asPublished, makeOffer } from '#tests/unit/support/replacement-fixtures.ts'
import { PendingNetworkBadge, ReplacementCard, type ReplacementCardProps } from './replacement-card.tsx'

afterEach(cleanup)

function renderCard(props: ReplacementCardProps) {
  const router = createMemoryRouter([{ path: '*', element: <ReplacementCard {...props} /> }])
  return renderUi(<RouterProvider router={router} />)
}

describe('ReplacementCard', () => {
  it('says where, how far, when, which shifts and care, what is paid out and what comes with it', async () => {
    renderCard({ replacement: makeOffer(asPublished), href: '/dashboard/replacements/detail/7' })
    const title = screen.getByRole('heading', { level: 3 })
    expect(title.textContent).toBe('Saint-Malo (35)')
    expect(within(title).getByRole('link').getAttribute('href')).toBe('/dashboard/replacements/detail/7')
    // Whole kilometres from 10 km on; one decimal nearer.
    expect(screen.getByText('à 12 km')).toBeTruthy()
    expect(screen.getByText('1er–14 mars 2027')).toBeTruthy()
    // The contract's order (matin before soir), whatever order the offer lists them.
    expect(screen.getByText('Matin, Soir')).toBeTruthy()
    expect(screen.getByText('85 % reversés au remplaçant')).toBeTruthy()
    const care = screen.getByRole('list', { name: 'Types de soins' })
    expect(
      within(care)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pansements', 'Perfusions'])
    expect(screen.getByText('Logement proposé')).toBeTruthy()
    expect(screen.getByText('Véhicule nécessaire')).toBeTruthy()
    // A published offer in a search needs no status badge; nothing waits for the network.
    expect(screen.queryByText('Publiée')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('')
    expect(await axeViolations()).toEqual([])
  })

  it('shows chosen days, the urgency, the status of a closed offer and the viewer’s application', () => {
    renderCard({
      replacement: makeOffer({
        ...asPublished,
        days: ['2027-03-05', '2027-03-01', '2027-03-03', '2027-03-08', '2027-03-10'],
        urgency: 'immediate',
        status: 'filled',
        distance_km: null,
        answer_window_ends_at: '2027-03-01T07:30:00Z',
        my_application: { id: 3, status: 'accepted' },
      }),
    })
    expect(screen.getByText(/5 jours choisis : lun\. 1er mars, mer\. 3 mars, ven\. 5 mars, lun\. 8 mars/)).toBeTruthy()
    expect(screen.getByText(/et 1 de plus/)).toBeTruthy()
    expect(screen.getByText('Immédiat')).toBeTruthy()
    expect(screen.getByText('Pourvue')).toBeTruthy()
    expect(screen.getByText('Candidature : Acceptée')).toBeTruthy()
    // Filled: the answer window no longer matters.
    expect(screen.queryByText(/Réponses (recueillies|closes)/)).toBeNull()
    expect(screen.queryByText(/km/)).toBeNull()
    // Without a link the title is plain text.
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('leaves the application badge out in a list of the viewer’s own applications, which says it lower down', () => {
    renderCard({
      replacement: makeOffer({ ...asPublished, my_application: { id: 3, status: 'accepted' } }),
      showMyApplication: false,
      pending: <p>Acceptée</p>,
    })
    expect(screen.queryByText('Candidature : Acceptée')).toBeNull()
    expect(screen.getAllByText(/Acceptée/)).toHaveLength(1)
  })

  it('tells until when an urgent offer collects answers, then that the holder chooses', () => {
    const later = new Date(Date.now() + 20 * 60_000).toISOString()
    const earlier = new Date(Date.now() - 20 * 60_000).toISOString()
    const open = renderCard({ replacement: makeOffer({ ...asPublished, urgency: 'urgent', answer_window_ends_at: later }) })
    expect(screen.getByText(/^Réponses recueillies jusqu’au \d+(er)? \p{L}+( \d{4})? à \d\d:\d\d$/u)).toBeTruthy()
    expect(screen.queryByText(/Réponses closes/)).toBeNull()
    open.unmount()
    renderCard({ replacement: makeOffer({ ...asPublished, urgency: 'urgent', answer_window_ends_at: earlier }) })
    expect(screen.getByText(/^Réponses closes le \d+(er)? \p{L}+( \d{4})? à \d\d:\d\d : le titulaire choisit\.$/u)).toBeTruthy()
    expect(screen.queryByText(/Réponses recueillies/)).toBeNull()
  })

  it('shows an action waiting for the network in its live region', () => {
    renderCard({ replacement: makeOffer(asPublished), pending: <PendingNetworkBadge /> })
    expect(screen.getByRole('status').textContent).toBe('En attente de réseau')
  })
})
