import { cleanup, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations, renderUi } from '#client/ui/test-utils.tsx'
import type { PartnerListing } from '#shared/partner-listings.ts'
import { ListingCard, type ListingCardProps } from './listing-card.tsx'

afterEach(cleanup)

const base = {
  status: 'published',
  commune: { insee: '35288', name: 'Saint-Malo', postal_code: '35400', department: '35', lat: 48.65, lng: -2.0 },
  distance_km: 12.4,
  published_at: '2026-11-01T09:00:00Z',
  expires_at: '2027-01-30T09:00:00Z',
  filled_at: null,
  withdrawn_at: null,
  created_at: '2026-11-01T09:00:00Z',
  updated_at: '2026-11-01T09:00:00Z',
  author: { id: 7, first_name: 'Claire', last_name: 'Martin', profil_url: null },
  responses_count: null,
  my_response: null,
  radius_km: 20,
  start_date: '2027-03-01',
  premises: 'cabinet',
  software: null,
  vehicle_required: true,
  parking: false,
  description: null,
} as const

const cession: PartnerListing = {
  ...base,
  id: 4,
  kind: 'cession',
  price_eur: 80_000,
  fees_bracket: '100k_150k',
  patients_per_day: 35,
  rounds: 2,
  premises_taken_over: true,
  reason: null,
}

function renderCard(props: ListingCardProps) {
  const router = createMemoryRouter([{ path: '*', element: <ListingCard {...props} /> }])
  return renderUi(<RouterProvider router={router} />)
}

describe('ListingCard', () => {
  it('says the kind, where and how far, the kind’s key figures and when it starts', async () => {
    renderCard({ listing: cession, href: '/dashboard/partners/4' })
    expect(screen.getByText('Cession de patientèle')).toBeTruthy()
    const title = screen.getByRole('heading', { level: 3 })
    expect(title.textContent).toBe('Saint-Malo (35)')
    expect(within(title).getByRole('link').getAttribute('href')).toBe('/dashboard/partners/4')
    expect(screen.getByText('à 12 km')).toBeTruthy()
    const figures = within(screen.getByRole('list', { name: 'Chiffres clés' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/\s/g, ' '))
    expect(figures).toEqual(['Prix indicatif 80 000 €', 'Honoraires : De 100 000 à 150 000 €', '35 patients par jour'])
    expect(screen.getByText('À partir du 1er mars 2027')).toBeTruthy()
    // A published listing in a search needs no status badge.
    expect(screen.queryByText('Publiée')).toBeNull()
    expect(screen.queryByText('Votre annonce')).toBeNull()
    expect(await axeViolations()).toEqual([])
  })

  it('shows each kind’s own figures: a price to discuss, a redevance, a search’s zone', () => {
    const association: PartnerListing = {
      ...base,
      id: 5,
      kind: 'association',
      share_percent: 30,
      price_eur: null,
      price_kind: null,
      team_size: 3,
    }
    const { unmount } = renderCard({ listing: association, href: '/dashboard/partners/5' })
    expect(screen.getByText('30 % des parts')).toBeTruthy()
    expect(screen.getByText('Prix à discuter')).toBeTruthy()
    expect(screen.getByText('Équipe de 3')).toBeTruthy()
    unmount()
    const collaboration: PartnerListing = {
      ...base,
      id: 6,
      kind: 'collaboration',
      redevance_percent: 15,
      redevance_covers: null,
      days_per_week: 4,
    }
    renderCard({ listing: collaboration, href: '/dashboard/partners/6' })
    expect(screen.getByText('Redevance 15 %')).toBeTruthy()
    expect(screen.getByText('4 j par semaine')).toBeTruthy()
    expect(screen.queryByText(/Prix/)).toBeNull()
  })

  it('gives its author the status and the responses, without distance nor date when unknown', () => {
    renderCard({
      listing: { ...cession, status: 'expired', distance_km: null, start_date: null, responses_count: 2 },
      href: '/dashboard/partners/4',
      showStatus: true,
      own: true,
    })
    expect(screen.getByText('Expirée')).toBeTruthy()
    expect(screen.getByText('Votre annonce')).toBeTruthy()
    expect(screen.getByText('2 réponses')).toBeTruthy()
    expect(screen.getByText('Date de début à préciser')).toBeTruthy()
    expect(screen.queryByText(/km/)).toBeNull()
  })
})
