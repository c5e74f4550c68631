import { onlineManager } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import type { PartnerListing } from '#shared/partner-listings.ts'
import { renderInDashboard, stubApi, toastSpiesForEachTest } from '#tests/unit/support/dashboard-harness.tsx'
import { saintMalo } from '#tests/unit/support/replacement-fixtures.ts'
import { partnerMutationKeys } from '../api/query-keys.ts'
import { ListingForm } from './listing-form.tsx'

afterEach(() => {
  onlineManager.setOnline(true)
})
toastSpiesForEachTest()

const typing = () => userEvent.setup({ delay: null })

const draft: PartnerListing = {
  id: 4,
  kind: 'collaboration',
  status: 'draft',
  commune: { insee: '35288', name: 'Saint-Malo', postal_code: '35400', department: '35', lat: 48.65, lng: -2.0 },
  distance_km: null,
  published_at: null,
  expires_at: null,
  filled_at: null,
  withdrawn_at: null,
  created_at: '2026-11-01T09:00:00Z',
  updated_at: '2026-11-01T09:00:00Z',
  author: { id: 42, first_name: 'Claire', last_name: 'Martin', profil_url: null },
  responses_count: 0,
  my_response: null,
  radius_km: null,
  start_date: null,
  premises: null,
  software: null,
  vehicle_required: false,
  parking: false,
  description: null,
  redevance_percent: 12,
  redevance_covers: null,
  days_per_week: 4,
}

function renderForm(onSaved = vi.fn()) {
  const view = renderInDashboard(<ListingForm onSaved={onSaved} />, { path: '/dashboard/partners/create' })
  return { ...view, onSaved }
}

const label = (name: string | RegExp) => screen.queryByLabelText(name)

