import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import type { ContractSigning } from '#shared/contract-signatures.ts'
import { renderInDashboard, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { ContractSigningPanel } from './contract-signing.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const hash = 'ab'.repeat(32)

function signing(overrides: Partial<ContractSigning> = {}): ContractSigning {
  return {
    application_id: 31,
    role: 'holder',
    text: 'CONTRAT DE REMPLACEMENT ENTRE INFIRMIERS LIBÉRAUX\n\nArticle 1 — Objet\nLe titulaire se fait remplacer.',
    text_sha256: hash,
    completions: { place: 'Lyon' },
    missing: [],
    from_profiles: ['holder_rpps', 'holder_address', 'nurse_rpps', 'nurse_address', 'nurse_authorisation_expires_on'],
    signatures: [],
    pdf: null,
    confirm_with: { password: true, totp: false },
    ...overrides,
  }
}

const path = '/dashboard/replacements/contract/31'

describe('the contract signing dialog', () => {
  it('shows the exact text, asks a signature and the password, and sends the hash read', async () => {
    const sent = stubApi((request) => {
      if (request.path === '/api/applications/31/contract/signing') return { status: 200, body: signing() }
      if (request.method === 'POST' && (request.body as { password?: string }).password === 'wrong')
        return {
          status: 422,
          body: {
            message: 'Le mot de passe actuel est incorrect.',
            errors: { password: ['Le mot de passe actuel est incorrect.'] },
          },
        }
      if (request.method === 'POST')
        return {
          status: 201,
          body: signing({
            signatures: [
              { role: 'holder', name: 'Claire Martin', signed_at: '2027-02-02T10:00:00Z', method: 'password', voided_at: null },
            ],
          }),
        }
      return undefined
    })
    renderInDashboard(<ContractSigningPanel applicationId={31} />, { path })
    fireEvent.click(await screen.findByRole('button', { name: 'Signer le contrat' }))
    const dialog = await screen.findByRole('dialog', { name: 'Signer le contrat' })
    expect(within(dialog).getByRole('region', { name: 'Texte exact du contrat' }).textContent).toContain('Article 1 — Objet')
    expect(dialog.textContent).toContain(hash)

    // Nothing drawn, no password: said under the fields, nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Je signe le contrat' }))
    expect(await within(dialog).findByText('Tracez votre signature dans le cadre.')).toBeTruthy()
    expect(within(dialog).getByText('Saisissez votre mot de passe.')).toBeTruthy()
    expect(sent.filter((request) => request.method === 'POST')).toEqual([])

    // The keyboard's way: the typed name.
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Saisir mon nom' }))
    fireEvent.change(await within(dialog).findByLabelText(/Nom et prénom, comme signature/), {
      target: { value: 'Claire Martin' },
    })
    fireEvent.change(within(dialog).getByLabelText(/Mot de passe de votre compte/), { target: { value: 'wrong' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Je signe le contrat' }))
    expect(await within(dialog).findByText('Le mot de passe actuel est incorrect.')).toBeTruthy()

    fireEvent.change(within(dialog).getByLabelText(/Mot de passe de votre compte/), { target: { value: 'correct horse' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Je signe le contrat' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const post = sent.filter((request) => request.method === 'POST').at(-1)
    expect(post?.path).toBe('/api/applications/31/contract/signatures')
    expect(post?.body).toEqual({
      text_sha256: hash,
      password: 'correct horse',
      signature: { kind: 'typed', name: 'Claire Martin' },
    })
    expect(await screen.findByText(/Signé par Claire Martin \(titulaire\)/)).toBeTruthy()
    expect(screen.getByText(/Vous avez signé/)).toBeTruthy()
  })

  it('asks the two-factor code when the account has one', async () => {
    const sent = stubApi((request) =>
      request.method === 'GET'
        ? { status: 200, body: signing({ confirm_with: { password: true, totp: true } }) }
        : { status: 201, body: signing() },
    )
    renderInDashboard(<ContractSigningPanel applicationId={31} />, { path })
    fireEvent.click(await screen.findByRole('button', { name: 'Signer le contrat' }))
    const dialog = await screen.findByRole('dialog', { name: 'Signer le contrat' })
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Saisir mon nom' }))
    fireEvent.change(await within(dialog).findByLabelText(/Nom et prénom, comme signature/), {
      target: { value: 'Claire Martin' },
    })
    fireEvent.change(within(dialog).getByLabelText(/Code de votre application/), { target: { value: '123 456' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Je signe le contrat' }))
    await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true))
    expect(sent.find((request) => request.method === 'POST')?.body).toMatchObject({ code: '123456' })
  })

  it('lets a party complete what is missing before signing, and offers the PDF once both signed', async () => {
    const sent = stubApi((request) => {
      if (request.method === 'PUT')
        return { status: 200, body: signing({ completions: { place: 'Lyon', payment_delay_days: '15' } }) }
      return { status: 200, body: signing({ missing: ['payment_delay_days'], completions: {} }) }
    })
    const view = renderInDashboard(<ContractSigningPanel applicationId={31} />, { path })
    expect((await screen.findByRole('button', { name: 'Signer le contrat' })).hasAttribute('disabled')).toBe(true)
    fireEvent.change(screen.getByLabelText(/Délai de paiement de la rétrocession/), { target: { value: '15' } })
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer ces informations' }))
    await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true))
    expect(sent.find((request) => request.method === 'PUT')?.body).toMatchObject({ payment_delay_days: '15' })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Signer le contrat' }).hasAttribute('disabled')).toBe(false))
    expect(await axeViolations(view.container)).toEqual([])
    cleanup()

    stubApi(() => ({
      status: 200,
      body: signing({
        pdf: { sha256: 'cd'.repeat(32), size: 12345, created_at: '2027-02-02T10:00:00Z' },
        signatures: [
          { role: 'holder', name: 'Claire Martin', signed_at: '2027-02-02T09:00:00Z', method: 'password', voided_at: null },
          { role: 'nurse', name: 'Léa Bernard', signed_at: '2027-02-02T10:00:00Z', method: 'totp', voided_at: null },
        ],
      }),
    }))
    renderInDashboard(<ContractSigningPanel applicationId={31} />, { path })
    expect(await screen.findByRole('button', { name: 'Télécharger le contrat signé (PDF)' })).toBeTruthy()
    expect(screen.getByText('Contrat signé par les deux parties')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Page de vérification' }).getAttribute('href')).toBe(
      `/verify-contract/${'cd'.repeat(32)}`,
    )
    expect(screen.queryByRole('button', { name: 'Signer le contrat' })).toBeNull()
  })
})
