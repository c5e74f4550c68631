import { dehydrate, hydrate, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { axeViolations, renderUi } from '#client/ui/test-utils.tsx'
import type { Replacement } from '#shared/replacements.ts'
import { newQueryClient, type SentRequest, spyOnToasts, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { resetAfterEachTest, setNetwork } from '#tests/unit/support/network.ts'
import { asPublished, makeOffer } from '#tests/unit/support/replacement-fixtures.ts'
import { replacementMutationDefaults } from './applications/apply-api.ts'
import { DetailScreen } from './detail-screen.tsx'

resetAfterEachTest()
let toasts: ReturnType<typeof spyOnToasts>
beforeEach(() => {
  toasts = spyOnToasts()
})
afterEach(() => {
  toasts.restore()
})

/** The API: the offer (with the nurse's application once it arrived) and the application call. */
function fakeServer() {
  let applied = false
  const sent = stubApi((request: SentRequest) => {
    if (request.method === 'GET' && request.path === '/api/replacements/7') {
      const offer: Replacement = makeOffer({ ...asPublished, my_application: applied ? { id: 301, status: 'pending' } : null })
      return { status: 200, body: offer }
    }
    if (request.path.startsWith('/api/care-types')) return { status: 200, body: { care_types: [] } }
    if (request.method === 'POST' && request.path === '/api/replacements/7/applications') {
      applied = true
      const application = {
        id: 301,
        replacement_id: 7,
        status: 'pending',
        message: 'x',
        dates: null,
        created_at: '',
        decided_at: null,
      }
      return { status: 201, body: { message: 'Candidature envoyée.', application } }
    }
    return { status: 404, body: { message: 'Not found' } }
  })
  const posts = () => sent.filter((request) => request.method === 'POST' && request.path.endsWith('/applications'))
  return { sent, posts }
}

function renderDetail(client = newQueryClient()) {
  replacementMutationDefaults(client)
  const router = createMemoryRouter([{ path: '*', element: <DetailScreen id={7} viewerId={99} /> }], {
    initialEntries: ['/dashboard/replacements/detail/7'],
  })
  renderUi(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return client
}

async function applyWith(message: string) {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Postuler' }))
  const dialog = await screen.findByRole('dialog', { name: 'Postuler à ce remplacement' })
  expect(await axeViolations(dialog)).toEqual([])
  await user.type(screen.getByRole('textbox', { name: 'Votre message au titulaire' }), message)
  await user.click(screen.getByRole('button', { name: 'Envoyer ma candidature' }))
}

describe('Applying offline', { timeout: 20_000 }, () => {
  it('queues the application, shows it waiting on the offer, and sends it once with its key when the network returns', async () => {
    const { posts } = fakeServer()
    renderDetail()
    await screen.findByRole('heading', { name: 'Remplacement à Saint-Malo' })
    setNetwork(false)
    await applyWith('Disponible tout le mois.')

    expect(await screen.findByText('Candidature en attente de réseau')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(toasts.success).toHaveBeenCalledWith('Candidature enregistrée : elle partira dès le retour du réseau.')
    expect(screen.getByRole('button', { name: 'Annuler l’envoi' })).toBeTruthy()
    expect(posts()).toEqual([])

    setNetwork(true)
    await waitFor(() => expect(posts()).toHaveLength(1))
    expect(posts()[0]?.body).toEqual({ message: 'Disponible tout le mois.' })
    expect(posts()[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
    await waitFor(() => expect(screen.getByText('Ma candidature : En attente')).toBeTruthy())
    expect(screen.queryByText('Candidature en attente de réseau')).toBeNull()
    expect(screen.getByRole('button', { name: 'Retirer ma candidature' })).toBeTruthy()
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Votre candidature est envoyée.'))
    expect(posts()).toHaveLength(1)
  })

  it('survives closing the app: the persisted application resumes with its registered function and the same key', async () => {
    const { posts } = fakeServer()
    const before = renderDetail()
    await screen.findByRole('heading', { name: 'Remplacement à Saint-Malo' })
    setNetwork(false)
    await applyWith('Je connais le secteur.')
    await screen.findByText('Candidature en attente de réseau')
    // What the persister writes to IndexedDB: the paused mutation with its variables.
    const saved = JSON.parse(JSON.stringify(dehydrate(before)))
    cleanup()
    expect(saved.mutations).toHaveLength(1)
    const key = saved.mutations[0].state.variables.idempotencyKey

    // A new start: the defaults are registered before the cache is restored (main.tsx).
    const after = newQueryClient()
    replacementMutationDefaults(after)
    hydrate(after, saved)
    setNetwork(true)
    await after.resumePausedMutations()
    expect(posts()).toHaveLength(1)
    expect(posts()[0]?.headers.get('Idempotency-Key')).toBe(key)
    expect(posts()[0]?.body).toEqual({ message: 'Je connais le secteur.' })
  })

  it('takes back an application that has not left the device, sending nothing', async () => {
    const { posts } = fakeServer()
    const client = renderDetail()
    await screen.findByRole('heading', { name: 'Remplacement à Saint-Malo' })
    setNetwork(false)
    await applyWith('Disponible.')
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Annuler l’envoi' }))
    expect(await screen.findByRole('button', { name: 'Postuler' })).toBeTruthy()
    setNetwork(true)
    await client.resumePausedMutations()
    expect(posts()).toEqual([])
  })
})
