import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { PartnerListing } from '#shared/partner-listings.ts'
import { renderInDashboard, stubApi, toastSpiesForEachTest } from '#tests/unit/support/dashboard-harness.tsx'
import { AuthorActions } from './author-actions.tsx'

toastSpiesForEachTest()

const listing = (status: PartnerListing['status']): PartnerListing => ({
  id: 4,
  kind: 'recherche',
  status,
  commune: { insee: '35288', name: 'Saint-Malo', postal_code: '35400', department: '35', lat: 48.65, lng: -2.0 },
  distance_km: null,
  published_at: null,
  expires_at: null,
  filled_at: null,
  withdrawn_at: null,
  created_at: '2026-11-01T09:00:00Z',
  updated_at: '2026-11-01T09:00:00Z',
  author: { id: 42, first_name: 'Claire', last_name: 'Martin', profil_url: null },
  responses_count: 0,
  my_response: null,
})

const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent)

describe('The author’s actions on a listing', () => {
  it('follow what the server allows for each status', () => {
    stubApi()
    const { unmount } = renderInDashboard(<AuthorActions listing={listing('draft')} />)
    expect(screen.getByRole('link', { name: 'Modifier' })).toBeTruthy()
    expect(buttons()).toEqual(['Publier', 'Supprimer'])
    unmount()
    const published = renderInDashboard(<AuthorActions listing={listing('published')} />)
    expect(buttons()).toEqual(['Marquer comme pourvue', 'Renouveler', 'Retirer'])
    published.unmount()
    const expired = renderInDashboard(<AuthorActions listing={listing('expired')} />)
    expect(screen.queryByRole('link', { name: 'Modifier' })).toBeNull()
    expect(buttons()).toEqual(['Renouveler'])
    expired.unmount()
    renderInDashboard(<AuthorActions listing={listing('filled')} />)
    expect(buttons()).toEqual([])
  })

  it('asks before withdrawing, then withdraws', async () => {
    const sent = stubApi((request) =>
      request.path === '/api/partner-listings/4/withdraw'
        ? { status: 200, body: { message: 'Votre annonce est retirée.', partner_listing: listing('withdrawn') } }
        : undefined,
    )
    renderInDashboard(<AuthorActions listing={listing('published')} />)
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('button', { name: 'Retirer' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Retirer cette annonce ?' })
    expect(sent.filter((request) => request.method === 'POST')).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Retirer l’annonce' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      '/api/partner-listings/4/withdraw',
    ])
  })
})
