import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { spyOnToasts, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { resetAfterEachTest } from '#tests/unit/support/network.ts'
import { renderWithRouter } from '#tests/unit/support/render-with-router.tsx'
import { OpenConversationButton } from './open-conversation.tsx'

resetAfterEachTest()
const toasts = spyOnToasts()
afterEach(() => {
  toasts.success.mockClear()
  toasts.destructive.mockClear()
})

describe('OpenConversationButton', () => {
  it('opens the application’s conversation, then shows its thread', async () => {
    const sent = stubApi(() => ({ status: 201, body: { conversation: { id: 5 } } }))
    const { router } = renderWithRouter(<OpenConversationButton applicationId={31} name="Claire Martin" />, {
      path: '/dashboard/replacements/applied',
    })
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Écrire à Claire Martin' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/chat/5'))
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/conversations', body: { application_id: 31 } })
  })

  it('says so when the server refuses', async () => {
    stubApi(() => ({ status: 403, body: { message: 'Cette candidature n’est pas la vôtre.' } }))
    renderWithRouter(<OpenConversationButton applicationId={31} name="Claire Martin" />, {
      path: '/dashboard/replacements/applied',
    })
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Écrire à Claire Martin' }))
    await waitFor(() => expect(toasts.destructive).toHaveBeenCalledWith('Cette candidature n’est pas la vôtre.'))
  })
})
