import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations, renderUi } from '#client/ui/test-utils.tsx'
import type { PartnerResponse } from '#shared/partner-listings.ts'
import { ReceivedList, SentList } from './responses-lists.tsx'

afterEach(cleanup)

const claire = { id: 7, first_name: 'Claire', last_name: 'Martin', profil_url: null }
const lea = { id: 8, first_name: 'Léa', last_name: 'Petit', profil_url: null }

function response(overrides: Partial<PartnerResponse>): PartnerResponse {
  return {
    id: 1,
    listing: { id: 4, kind: 'cession', status: 'published', commune_name: 'Saint-Malo' },
    responder: lea,
    listing_author: claire,
    message: 'Bonjour, je cherche à reprendre une patientèle sur la côte.',
    status: 'new',
    conversation_id: 30,
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    ...overrides,
  }
}

function render(ui: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element: ui }])
  return renderUi(<RouterProvider router={router} />)
}

describe('Responses lists', () => {
  it('lists the responses received with who, which listing, the message’s start and the state, and the decisions', async () => {
    const onDecide = vi.fn()
    const long = `${'Infirmière depuis huit ans, '.repeat(10)}fin.`
    render(
      <ReceivedList
        responses={[
          response({ id: 1, message: long }),
          response({ id: 2, status: 'retained', responder: { ...lea, id: 9, first_name: 'Hugo', last_name: 'Bernard' } }),
        ]}
        onDecide={onDecide}
        decidingId={null}
      />,
    )
    const [first, second] = screen.getAllByRole('listitem')
    if (!first || !second) throw new Error('two responses expected')
    expect(within(first).getByRole('heading', { name: 'De Léa P.' })).toBeTruthy()
    expect(within(first).getByRole('link', { name: 'Cession de patientèle à Saint-Malo' }).getAttribute('href')).toBe(
      '/dashboard/partners/4',
    )
    expect(within(first).getByText('Nouvelle')).toBeTruthy()
    // An excerpt, not the whole message.
    expect(within(first).getByText(/…$/).textContent?.length).toBeLessThan(long.length)
    expect(within(first).getByRole('link', { name: 'Conversation avec Léa P.' }).getAttribute('href')).toBe('/dashboard/chat/30')
    await userEvent.click(within(first).getByRole('button', { name: 'Retenir la réponse de Léa P.' }))
    expect(onDecide).toHaveBeenCalledWith(1, 'retained')
    await userEvent.click(within(first).getByRole('button', { name: 'Décliner la réponse de Léa P.' }))
    expect(onDecide).toHaveBeenCalledWith(1, 'declined')
    // A response decided is not decided again.
    expect(within(second).getByText('Retenue')).toBeTruthy()
    expect(within(second).queryByRole('button')).toBeNull()
    expect(await axeViolations()).toEqual([])
  })

  it('lists the responses sent with the listing’s author and where each stands', () => {
    render(<SentList responses={[response({ status: 'discussing' })]} />)
    expect(screen.getByRole('heading', { name: 'À Claire M.' })).toBeTruthy()
    expect(screen.getByText('En discussion')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Retenir/ })).toBeNull()
  })

  it('says when there is nothing yet', () => {
    render(<ReceivedList responses={[]} onDecide={() => {}} decidingId={null} />)
    expect(screen.getByText('Aucune réponse reçue')).toBeTruthy()
  })
})
