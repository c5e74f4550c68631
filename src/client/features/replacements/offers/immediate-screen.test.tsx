import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import type { ImmediateConfirmation } from '#shared/immediate-confirmation.ts'
import {
  makeUser,
  newQueryClient,
  renderInDashboard,
  stubApi,
  toastSpiesForEachTest,
} from '#tests/unit/support/dashboard-harness.tsx'
import { makeOffer } from '#tests/unit/support/replacement-fixtures.ts'
import { ImmediateScreen } from './immediate-screen.tsx'

const toasts = toastSpiesForEachTest()

describe('/dashboard/replacements/immediate', { timeout: 30_000 }, () => {
  it('lets an unconfirmed holder publish this first offer, then asks right there for the mailed code and the RPPS number', async () => {
    let published = false
    stubApi((request) => {
      if (request.method === 'POST' && request.path === '/api/replacements') {
        published = true
        return {
          status: 201,
          body: {
            message: 'ok',
            alerts_held: true,
            replacement: makeOffer({ id: 31, status: 'published', urgency: 'immediate' }),
          },
        }
      }
      if (request.path === '/api/replacements/immediate/confirmation')
        return { status: 200, body: confirmation({ held_replacement_id: published ? 31 : null }) }
      return undefined
    })
    const client = newQueryClient()
    client.setQueryData(['session', 'current-user'], unconfirmedUser())
    const { router } = renderInDashboard(<ImmediateScreen />, { path: '/dashboard/replacements/immediate', client })
    expect(await screen.findByText(/Votre offre part tout de suite/)).toBeTruthy()
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('checkbox', { name: 'Soir' }))
    await user.type(screen.getByRole('spinbutton', { name: /Pourcentage reversé/ }), '90')
    await user.click(screen.getByRole('button', { name: 'Publier et alerter les remplaçants' }))
    expect(await screen.findByRole('heading', { name: 'Confirmez pour alerter les remplaçants' })).toBeTruthy()
    expect(screen.getByText('camille@example.fr')).toBeTruthy()
    expect(screen.getByText('Code reçu par e-mail')).toBeTruthy()
    expect(screen.getByRole('textbox', { name: /Numéro RPPS/ })).toBeTruthy()
    expect(toasts.success).toHaveBeenCalledWith('Offre publiée : confirmez votre adresse pour alerter les remplaçants')
    expect(router.state.location.pathname).toBe('/dashboard/replacements/immediate')
  })

  it('takes a confirmed holder on to the new offer’s applicants', async () => {
    stubApi((request) => {
      if (request.method === 'POST')
        return {
          status: 201,
          body: {
            message: 'ok',
            alerts_held: false,
            replacement: makeOffer({ id: 31, status: 'published', urgency: 'immediate' }),
          },
        }
      if (request.path === '/api/replacements/immediate/confirmation')
        return { status: 200, body: confirmation({ email_confirmed: true, rpps: '10005173140' }) }
      return undefined
    })
    const client = newQueryClient()
    client.setQueryData(
      ['session', 'current-user'],
      makeUser({ commune_insee: '35288', commune_name: 'Saint-Malo', postal_code: '35400' }),
    )
    const { router } = renderInDashboard(<ImmediateScreen />, { path: '/dashboard/replacements/immediate', client })
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('checkbox', { name: 'Matin' }))
    await user.type(screen.getByRole('spinbutton', { name: /Pourcentage reversé/ }), '90')
    await user.click(screen.getByRole('button', { name: 'Publier et alerter les remplaçants' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/replacements/detail/31/list'))
  })
})

describe('confirming on the immediate page: the mailed code and the RPPS number', { timeout: 30_000 }, () => {
  it('sends both, then goes on to the offer’s applicants once its alerts are out', async () => {
    const sent = stubApi((request) => {
      if (request.path === '/api/replacements/immediate/confirmation' && request.method === 'GET')
        return { status: 200, body: confirmation({ held_replacement_id: 31 }) }
      if (request.path === '/api/replacements/immediate/confirmation')
        return {
          status: 200,
          body: {
            message: 'ok',
            released_replacement_id: 31,
            confirmation: confirmation({ email_confirmed: true, rpps: '10005173140' }),
          },
        }
      return undefined
    })
    const { router } = renderHeld()
    const user = userEvent.setup({ delay: null })
    await user.click((await codeCells())[0] as HTMLInputElement)
    expect(await axeViolations()).toEqual([])
    await user.keyboard('042917')
    await user.type(screen.getByRole('textbox', { name: /Numéro RPPS/ }), '100 051 731 40')
    await user.click(screen.getByRole('button', { name: 'Confirmer et alerter les remplaçants' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/replacements/detail/31/list'))
    expect(sent.filter((request) => request.method === 'POST').map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/api/replacements/immediate/confirmation', body: { code: '042917', rpps: '100 051 731 40' } },
    ])
    expect(toasts.success).toHaveBeenCalledWith('C’est confirmé : les remplaçants proches sont alertés')
  })

  it('checks both fields before sending: missing, short code, RPPS check digit', async () => {
    const sent = stubApi((request) =>
      request.method === 'GET' && request.path === '/api/replacements/immediate/confirmation'
        ? { status: 200, body: confirmation({ held_replacement_id: 31 }) }
        : undefined,
    )
    renderHeld()
    const user = userEvent.setup({ delay: null })
    const submit = await screen.findByRole('button', { name: 'Confirmer et alerter les remplaçants' })
    await user.click(submit)
    expect(await screen.findByText('Saisissez le code à 6 chiffres reçu par e-mail.')).toBeTruthy()
    expect(screen.getByText('Indiquez votre numéro RPPS : il figure sur votre carte CPS.')).toBeTruthy()

    await user.click((await codeCells())[0] as HTMLInputElement)
    await user.keyboard('0429')
    await user.type(screen.getByRole('textbox', { name: /Numéro RPPS/ }), '10005173141')
    await user.click(submit)
    expect(await screen.findByText('Le code compte 6 chiffres.')).toBeTruthy()
    expect(screen.getByText('Ce numéro RPPS n’est pas valide : vérifiez-le sur votre carte CPS.')).toBeTruthy()
    expect(sent.filter((request) => request.method === 'POST')).toEqual([])
  })

  it('shows the server’s refusal of a code on the code, empties it, and sends another code on demand', async () => {
    const refusal = 'Ce code n’est pas le bon. Vérifiez le dernier e-mail reçu, ou demandez un nouveau code.'
    const sent = stubApi((request) => {
      if (request.path === '/api/replacements/immediate/confirmation' && request.method === 'GET')
        return { status: 200, body: confirmation({ held_replacement_id: 31 }) }
      if (request.path === '/api/replacements/immediate/confirmation')
        return { status: 422, body: { message: refusal, code: 'validation.failed', errors: { code: [refusal] } } }
      if (request.path === '/api/replacements/immediate/confirmation/code')
        return {
          status: 200,
          body: { message: 'ok', released_replacement_id: null, confirmation: confirmation({ held_replacement_id: 31 }) },
        }
      return undefined
    })
    renderHeld()
    const user = userEvent.setup({ delay: null })
    await user.click((await codeCells())[0] as HTMLInputElement)
    await user.keyboard('111111')
    await user.type(screen.getByRole('textbox', { name: /Numéro RPPS/ }), '10005173140')
    await user.click(screen.getByRole('button', { name: 'Confirmer et alerter les remplaçants' }))
    expect(await screen.findByText(refusal)).toBeTruthy()
    expect((await codeCells()).map((cell) => cell.value).join('')).toBe('')

    await user.click(screen.getByRole('button', { name: 'Renvoyer le code' }))
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Un nouveau code vient de vous être envoyé.'))
    expect(sent.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      '/api/replacements/immediate/confirmation',
      '/api/replacements/immediate/confirmation/code',
    ])
  })

  it('lets another code be asked for only when the server allows it, counting down', async () => {
    const allowedAt = new Date(Date.now() + 42_000).toISOString()
    stubApi((request) =>
      request.method === 'GET' && request.path === '/api/replacements/immediate/confirmation'
        ? { status: 200, body: confirmation({ held_replacement_id: 31, resend_available_at: allowedAt }) }
        : undefined,
    )
    renderHeld()
    const button = await screen.findByRole('button', { name: /^Renvoyer le code \(possible dans 4[12] s\)$/ })
    expect((button as HTMLButtonElement).disabled).toBe(true)
  })

  it('asks only for the RPPS number once the address is confirmed (by the mailed link)', async () => {
    stubApi((request) =>
      request.method === 'GET' && request.path === '/api/replacements/immediate/confirmation'
        ? { status: 200, body: confirmation({ held_replacement_id: 31, email_confirmed: true }) }
        : undefined,
    )
    renderHeld({ user: makeUser({ commune_insee: '35288', commune_name: 'Saint-Malo', postal_code: '35400' }) })
    expect(await screen.findByRole('textbox', { name: /Numéro RPPS/ })).toBeTruthy()
    expect(screen.queryByText('Code reçu par e-mail')).toBeNull()
    expect(screen.queryByRole('button', { name: /Renvoyer le code/ })).toBeNull()
  })
})

function unconfirmedUser() {
  return makeUser({
    email: 'camille@example.fr',
    email_verified_at: null,
    commune_insee: '35288',
    commune_name: 'Saint-Malo',
    postal_code: '35400',
  })
}

function confirmation(overrides: Partial<ImmediateConfirmation> = {}): ImmediateConfirmation {
  return {
    email: 'camille@example.fr',
    email_confirmed: false,
    rpps: null,
    held_replacement_id: null,
    code_expires_at: '2026-03-02T09:15:00.000Z',
    resend_available_at: null,
    ...overrides,
  }
}

/** The immediate page of a holder whose offer waits for its confirmation. */
function renderHeld(options: { user?: ReturnType<typeof makeUser> } = {}) {
  const client = newQueryClient()
  client.setQueryData(['session', 'current-user'], options.user ?? unconfirmedUser())
  return renderInDashboard(<ImmediateScreen />, { path: '/dashboard/replacements/immediate', client })
}

async function codeCells(): Promise<HTMLInputElement[]> {
  const first = await screen.findByRole('textbox', { name: 'pin input 1 of 6' })
  const group = first.parentElement
  return Array.from(group?.querySelectorAll<HTMLInputElement>('input:not([type="hidden"])') ?? [])
}
