import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import type { SavedSearch } from '#shared/saved-searches.ts'
import { renderInDashboard, type SentRequest, stubApi, toastSpiesForEachTest } from '#tests/unit/support/dashboard-harness.tsx'
import { SaveSearchButton } from './save-search-button.tsx'
import { SavedSearchList } from './saved-search-list.tsx'

const toasts = toastSpiesForEachTest()

const saved: SavedSearch[] = [
  {
    id: 4,
    subject: 'replacements',
    name: 'Autour de Villeurbanne',
    filters: {
      commune: '69266',
      radius_km: 30,
      from: '2026-03-01',
      to: '2026-03-31',
      shifts: ['matin', 'soir'],
      min_percent: 80,
      housing: true,
    },
    commune_name: 'Villeurbanne',
    alert: true,
    created_at: '2026-03-01T10:00:00Z',
    last_alerted_at: null,
  },
  {
    id: 5,
    subject: 'replacements',
    name: 'Partout',
    filters: { radius_km: 30, urgency: ['urgent', 'immediate'] },
    commune_name: null,
    alert: false,
    created_at: '2026-03-02T10:00:00Z',
    last_alerted_at: null,
  },
  {
    id: 6,
    subject: 'partner_listings',
    name: 'Cabinet à Lattes',
    filters: { commune: '34129', radius_km: 20, kind: ['collaboration', 'cession'], start_from: '2026-05-01', price_max: 50_000 },
    commune_name: 'Lattes',
    alert: true,
    created_at: '2026-03-03T10:00:00Z',
    last_alerted_at: null,
  },
]

function api(answer: (request: SentRequest) => { status: number; body?: unknown } | undefined = () => undefined) {
  return stubApi((request) => {
    if (request.method === 'GET' && request.path === '/api/saved-searches')
      return { status: 200, body: { saved_searches: saved, count: saved.length } }
    return answer(request)
  })
}

