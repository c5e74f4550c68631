import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import { renderInDashboard, stubApi, toastSpiesForEachTest } from '#tests/unit/support/dashboard-harness.tsx'
import type { ListingFiltersInput } from '../api/saved-searches-api.ts'
import { SaveSearchButton } from './save-search-button.tsx'

const toasts = toastSpiesForEachTest()

const filters: ListingFiltersInput = {
  commune: '34172',
  radius_km: 25,
  kind: ['collaboration', 'cession'],
  price_max: 60_000,
}

const saved = {
  id: 9,
  subject: 'partner_listings',
  name: 'Montpellier',
  filters: { commune: '34172', radius_km: 25, kind: ['collaboration', 'cession'], price_max: 60_000 },
  commune_name: 'Montpellier',
  alert: true,
  created_at: '2026-03-02T10:00:00Z',
  last_alerted_at: null,
}

describe('SaveSearchButton, on the partner listings’ search', { timeout: 15_000 }, () => {
  it('saves the search’s filters under a name with the alert on', async () => {
    const sent = stubApi((request) =>
      request.method === 'POST' && request.path === '/api/saved-searches'
        ? { status: 201, body: { message: 'Recherche enregistrée.', saved_search: saved } }
        : undefined,
    )
    renderInDashboard(<SaveSearchButton search={{ subject: 'partner_listings', filters }} />)
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('button', { name: 'Sauvegarder cette recherche' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sauvegarder cette recherche' })
    const name = within(dialog).getByRole('textbox', { name: /Nom de la recherche/ }) as HTMLInputElement
    expect(name.value).toBe('Mes annonces de partenariat')
    const alert = within(dialog).getByRole('switch', { name: 'M’alerter des nouvelles annonces' }) as HTMLInputElement
    expect(alert.checked).toBe(true)
    expect(await axeViolations()).toEqual([])
    await user.clear(name)
    await user.type(name, 'Montpellier')
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Recherche enregistrée.'))
    expect(sent.find((r) => r.method === 'POST')?.body).toEqual({
      subject: 'partner_listings',
      name: 'Montpellier',
      alert: true,
      filters: { commune: '34172', radius_km: 25, kind: ['collaboration', 'cession'], price_max: 60_000 },
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('saves with the alert off when asked, and shows the server’s refusal under the name', async () => {
    const sent = stubApi((request) =>
      request.method === 'POST'
        ? {
            status: 422,
            body: {
              message: 'Donnez un nom à cette recherche.',
              code: 'validation.failed',
              errors: { name: ['Donnez un nom à cette recherche.'] },
            },
          }
        : undefined,
    )
    renderInDashboard(<SaveSearchButton search={{ subject: 'partner_listings', filters: { radius_km: 30 } }} />)
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('button', { name: 'Sauvegarder cette recherche' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('switch', { name: 'M’alerter des nouvelles annonces' }))
    await user.clear(within(dialog).getByRole('textbox', { name: /Nom de la recherche/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    expect(await within(dialog).findByText('Donnez un nom à cette recherche.')).toBeTruthy()
    expect(sent.find((r) => r.method === 'POST')?.body).toMatchObject({ alert: false, name: '', filters: { radius_km: 30 } })
    expect(screen.getByRole('dialog')).toBeTruthy()
  })
})
