// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { guardNamesOf } from '#client/app/guards/guard-middleware.ts'
import { routes } from '#client/app/routes.tsx'
import {
  makeUser,
  newQueryClient,
  renderInDashboard,
  spyOnToasts,
  stubApi,
} from '../../../../tests/unit/support/dashboard-harness.tsx'
import { makeOffer } from '../../../../tests/unit/support/replacement-fixtures.ts'
import { afterImmediateRegistration } from '../auth/register-immediate.tsx'
import { Component as Immediate } from './immediate.tsx'

let toasts: ReturnType<typeof spyOnToasts>
beforeEach(() => {
  toasts = spyOnToasts()
})

afterEach(() => {
  toasts.restore()
  cleanup()
  vi.unstubAllGlobals()
})

describe('/dashboard/replacements/immediate', { timeout: 30_000 }, () => {
  it('is where an immediate registration leads, with a session as its only guard (the rest of the marketplace wants a confirmed address)', () => {
    expect(afterImmediateRegistration()).toBe('/dashboard/replacements/immediate')
    expect(guardNamesOf(routes, '/dashboard/replacements/immediate')).toEqual(['auth'])
    expect(guardNamesOf(routes, '/dashboard/replacements/me')).toEqual(['auth', 'verified'])
    expect(guardNamesOf(routes, '/dashboard/replacements/detail/7/list')).toEqual(['auth', 'verified'])
  })

  it('lets an unconfirmed holder publish this first offer, then says the answers wait for the mailed link', async () => {
    const unconfirmed = makeUser({
      email_verified_at: null,
      commune_insee: '35288',
      commune_name: 'Saint-Malo',
      postal_code: '35400',
    })
    stubApi((request) =>
      request.method === 'POST'
        ? { status: 201, body: { message: 'ok', replacement: makeOffer({ status: 'published', urgency: 'immediate' }) } }
        : undefined,
    )
    const client = newQueryClient()
    client.setQueryData(['session', 'current-user'], unconfirmed)
    const { router } = renderInDashboard(<Immediate />, { path: '/dashboard/replacements/immediate', client })
    expect(screen.getByText(/Votre offre part tout de suite/)).toBeTruthy()
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('checkbox', { name: 'Soir' }))
    await user.type(screen.getByRole('spinbutton', { name: /Pourcentage reversé/ }), '90')
    await user.click(screen.getByRole('button', { name: 'Publier et alerter les remplaçants' }))
    expect(await screen.findByRole('heading', { name: 'Offre publiée : les remplaçants proches sont alertés' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/dashboard/replacements/immediate')
  })

  it('takes a confirmed holder on to the new offer’s applicants', async () => {
    stubApi((request) =>
      request.method === 'POST'
        ? { status: 201, body: { message: 'ok', replacement: makeOffer({ id: 31, status: 'published', urgency: 'immediate' }) } }
        : undefined,
    )
    const client = newQueryClient()
    client.setQueryData(
      ['session', 'current-user'],
      makeUser({ commune_insee: '35288', commune_name: 'Saint-Malo', postal_code: '35400' }),
    )
    const { router } = renderInDashboard(<Immediate />, { path: '/dashboard/replacements/immediate', client })
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('checkbox', { name: 'Matin' }))
    await user.type(screen.getByRole('spinbutton', { name: /Pourcentage reversé/ }), '90')
    await user.click(screen.getByRole('button', { name: 'Publier et alerter les remplaçants' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/replacements/detail/31/list'))
  })
})