describe('Listing form (/dashboard/partners/create)', { timeout: 30_000 }, () => {
  it('shows the fields of the kind chosen, and only those', async () => {
    stubApi()
    renderForm()
    const user = typing()
    // An association by default: its share, price and team; no redevance, no fees.
    expect(label(/Part de la société proposée/)).toBeTruthy()
    expect(label(/Taille de l’équipe/)).toBeTruthy()
    expect(label(/Redevance/)).toBeNull()
    expect(label(/Honoraires annuels/)).toBeNull()

    await user.click(screen.getByRole('radio', { name: /^Collaboration/ }))
    expect(label(/Redevance \(% des honoraires\)/)).toBeTruthy()
    expect(label(/Jours par semaine/)).toBeTruthy()
    expect(label(/Part de la société proposée/)).toBeNull()
    expect(label(/Prix indicatif/)).toBeNull()

    await user.click(screen.getByRole('radio', { name: /^Cession de patientèle/ }))
    expect(label(/Honoraires annuels/)).toBeTruthy()
    expect(label(/Prix indicatif/)).toBeTruthy()
    expect(label(/Local repris/)).toBeTruthy()
    expect(label(/Redevance/)).toBeNull()

    await user.click(screen.getByRole('radio', { name: /^Recherche d’installation/ }))
    expect(label(/Années d’expérience/)).toBeTruthy()
    expect(label(/Prix indicatif/)).toBeNull()
    // The common fields stay, and the notice about patients' data with them.
    expect(label(/Logiciel/)).toBeTruthy()
    expect(screen.getByText(/N’écrivez ici aucune donnée de santé/)).toBeTruthy()
    expect(await axeViolations()).toEqual([])
  })

  it('asks for what publishing needs, field by field, before sending anything', async () => {
    const sent = stubApi()
    renderForm()
    const user = typing()
    await user.click(screen.getByRole('radio', { name: /^Collaboration/ }))
    await user.type(screen.getByLabelText(/Redevance \(% des honoraires\)/), '60')
    await user.click(screen.getByRole('button', { name: 'Publier' }))
    expect(await screen.findByText('Indiquez la commune.')).toBeTruthy()
    expect(screen.getByText('Indiquez la date de début.')).toBeTruthy()
    expect(screen.getByText('Choisissez le local.')).toBeTruthy()
    expect(screen.getByText('La redevance est un pourcentage entier entre 0 et 50.')).toBeTruthy()
    expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(1)
    expect(sent).toEqual([])
  })

  it('saves an incomplete draft, and shows the server’s refusals under their fields', async () => {
    const sent = stubApi((request) =>
      request.method === 'POST' && request.path === '/api/partner-listings'
        ? {
            status: 422,
            body: {
              message: 'Les données sont invalides.',
              code: 'validation.failed',
              errors: { team_size: ['La taille de l’équipe est un nombre entier entre 1 et 50.'] },
            },
          }
        : undefined,
    )
    const { onSaved } = renderForm()
    const user = typing()
    await user.type(screen.getByLabelText(/Taille de l’équipe/), '12')
    await user.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }))
    expect(await screen.findByText('La taille de l’équipe est un nombre entier entre 1 et 50.')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Taille de l’équipe/)))
    const post = sent.find((request) => request.method === 'POST')
    // Only the association's fields go, blanks as null; an Idempotency-Key with each save.
    expect(post?.body).toMatchObject({ kind: 'association', team_size: 12, share_percent: null, commune_insee: null })
    expect(post?.body).not.toHaveProperty('redevance_percent')
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('queues a draft made offline and lets the member go on', async () => {
    stubApi()
    onlineManager.setOnline(false)
    const { onSaved, client } = renderForm()
    await typing().click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }))
    expect(onSaved).toHaveBeenCalledWith('queued', null)
    const queued = client.getMutationCache().findAll({ mutationKey: partnerMutationKeys.createDraft })
    expect(queued).toHaveLength(1)
    expect(queued[0]?.state.isPaused).toBe(true)
  })

  it('checks a listing to publish, then says publishing needs the network when offline', async () => {
    const sent = stubApi((request) =>
      request.path.startsWith('/api/communes') ? { status: 200, body: { communes: [saintMalo] } } : undefined,
    )
    renderForm()
    const user = typing()
    await user.click(screen.getByRole('radio', { name: /^Recherche d’installation/ }))
    await user.click(screen.getByRole('button', { name: 'Publier' }))
    // A search needs its commune, start and radius; no premises.
    expect(await screen.findByText('Indiquez la commune.')).toBeTruthy()
    expect(screen.queryByText('Choisissez le local.')).toBeNull()
    await user.type(screen.getByRole('combobox', { name: /Commune/ }), 'saint-malo')
    await user.click(await screen.findByRole('option', { name: 'Saint-Malo (35400)' }, { timeout: 5000 }))
    await user.type(screen.getByLabelText(/Date de début/), '2027-03-01')
    await user.type(screen.getByLabelText(/Rayon \(km\)/), '30')
    onlineManager.setOnline(false)
    await user.click(screen.getByRole('button', { name: 'Publier' }))
    expect(await screen.findByText(/Publier a besoin du réseau/)).toBeTruthy()
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([])
  })

  it('edits one’s draft: its values, its kind locked, saved with PUT', async () => {
    const sent = stubApi((request) =>
      request.method === 'PUT'
        ? { status: 200, body: { message: 'Votre annonce est enregistrée.', partner_listing: { ...draft, days_per_week: 3 } } }
        : undefined,
    )
    const onSaved = vi.fn()
    renderInDashboard(<ListingForm listing={draft} onSaved={onSaved} />, { path: '/dashboard/partners/4/edit' })
    const user = typing()
    expect((screen.getByRole('radio', { name: /^Collaboration/ }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('radio', { name: /^Association/ }) as HTMLInputElement).disabled).toBe(true)
    const days = screen.getByLabelText(/Jours par semaine/) as HTMLInputElement
    expect(days.value).toBe('4')
    expect((screen.getByLabelText(/Redevance \(% des honoraires\)/) as HTMLInputElement).value).toBe('12')
    await user.clear(days)
    await user.type(days, '3')
    await user.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('draft', 4))
    const put = sent.find((request) => request.method === 'PUT')
    expect(put?.path).toBe('/api/partner-listings/4')
    expect(put?.body).toMatchObject({ kind: 'collaboration', days_per_week: 3, redevance_percent: 12, commune_insee: '35288' })
  })
})