describe('SaveSearchButton', { timeout: 15_000 }, () => {
  it('names the search and saves its filters with the alert on', async () => {
    const sent = api((request) =>
      request.method === 'POST'
        ? { status: 201, body: { message: 'Recherche enregistrée.', saved_search: saved[0] } }
        : undefined,
    )
    renderInDashboard(
      <SaveSearchButton
        search={{ subject: 'replacements', filters: { commune: '69266', radius_km: 30, shifts: ['matin'] } }}
        suggestedName="Autour de Villeurbanne, 30 km"
      />,
    )
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('button', { name: 'Sauvegarder cette recherche' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sauvegarder cette recherche' })
    const name = within(dialog).getByRole('textbox', { name: /Nom de la recherche/ }) as HTMLInputElement
    expect(name.value).toBe('Autour de Villeurbanne, 30 km')
    expect((within(dialog).getByRole('switch', { name: 'M’alerter des nouvelles offres' }) as HTMLInputElement).checked).toBe(
      true,
    )
    expect(await axeViolations()).toEqual([])
    await user.clear(name)
    await user.type(name, 'Lyon est')
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Recherche enregistrée.'))
    expect(sent.find((r) => r.method === 'POST')).toMatchObject({
      path: '/api/saved-searches',
      body: {
        subject: 'replacements',
        name: 'Lyon est',
        alert: true,
        filters: { commune: '69266', radius_km: 30, shifts: ['matin'] },
      },
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('shows the server’s refusal: under the name, or for the whole form', async () => {
    api((request) =>
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
    renderInDashboard(<SaveSearchButton search={{ subject: 'replacements', filters: {} }} />)
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('button', { name: 'Sauvegarder cette recherche' }))
    const dialog = await screen.findByRole('dialog')
    await user.clear(within(dialog).getByRole('textbox', { name: /Nom de la recherche/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    expect(await within(dialog).findByText('Donnez un nom à cette recherche.')).toBeTruthy()
    expect(await axeViolations()).toEqual([])
  })

  it('opens afresh each time: the proposed name again, the alert on, no earlier refusal', async () => {
    api((request) =>
      request.method === 'POST'
        ? { status: 422, body: { message: 'Refusé.', code: 'validation.failed', errors: { name: ['Nom refusé.'] } } }
        : undefined,
    )
    renderInDashboard(
      <SaveSearchButton search={{ subject: 'replacements', filters: {} }} suggestedName="Autour de Lyon, 30 km" />,
    )
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('button', { name: 'Sauvegarder cette recherche' }))
    let dialog = await screen.findByRole('dialog')
    await user.type(within(dialog).getByRole('textbox', { name: /Nom de la recherche/ }), ' nord')
    await user.click(within(dialog).getByRole('switch', { name: 'M’alerter des nouvelles offres' }))
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }))
    expect(await within(dialog).findByText('Nom refusé.')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    await user.click(screen.getByRole('button', { name: 'Sauvegarder cette recherche' }))
    dialog = await screen.findByRole('dialog')
    expect((within(dialog).getByRole('textbox', { name: /Nom de la recherche/ }) as HTMLInputElement).value).toBe(
      'Autour de Lyon, 30 km',
    )
    expect((within(dialog).getByRole('switch', { name: 'M’alerter des nouvelles offres' }) as HTMLInputElement).checked).toBe(
      true,
    )
    expect(within(dialog).queryByText('Nom refusé.')).toBeNull()
  })
})

describe('SavedSearchList', { timeout: 15_000 }, () => {
  it('lists the searches with what they look for, and opens one as search parameters', async () => {
    api()
    const onPick = vi.fn()
    renderInDashboard(<SavedSearchList onPick={onPick} />)
    const region = await screen.findByRole('region', { name: 'Recherches enregistrées' })
    await within(region).findByRole('button', { name: 'Autour de Villeurbanne' })
    expect(region.textContent).toContain(
      'Villeurbanne, 30 km · du 1er mars au 31 mars · matin, soir · au moins 80 % · logement fourni',
    )
    expect(region.textContent).toContain('Toute la France · urgent, immédiat')
    // A search of partner listings says so, in its own words; this screen cannot open it.
    expect(region.textContent).toContain('Annonces de partenariat')
    expect(region.textContent).toContain('Lattes, 20 km · collaboration, cession · début à partir du 1er mai · prix jusqu’à 50')
    expect(within(region).queryByRole('button', { name: 'Cabinet à Lattes' })).toBeNull()
    expect(within(region).getByText('Cabinet à Lattes')).toBeTruthy()
    expect(await axeViolations()).toEqual([])

    const user = userEvent.setup({ delay: null })
    await user.click(within(region).getByRole('button', { name: 'Partout' }))
    const [params, search] = onPick.mock.calls[0] as [URLSearchParams, SavedSearch]
    expect(Object.fromEntries(params)).toEqual({ commune: '', urgency: 'urgent,immediate' })
    expect(search.id).toBe(5)
    await user.click(within(region).getByRole('button', { name: 'Autour de Villeurbanne' }))
    expect(Object.fromEntries(onPick.mock.calls[1]?.[0] as URLSearchParams)).toEqual({
      commune: '69266',
      radius_km: '30',
      from: '2026-03-01',
      to: '2026-03-31',
      shifts: 'matin,soir',
      min_percent: '80',
      housing: 'true',
    })
  })

  it('opens a search of partner listings where the screen can', async () => {
    api()
    const onPick = vi.fn()
    const onPickPartner = vi.fn()
    renderInDashboard(<SavedSearchList onPick={onPick} onPickPartner={onPickPartner} />)
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'Cabinet à Lattes' }))
    expect(onPick).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Supprimer « Cabinet à Lattes »' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Supprimer « Cabinet à Lattes » ?' })
    expect(confirm.textContent).toContain('Vous ne serez plus prévenu des annonces qui lui correspondent.')
    await user.click(within(confirm).getByRole('button', { name: 'Retour' }))
    expect(Object.fromEntries(onPickPartner.mock.calls[0]?.[0] as URLSearchParams)).toEqual({
      commune: '34129',
      radius_km: '20',
      kind: 'collaboration,cession',
      start_from: '2026-05-01',
      price_max: '50000',
    })
  })

  it('turns an alert off, renames and deletes a search', async () => {
    const sent = api((request) => {
      if (request.method === 'PUT')
        return {
          status: 200,
          body: { message: 'Recherche modifiée.', saved_search: { ...saved[0], ...(request.body as object) } },
        }
      if (request.method === 'DELETE') return { status: 200, body: { message: 'Recherche supprimée.' } }
      return undefined
    })
    renderInDashboard(<SavedSearchList onPick={() => {}} />)
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('switch', { name: 'Alertes pour « Autour de Villeurbanne »' }))
    await waitFor(() =>
      expect(sent.find((r) => r.method === 'PUT')).toMatchObject({ path: '/api/saved-searches/4', body: { alert: false } }),
    )

    await user.click(screen.getByRole('button', { name: 'Renommer « Partout »' }))
    const rename = await screen.findByRole('dialog', { name: 'Renommer la recherche' })
    const field = within(rename).getByRole('textbox', { name: /Nom de la recherche/ })
    await user.clear(field)
    await user.type(field, 'Urgences')
    await user.click(within(rename).getByRole('button', { name: 'Renommer' }))
    await waitFor(() =>
      expect(sent.filter((r) => r.method === 'PUT').at(-1)).toMatchObject({
        path: '/api/saved-searches/5',
        body: { name: 'Urgences' },
      }),
    )

    await user.click(await screen.findByRole('button', { name: 'Supprimer « Autour de Villeurbanne »' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Supprimer « Autour de Villeurbanne » ?' })
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }))
    await waitFor(() => expect(sent.find((r) => r.method === 'DELETE')?.path).toBe('/api/saved-searches/4'))
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Suppression réussie.'))
  })
})
