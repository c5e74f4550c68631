import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import { keptOnDevice } from '#tests/unit/support/kept-on-device.ts'
import { renderWithRouter } from '#tests/unit/support/render-with-router.tsx'
import { stubApi } from '#tests/unit/support/stub-api.ts'
import { TwoFactorForm } from './two-factor-form.tsx'

const hash = 'a'.repeat(43)

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderForm() {
  const onSignedIn = vi.fn(async () => {})
  const onExpired = vi.fn()
  const { client } = renderWithRouter(<TwoFactorForm hash={hash} onSignedIn={onSignedIn} onExpired={onExpired} />, {
    path: '/2fa-challenge',
  })
  return { onSignedIn, onExpired, client }
}

const cells = () => screen.getAllByRole('textbox') as HTMLInputElement[]

describe('TwoFactorForm', () => {
  it('shows six cells labelled "pin input N of 6", accessibly', async () => {
    renderForm()
    await screen.findByRole('button', { name: 'Valider' })
    expect(cells().map((cell) => cell.getAttribute('aria-label'))).toEqual([1, 2, 3, 4, 5, 6].map((n) => `pin input ${n} of 6`))
    expect(await axeViolations()).toEqual([])
  })

  it('sends the code as soon as the sixth digit is in', async () => {
    const sent = stubApi([{ status: 200, body: { token: 'tok' } }])
    const { onSignedIn } = renderForm()
    const user = userEvent.setup()
    await user.click((await screen.findAllByRole('textbox'))[0] as HTMLInputElement)
    await user.keyboard('123456')
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1))
    expect(sent).toEqual([
      { method: 'POST', path: '/api/verify-2fa', body: { hash, code: '123456' }, headers: expect.any(Headers) },
    ])
  })

  it('keeps no token: neither the query client nor the browser’s storage holds the answer’s token', async () => {
    const token = '42|session-token-for-api-clients'
    stubApi([{ status: 200, body: { token } }])
    const { onSignedIn, client } = renderForm()
    const user = userEvent.setup()
    await user.click((await screen.findAllByRole('textbox'))[0] as HTMLInputElement)
    await user.keyboard('123456')
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1))
    const mutations = client.getMutationCache().getAll()
    expect(mutations.map((mutation) => mutation.state.status)).toEqual(['success'])
    expect(keptOnDevice(client)).not.toContain(token)
  })

  it('a wrong code: says so, empties the cells and lets the user type again', async () => {
    stubApi([
      {
        status: 422,
        body: {
          message: 'Ce code n’est pas valide.',
          code: 'two_factor.code_invalid',
          errors: { code: ['Ce code n’est pas valide.'] },
        },
      },
    ])
    const { onSignedIn } = renderForm()
    const user = userEvent.setup()
    await user.click((await screen.findAllByRole('textbox'))[0] as HTMLInputElement)
    await user.keyboard('654321')
    expect((await screen.findByRole('alert')).textContent).toBe('Ce code n’est pas valide.')
    await waitFor(() =>
      expect(
        cells()
          .map((cell) => cell.value)
          .join(''),
      ).toBe(''),
    )
    expect(cells()[0]?.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id)
    expect(onSignedIn).not.toHaveBeenCalled()
  })

  it('an expired challenge goes back to the password', async () => {
    stubApi([
      { status: 422, body: { message: 'La vérification a expiré. Reconnectez-vous.', code: 'two_factor.challenge_invalid' } },
    ])
    const { onExpired } = renderForm()
    const user = userEvent.setup()
    await user.click((await screen.findAllByRole('textbox'))[0] as HTMLInputElement)
    await user.keyboard('111111')
    await waitFor(() => expect(onExpired).toHaveBeenCalledTimes(1))
  })

  it('takes a recovery code instead, in a text field', async () => {
    const sent = stubApi([{ status: 200, body: { token: 'tok' } }])
    const { onSignedIn } = renderForm()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Utiliser un code de secours' }))
    const field = screen.getByLabelText(/^Code de secours/)
    await waitFor(() => expect(document.activeElement).toBe(field))
    await user.type(field, 'abcd-ef1234')
    await user.click(screen.getByRole('button', { name: 'Valider' }))
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1))
    expect(sent[0]?.body).toEqual({ hash, code: 'ABCDEF1234' })
  })
})
