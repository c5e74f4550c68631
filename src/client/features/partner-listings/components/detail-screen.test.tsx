import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import type { PartnerListing } from '#shared/partner-listings.ts'
import { renderInDashboard, stubApi, toastSpiesForEachTest } from '#tests/unit/support/dashboard-harness.tsx'
import { resetAfterEachTest, setNetwork } from '#tests/unit/support/network.ts'
import { partnerMutationKeys } from '../api/query-keys.ts'
import { DetailScreen } from './detail-screen.tsx'

resetAfterEachTest()
toastSpiesForEachTest()

const collaboration: PartnerListing = {
  id: 4,
  kind: 'collaboration',
  status: 'published',
  commune: { insee: '35288', name: 'Saint-Malo', postal_code: '35400', department: '35', lat: 48.65, lng: -2.0 },
  distance_km: null,
  published_at: '2026-11-01T09:00:00Z',
  expires_at: '2027-01-30T09:00:00Z',
  filled_at: null,
  withdrawn_at: null,
  created_at: '2026-11-01T09:00:00Z',
  updated_at: '2026-11-01T09:00:00Z',
  author: { id: 7, first_name: 'Claire', last_name: 'Martin', profil_url: null },
  responses_count: null,
  my_response: null,
  radius_km: 20,
  start_date: '2027-03-01',
  premises: 'shared',
  software: 'Vega',
  vehicle_required: true,
  parking: false,
  description: 'Cabinet de trois infirmières.',
  redevance_percent: 12,
  redevance_covers: 'Local et secrétariat',
  days_per_week: 4,
}

const typing = () => userEvent.setup({ delay: null })

describe('A listing’s page', { timeout: 20_000 }, () => {
  it('shows every field of its kind, labelled, the author’s first name and initial, and the field’s rules', async () => {
    stubApi((request) => (request.path === '/api/partner-listings/4' ? { status: 200, body: collaboration } : undefined))
    renderInDashboard(<DetailScreen id={4} viewerId={9} />, { path: '/dashboard/partners/4' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Collaboration à Saint-Malo (35400)' })).toBeTruthy()
    expect(screen.getByText(/^Annonce de Claire M\., publiée le/)).toBeTruthy()
    expect(screen.queryByText(/Martin/)).toBeNull()
    const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
    expect(row('Redevance (% des honoraires)')).toBe('12')
    expect(row('Ce que couvre la redevance')).toBe('Local et secrétariat')
    expect(row('Jours par semaine')).toBe('4')
    expect(row('Local')).toBe('Cabinet partagé')
    expect(row('Véhicule nécessaire')).toBe('Oui')
    expect(screen.getByText(/24 mois, ou 3 200 heures.*ou de 18 mois \(2 400 heures\).*6 mois \(800 heures\)/)).toBeTruthy()
    expect(
      screen.getByRole('link', { name: 'Conventionnement et zonage sur le site de l’Assurance Maladie' }).getAttribute('href'),
    ).toBe('https://www.ameli.fr/infirmier/exercice-liberal/vie-cabinet/installation-liberal/processus-installation')
    expect(await axeViolations()).toEqual([])
  })

  it('lets another member respond once, with an Idempotency-Key, then leads to the conversation', async () => {
    const sent = stubApi((request) => {
      if (request.path === '/api/partner-listings/4') return { status: 200, body: collaboration }
      if (request.path === '/api/partner-listings/4/responses')
        return {
          status: 201,
          body: {
            message: 'Votre réponse est envoyée.',
            partner_response: { id: 11, status: 'new', conversation_id: 30 },
          },
        }
      return undefined
    })
    renderInDashboard(<DetailScreen id={4} viewerId={9} />, { path: '/dashboard/partners/4' })
    const user = typing()
    await user.type(await screen.findByRole('textbox', { name: /Votre message/ }), 'Bonjour, je suis intéressée.')
    expect(screen.getByText(/N’écrivez ici aucune donnée de santé/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Envoyer ma réponse' }))
    expect(await screen.findByText('Vous avez répondu')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Voir la conversation' }).getAttribute('href')).toBe('/dashboard/chat/30')
    expect(screen.queryByRole('button', { name: 'Envoyer ma réponse' })).toBeNull()
    const post = sent.find((request) => request.method === 'POST')
    expect(post?.body).toEqual({ message: 'Bonjour, je suis intéressée.' })
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('queues a response written offline and says it waits for the network', async () => {
    stubApi((request) => (request.path === '/api/partner-listings/4' ? { status: 200, body: collaboration } : undefined))
    const { client } = renderInDashboard(<DetailScreen id={4} viewerId={9} />, { path: '/dashboard/partners/4' })
    const user = typing()
    await user.type(await screen.findByRole('textbox', { name: /Votre message/ }), 'Bonjour.')
    setNetwork(false)
    await user.click(screen.getByRole('button', { name: 'Répondre dès le retour du réseau' }))
    expect(await screen.findByText('Réponse en attente du réseau')).toBeTruthy()
    expect(client.getMutationCache().findAll({ mutationKey: partnerMutationKeys.respond })[0]?.state.isPaused).toBe(true)
  })

  it('tells a member without a nurse role that responding is for nurses', async () => {
    stubApi((request) => (request.path === '/api/partner-listings/4' ? { status: 200, body: collaboration } : undefined))
    renderInDashboard(<DetailScreen id={4} viewerId={9} canRespond={false} />, { path: '/dashboard/partners/4' })
    expect(await screen.findByText(/réservé aux infirmiers/)).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: /Votre message/ })).toBeNull()
  })

  it('gives its author the actions instead of the response form', async () => {
    stubApi((request) =>
      request.path === '/api/partner-listings/4' ? { status: 200, body: { ...collaboration, responses_count: 2 } } : undefined,
    )
    renderInDashboard(<DetailScreen id={4} viewerId={7} />, { path: '/dashboard/partners/4' })
    expect(await screen.findByRole('button', { name: 'Marquer comme pourvue' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Voir les 2 réponses reçues' }).getAttribute('href')).toBe(
      '/dashboard/partners/responses?listing=4',
    )
    expect(screen.queryByRole('textbox', { name: /Votre message/ })).toBeNull()
  })
})
