import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { axeViolations, renderUi } from '#client/ui/test-utils.tsx'
import { type Answer, type SentRequest, stubApi } from '#tests/unit/support/stub-api.ts'
import { ContactForm } from './contact-form.tsx'

let answers: Answer[]
let sent: SentRequest[]

beforeEach(() => {
  answers = []
  sent = stubApi(() => answers.shift() ?? { status: 201, body: { message: 'Message reçu.' } })
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  onlineManager.setOnline(true)
})

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: 0, networkMode: 'online' } } })
  renderUi(
    <QueryClientProvider client={client}>
      <ContactForm />
    </QueryClientProvider>,
  )
  return client
}

async function fillValidForm() {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText(/^Nom/), 'Camille Martin')
  await user.type(screen.getByLabelText(/^Adresse e-mail/), 'camille@example.fr')
  await user.selectOptions(screen.getByLabelText(/^Sujet/), 'replacement')
  await user.type(screen.getByLabelText(/^Message/), 'Comment publier une offre urgente ?')
  return user
}

describe('ContactForm', () => {
  it('has no accessibility violation and keeps the honeypot out of reach', async () => {
    renderForm()
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')
    expect(trap?.tabIndex).toBe(-1)
    expect(trap?.getAttribute('autocomplete')).toBe('off')
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(await axeViolations()).toEqual([])
  })

  it('explains what to fix before sending anything, and focuses the first field to fix', async () => {
    renderForm()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }))
    expect(await screen.findByText('Indiquez votre nom (2 caractères au moins).')).toBeTruthy()
    expect(screen.getByText('Indiquez une adresse e-mail valide, par exemple nom@exemple.fr.')).toBeTruthy()
    expect(screen.getByText('Votre message est trop court (10 caractères au moins).')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText(/^Nom/))
    expect(sent).toEqual([])
  })

  it('sends the message with an idempotency key and shows the server’s confirmation', async () => {
    renderForm()
    const user = await fillValidForm()
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }))
    expect(await screen.findByText('Message reçu.')).toBeTruthy()
    expect(sent).toHaveLength(1)
    expect(sent[0]?.path).toBe('/api/contact')
    expect(sent[0]?.body).toEqual({
      name: 'Camille Martin',
      email: 'camille@example.fr',
      subject: 'replacement',
      message: 'Comment publier une offre urgente ?',
      website: '',
    })
    expect(sent[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('shows the field errors the server returns', async () => {
    answers.push({
      status: 422,
      body: { message: 'Données invalides.', errors: { email: ['Cette adresse ne reçoit pas de courrier.'] } },
    })
    renderForm()
    const user = await fillValidForm()
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }))
    expect(await screen.findByText('Cette adresse ne reçoit pas de courrier.')).toBeTruthy()
    expect(screen.getByLabelText(/^Adresse e-mail/).getAttribute('aria-invalid')).toBe('true')
  })

  it('says when to try again after too many messages', async () => {
    answers.push({ status: 429, body: { message: 'Trop de tentatives. Réessayez dans 8 minutes.', code: 'rate_limit.exceeded' } })
    renderForm()
    const user = await fillValidForm()
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Réessayez dans 8 minutes.')
  })

  it('keeps a message written offline and sends it when the network returns', async () => {
    renderForm()
    const user = await fillValidForm()
    onlineManager.setOnline(false)
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }))
    expect(await screen.findByText('Vous êtes hors connexion')).toBeTruthy()
    expect(sent).toEqual([])
    onlineManager.setOnline(true)
    expect(await screen.findByText('Message reçu.')).toBeTruthy()
    await waitFor(() => expect(sent).toHaveLength(1))
  })
})
