import { useMutation } from '@tanstack/react-query'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { sessionKeys } from '#client/entities/session/api/current-user.ts'
import { api } from '#client/lib/api-client.ts'
import { makeUser, newQueryClient, renderInDashboard, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { resetAfterEachTest } from '#tests/unit/support/network.ts'
import { SubscriptionUpsellDialog } from './subscription-upsell.tsx'

resetAfterEachTest()

/** Any feature's change: here, publishing a draft offer. */
function Publish() {
  const publish = useMutation({ mutationFn: () => api('/replacements/5/publish', { method: 'POST' }) })
  return (
    <button type="button" onClick={() => publish.mutate()}>
      Publier
    </button>
  )
}

function renderWith(answer: { status: number; body: unknown }) {
  stubApi((request) => (request.path === '/api/replacements/5/publish' ? answer : undefined))
  const client = newQueryClient()
  client.setQueryData(sessionKeys.currentUser(), makeUser())
  return renderInDashboard(
    <>
      <Publish />
      <SubscriptionUpsellDialog />
    </>,
    { path: '/dashboard/replacements/me', client },
  )
}

describe('the upsell on a refusal for want of a subscription', () => {
  it('says what was refused and leads to the plan that unlocks it', async () => {
    renderWith({
      status: 403,
      body: {
        message: 'Publier plusieurs offres à la fois demande l’abonnement Titulaire.',
        code: 'subscription.required',
        plan: { id: 2, slug: 'titulaire', name: 'Titulaire' },
      },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Publier' }))
    const dialog = await screen.findByRole('dialog', { name: 'Réservé aux abonnés' })
    expect(within(dialog).getByText('Publier plusieurs offres à la fois demande l’abonnement Titulaire.')).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: 'S’abonner à Titulaire' }).getAttribute('href')).toBe(
      '/dashboard/subscriptions/create?plan=titulaire',
    )
    expect(within(dialog).getByRole('link', { name: 'Voir les tarifs' }).getAttribute('href')).toBe('/pricing')
  })

  it('stays closed for any other refusal', async () => {
    renderWith({ status: 403, body: { message: 'Action non autorisée.', code: 'forbidden' } })
    await userEvent.click(screen.getByRole('button', { name: 'Publier' }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
