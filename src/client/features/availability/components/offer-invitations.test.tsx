import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import type { Invitation } from '#shared/availability.ts'
import { renderInDashboard, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { resetAfterEachTest } from '#tests/unit/support/network.ts'
import { OfferInvitations } from './offer-invitations.tsx'

resetAfterEachTest()

const invitation = (id: number, status: Invitation['status'], first_name: string): Invitation => ({
  id,
  replacement_id: 7,
  status,
  created_at: '2026-03-02T09:00:00.000Z',
  answered_at: status === 'pending' ? null : '2026-03-03T09:00:00.000Z',
  application_id: status === 'applied' ? 30 : null,
  conversation_id: 40 + id,
  nurse: { id: 10 + id, first_name, last_initial: 'P.' },
})

describe('the invitations an author sent for her offer', () => {
  it('lists each invited nurse with where the invitation stands', async () => {
    const sent = stubApi(({ path }) =>
      path === '/api/replacements/7/invitations'
        ? {
            status: 200,
            body: {
              invitations: [invitation(1, 'pending', 'Léa'), invitation(2, 'declined', 'Hugo'), invitation(3, 'applied', 'Inès')],
              count: 3,
            },
          }
        : undefined,
    )
    const { container } = renderInDashboard(<OfferInvitations offerId={7} />, { path: '/dashboard/replacements/detail/7/list' })
    const section = await screen.findByRole('region', { name: 'Invitations envoyées' })
    const rows = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(rows).toEqual([
      expect.stringMatching(/^Léa P\. envoyée le 2 mars.*Sans réponse.*Écrire$/),
      expect.stringMatching(/^Hugo P\. .*A décliné.*Écrire$/),
      expect.stringMatching(/^Inès P\. .*A postulé.*Écrire$/),
    ])
    // Each invitation opened a conversation: she writes to the nurse from here.
    expect(within(section).getByRole('link', { name: 'Écrire à Léa P.' }).getAttribute('href')).toBe('/dashboard/chat/41')
    expect(sent.map((request) => request.path)).toEqual(['/api/replacements/7/invitations'])
    expect(await axeViolations(container)).toEqual([])
  })

  it('shows nothing when she invited nobody', async () => {
    const sent = stubApi(() => ({ status: 200, body: { invitations: [], count: 0 } }))
    renderInDashboard(<OfferInvitations offerId={7} />, { path: '/dashboard/replacements/detail/7/list' })
    await expect.poll(() => sent.length).toBe(1)
    expect(screen.queryByRole('region', { name: 'Invitations envoyées' })).toBeNull()
  })
})
