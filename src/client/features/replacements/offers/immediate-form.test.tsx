import { onlineManager } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import { renderInDashboard, stubApi, toastSpiesForEachTest } from '#tests/unit/support/dashboard-harness.tsx'
import { makeOffer } from '#tests/unit/support/replacement-fixtures.ts'
import { ImmediateForm } from './immediate-form.tsx'

// Registered before the harness's teardown, so it runs after the unmount (afterEach hooks run last registered first).
afterEach(() => {
  onlineManager.setOnline(true)
})
const toasts = toastSpiesForEachTest()

const commune = { insee: '35288', name: 'Saint-Malo', postal_code: '35400' }

describe('ImmediateForm (/dashboard/replacements/immediate)', { timeout: 30_000 }, () => {
  it('publishes an immediate offer for tomorrow in one screen', async () => {
    const created = makeOffer({
      id: 12,
      status: 'published',
      urgency: 'immediate',
      start_date: '2026-11-23',
      end_date: '2026-11-23',
    })
    const sent = stubApi((request) =>
      request.method === 'POST'
        ? { status: 201, body: { message: 'Votre offre est publiée.', alerts_held: false, replacement: created } }
        : undefined,
    )
    const onPublished = vi.fn()
    renderInDashboard(<ImmediateForm initialCommune={commune} onPublished={onPublished} today="2026-11-22" />, {
      path: '/dashboard/replacements/immediate',
    })
    expect((screen.getByRole('combobox', { name: /Commune du cabinet/ }) as HTMLInputElement).value).toBe('Saint-Malo (35400)')
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('radio', { name: 'Demain, lundi 23 novembre' }))
    await user.click(screen.getByRole('checkbox', { name: 'Journée' }))
    await user.click(screen.getByRole('checkbox', { name: 'Injections' }))
    await user.type(screen.getByRole('spinbutton', { name: /Pourcentage reversé/ }), '90')
    expect(await axeViolations()).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Publier et alerter les remplaçants' }))
    await waitFor(() =>
      expect(onPublished).toHaveBeenCalledWith({ message: 'Votre offre est publiée.', alerts_held: false, replacement: created }),
    )
    expect(toasts.success).toHaveBeenCalledWith('Offre publiée : les remplaçants proches sont alertés')
    expect(sent.find((request) => request.method === 'POST')).toMatchObject({
      method: 'POST',
      path: '/api/replacements',
      body: {
        commune_insee: '35288',
        start_date: '2026-11-23',
        end_date: '2026-11-23',
        days: null,
        shifts: ['journee'],
        care_types: ['injections'],
        retrocession_percent: 90,
        urgency: 'immediate',
        publish: true,
      },
    })
  })

  it('asks for a créneau and the percentage, and says offline that publishing needs the network', async () => {
    const sent = stubApi(() => undefined)
    renderInDashboard(<ImmediateForm initialCommune={commune} onPublished={vi.fn()} today="2026-11-22" />, {
      path: '/dashboard/replacements/immediate',
    })
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('button', { name: 'Publier et alerter les remplaçants' }))
    expect(await screen.findByText('Choisissez au moins un créneau.')).toBeTruthy()
    expect(screen.getByText('Indiquez le pourcentage reversé au remplaçant.')).toBeTruthy()
    await user.click(screen.getByRole('checkbox', { name: 'Matin' }))
    await user.type(screen.getByRole('spinbutton', { name: /Pourcentage reversé/ }), '85')
    onlineManager.setOnline(false)
    await user.click(screen.getByRole('button', { name: 'Publier et alerter les remplaçants' }))
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Publier a besoin du réseau : réessayez dès que vous êtes connecté.',
    )
    expect(sent.filter((request) => request.method === 'POST')).toEqual([])
  })
})
