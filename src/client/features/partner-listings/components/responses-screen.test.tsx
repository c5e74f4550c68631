import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { PartnerResponse } from '#shared/partner-listings.ts'
import { renderInDashboard, stubApi, toastSpiesForEachTest } from '#tests/unit/support/dashboard-harness.tsx'
import { ResponsesScreen } from './responses-screen.tsx'

toastSpiesForEachTest()

const person = (id: number, first_name: string, last_name: string) => ({ id, first_name, last_name, profil_url: null })

function response(id: number, listingId: number, responder: ReturnType<typeof person>): PartnerResponse {
  return {
    id,
    listing: { id: listingId, kind: 'association', status: 'published', commune_name: listingId === 4 ? 'Saint-Malo' : 'Dinan' },
    responder,
    listing_author: person(42, 'Claire', 'Martin'),
    message: 'Bonjour, votre annonce m’intéresse.',
    status: 'new',
    conversation_id: 30 + id,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
  }
}

const received = [response(1, 4, person(8, 'Léa', 'Petit')), response(2, 5, person(9, 'Hugo', 'Bernard'))]

describe('Responses to listings (/dashboard/partners/responses)', () => {
  it('narrows the responses received to one listing from its page, and records the author’s decision', async () => {
    // The server's copy: the decision changes it, as the refetch after it shows.
    let stored = received
    const sent = stubApi((request) => {
      if (request.path.startsWith('/api/partner-responses/received'))
        return { status: 200, body: { partner_responses: stored, count: 2 } }
      if (request.path.startsWith('/api/partner-responses/sent'))
        return { status: 200, body: { partner_responses: [], count: 0 } }
      if (request.path === '/api/partner-responses/1/status') {
        stored = stored.map((row) => (row.id === 1 ? { ...row, status: 'retained' as const } : row))
        return { status: 200, body: { message: 'L’état de la réponse est enregistré.' } }
      }
      return undefined
    })
    renderInDashboard(<ResponsesScreen />, { path: '/dashboard/partners/responses?listing=4' })
    const region = await screen.findByRole('region', { name: 'Reçues' })
    expect(await within(region).findByRole('heading', { name: 'De Léa P.' })).toBeTruthy()
    expect(within(region).queryByRole('heading', { name: 'De Hugo B.' })).toBeNull()
    expect(within(region).getByRole('link', { name: 'Voir toutes les réponses' }).getAttribute('href')).toBe(
      '/dashboard/partners/responses',
    )
    expect(screen.getByText('Aucune réponse envoyée')).toBeTruthy()

    await userEvent.click(within(region).getByRole('button', { name: 'Retenir la réponse de Léa P.' }))
    expect(await within(region).findByText('Retenue')).toBeTruthy()
    expect(within(region).queryByRole('button', { name: /Retenir/ })).toBeNull()
    const post = sent.find((request) => request.method === 'POST')
    expect(post).toMatchObject({ path: '/api/partner-responses/1/status', body: { status: 'retained' } })
  })
})
