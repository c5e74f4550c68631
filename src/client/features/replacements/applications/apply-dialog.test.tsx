import { QueryClientProvider } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderUi } from '#client/ui/test-utils.tsx'
import { newQueryClient, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { resetAfterEachTest } from '#tests/unit/support/network.ts'
import { asPublished, makeOffer } from '#tests/unit/support/replacement-fixtures.ts'
import { replacementMutationDefaults } from './apply-api.ts'
import { ApplyDialog } from './apply-dialog.tsx'

resetAfterEachTest()

function renderDialog() {
  const client = newQueryClient()
  replacementMutationDefaults(client)
  renderUi(
    <QueryClientProvider client={client}>
      <ApplyDialog replacement={makeOffer({ ...asPublished, start_date: '2027-03-01', end_date: '2027-03-03' })} />
    </QueryClientProvider>,
  )
}

const posts = (sent: ReturnType<typeof stubApi>) => sent.filter((request) => request.method === 'POST')

describe('ApplyDialog', { timeout: 20_000 }, () => {
  it('asks for at least one day when some only are to be chosen, on the days', async () => {
    const sent = stubApi(() => undefined)
    renderDialog()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Postuler' }))
    await user.click(await screen.findByRole('checkbox', { name: 'Tous les jours encore libres (3)' }))
    for (const day of screen.getAllByRole('checkbox', { checked: true })) await user.click(day)
    await user.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }))
    expect(await screen.findByText('Choisissez au moins un jour.')).toBeTruthy()
    expect(document.activeElement?.closest('fieldset')).toBeTruthy()
    expect(posts(sent)).toEqual([])
  })

  it('shows the server’s refusal under the message, focused, and keeps the dialog open', async () => {
    const sent = stubApi((request) =>
      request.method === 'POST'
        ? {
            status: 422,
            body: { message: 'Refusé.', code: 'validation.failed', errors: { message: ['Message refusé.'] } },
          }
        : undefined,
    )
    renderDialog()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Postuler' }))
    await user.type(await screen.findByRole('textbox', { name: 'Votre message au titulaire' }), '  Bonjour  ')
    await user.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }))
    expect(await screen.findByText('Message refusé.')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Votre message au titulaire' })))
    expect(posts(sent)[0]?.body).toEqual({ message: 'Bonjour' })
    expect(screen.getByRole('dialog')).toBeTruthy()
  })
})
