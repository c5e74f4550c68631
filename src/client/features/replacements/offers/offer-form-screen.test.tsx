import { onlineManager } from '@tanstack/react-query'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import {
  makeUser,
  newQueryClient,
  renderInDashboard,
  stubApi,
  toastSpiesForEachTest,
} from '#tests/unit/support/dashboard-harness.tsx'
import { makeOffer, saintMalo } from '#tests/unit/support/replacement-fixtures.ts'
import { replacementMutationKeys } from '../query-keys.ts'
import { OfferFormScreen } from './offer-form-screen.tsx'

// Registered before the harness's teardown, so it runs after the unmount (afterEach hooks run last registered first).
afterEach(() => {
  onlineManager.setOnline(true)
})
const toasts = toastSpiesForEachTest()

function offersApi(
  answer: (request: { method: string; path: string; body: unknown }) => { status: number; body?: unknown } | undefined,
) {
  return stubApi((request) => {
    if (request.path.startsWith('/api/communes')) return { status: 200, body: { communes: [saintMalo] } }
    if (request.path === '/api/user') return { status: 200, body: makeUser() }
    return answer(request)
  })
}

const typing = () => userEvent.setup({ delay: null })

async function chooseCommune(user: ReturnType<typeof typing>) {
  await user.type(screen.getByRole('combobox', { name: /Commune du cabinet/ }), 'saint-malo')
  await user.click(await screen.findByRole('option', { name: 'Saint-Malo (35400)' }, { timeout: 5000 }))
}

async function typeRange(user: ReturnType<typeof typing>, from: string, to: string) {
  const first = screen.getByRole('textbox', { name: 'Premier jour' })
  await user.type(first, from)
  fireEvent.blur(first)
  const last = screen.getByRole('textbox', { name: 'Dernier jour' })
  await user.type(last, to)
  fireEvent.blur(last)
}

describe('Offer form (/dashboard/replacements/create)', { timeout: 30_000 }, () => {
  it('starts a new offer on the dates it was given (from the available nurses’ search)', async () => {
    offersApi(() => undefined)
    renderInDashboard(<OfferFormScreen id={null} dates={{ start_date: '2099-01-12', end_date: '2099-01-18' }} />, {
      path: '/dashboard/replacements/create',
    })
    expect((screen.getByRole('textbox', { name: 'Premier jour' }) as HTMLInputElement).value).toBe('12/01/2099')
    expect((screen.getByRole('textbox', { name: 'Dernier jour' }) as HTMLInputElement).value).toBe('18/01/2099')
  })

  it('says at once when the percentage is out of range, and what the figure means once it is right', async () => {
    offersApi(() => undefined)
    renderInDashboard(<OfferFormScreen id={null} />, { path: '/dashboard/replacements/create' })
    const user = typing()
    const percent = screen.getByRole('spinbutton', { name: /Pourcentage reversé au remplaçant/ })
    await user.type(percent, '40')
    await user.tab()
    expect(await screen.findByText('Le pourcentage reversé au remplaçant est compris entre 50 et 100 %.')).toBeTruthy()
    await user.clear(percent)
    await user.type(percent, '90')
    expect(screen.queryByText('Le pourcentage reversé au remplaçant est compris entre 50 et 100 %.')).toBeNull()
    expect(screen.getByText('Le remplaçant reçoit 90 % des honoraires de ses soins ; vous en gardez 10 %.')).toBeTruthy()
    expect(screen.getByText(/N’écrivez aucune donnée de patient/)).toBeTruthy()
    expect(await axeViolations()).toEqual([])
  })

  it('asks for what a published offer needs before sending anything, and focuses the first field in error', async () => {
    const sent = offersApi(() => undefined)
    renderInDashboard(<OfferFormScreen id={null} />, { path: '/dashboard/replacements/create' })
    await typing().click(screen.getByRole('button', { name: 'Publier' }))
    expect(await screen.findByText('Indiquez la commune du cabinet.')).toBeTruthy()
    expect(screen.getByText('Indiquez les dates du remplacement : une période ou des jours choisis.')).toBeTruthy()
    expect(screen.getByText('Choisissez au moins un créneau.')).toBeTruthy()
    expect(screen.getByText('Indiquez le pourcentage reversé au remplaçant.')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /Commune du cabinet/ })))
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([])
    expect(await axeViolations()).toEqual([])
  })

  it('keeps an incomplete draft as it is', async () => {
    const sent = offersApi((request) =>
      request.method === 'POST'
        ? { status: 201, body: { message: 'ok', replacement: makeOffer({ shifts: [], retrocession_percent: null }) } }
        : undefined,
    )
    const { router } = renderInDashboard(<OfferFormScreen id={null} />, { path: '/dashboard/replacements/create' })
    const user = typing()
    await typeRange(user, '01/03/2027', '14/03/2027')
    await user.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }))
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Brouillon enregistré'))
    expect(screen.queryByText('Indiquez la commune du cabinet.')).toBeNull()
    expect(sent.find((request) => request.method === 'POST')?.body).toMatchObject({
      commune_insee: null,
      start_date: '2027-03-01',
      end_date: '2027-03-14',
      shifts: [],
      retrocession_percent: null,
    })
    await waitFor(() => expect(router.state.location.search).toBe('?tab=drafts'))
  })

  it('publishes the offer as the API expects it and goes to the published offers', async () => {
    const sent = offersApi((request) =>
      request.method === 'POST' && request.path === '/api/replacements'
        ? { status: 201, body: { message: 'Offre publiée.', replacement: makeOffer({ status: 'published' }) } }
        : undefined,
    )
    const { router } = renderInDashboard(<OfferFormScreen id={null} />, { path: '/dashboard/replacements/create' })
    const user = typing()
    await chooseCommune(user)
    await typeRange(user, '01/03/2027', '14/03/2027')
    await user.click(screen.getByRole('checkbox', { name: 'Matin' }))
    await user.click(screen.getByRole('checkbox', { name: 'Pansements' }))
    await user.type(screen.getByRole('spinbutton', { name: /Patients par jour/ }), '25')
    await user.type(screen.getByRole('spinbutton', { name: /Pourcentage reversé/ }), '90')
    await user.click(screen.getByRole('checkbox', { name: 'Véhicule personnel nécessaire' }))
    await user.click(screen.getByRole('button', { name: 'Publier' }))
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Offre publiée'))
    const post = sent.find((request) => request.method === 'POST')
    expect(post?.body).toEqual({
      commune_insee: '35288',
      start_date: '2027-03-01',
      end_date: '2027-03-14',
      days: null,
      shifts: ['matin'],
      care_types: ['pansements'],
      patients_per_day: 25,
      retrocession_percent: 90,
      housing_offered: false,
      vehicle_required: true,
      software: null,
      description: null,
      urgency: 'normal',
      publish: true,
    })
    expect(post?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/dashboard/replacements/me?tab=published'),
    )
  })

  it('shows the server’s refusals under their fields (chosen days too) and keeps the form', async () => {
    offersApi((request) =>
      request.method === 'POST'
        ? {
            status: 422,
            body: {
              message: 'Les données ne sont pas valides.',
              errors: { retrocession_percent: ['Refusé par le serveur.'], 'days.1': ['Ce jour est déjà passé.'] },
            },
          }
        : undefined,
    )
    renderInDashboard(<OfferFormScreen id={null} />, { path: '/dashboard/replacements/create' })
    const user = typing()
    await chooseCommune(user)
    await user.click(screen.getByRole('radio', { name: 'Des jours choisis' }))
    const days = await screen.findAllByRole('button', { name: /2026|2027/ })
    const future = days.filter((day) => !day.hasAttribute('data-disabled') && !day.hasAttribute('aria-disabled'))
    await user.click(future.at(-1) as HTMLElement)
    await user.click(screen.getByRole('checkbox', { name: 'Soir' }))
    await user.type(screen.getByRole('spinbutton', { name: /Pourcentage reversé/ }), '85')
    await user.click(screen.getByRole('button', { name: 'Publier' }))
    expect(await screen.findByText('Refusé par le serveur.')).toBeTruthy()
    expect(screen.getByText('Ce jour est déjà passé.')).toBeTruthy()
    expect(toasts.destructive).toHaveBeenCalledWith('L’offre n’a pas été enregistrée')
    // Changing the field takes its server error away.
    await user.type(screen.getByRole('spinbutton', { name: /Pourcentage reversé/ }), '0')
    expect(screen.queryByText('Refusé par le serveur.')).toBeNull()
  })

  it('says a refusal that is about no field above the form, focused, and says offline that publishing needs the network', async () => {
    offersApi((request) =>
      request.method === 'POST'
        ? { status: 409, body: { message: 'Cette offre ne peut plus être publiée.', code: 'conflict' } }
        : undefined,
    )
    renderInDashboard(<OfferFormScreen id={null} />, { path: '/dashboard/replacements/create' })
    const user = typing()
    await chooseCommune(user)
    await typeRange(user, '01/03/2027', '14/03/2027')
    await user.click(screen.getByRole('checkbox', { name: 'Matin' }))
    await user.type(screen.getByRole('spinbutton', { name: /Pourcentage reversé/ }), '90')
    await user.click(screen.getByRole('button', { name: 'Publier' }))
    const alert = await screen.findByText('Cette offre ne peut plus être publiée.')
    expect(toasts.destructive).toHaveBeenCalledWith('L’offre n’a pas été enregistrée')
    await waitFor(() => expect(document.activeElement).toBe(alert.closest('[data-form-alert]')))
    onlineManager.setOnline(false)
    await user.click(screen.getByRole('button', { name: 'Publier' }))
    expect(
      await screen.findByText('Publier a besoin du réseau. Enregistrez le brouillon : il partira dès le retour de la connexion.'),
    ).toBeTruthy()
  })

  it('offline: keeps the draft on the device with its Idempotency-Key, shows it as waiting, and sends it once with the network', async () => {
    const created = makeOffer()
    const sent = offersApi((request) =>
      request.method === 'POST' ? { status: 201, body: { message: 'Brouillon enregistré.', replacement: created } } : undefined,
    )
    const { router, client } = renderInDashboard(<OfferFormScreen id={null} />, { path: '/dashboard/replacements/create' })
    const user = typing()
    await chooseCommune(user)
    onlineManager.setOnline(false)
    await user.type(screen.getByRole('spinbutton', { name: /Pourcentage reversé/ }), '90')
    await user.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }))
    expect(toasts.success).toHaveBeenCalledWith('Brouillon gardé sur cet appareil', {
      description: 'Il sera envoyé dès le retour du réseau.',
    })
    await waitFor(() => expect(router.state.location.search).toBe('?tab=drafts'))
    const [queued] = client.getMutationCache().findAll({ mutationKey: replacementMutationKeys.createDraft })
    expect(queued?.state.isPaused).toBe(true)
    const variables = queued?.state.variables as { idempotencyKey: string; communeLabel: string; input: object }
    expect(variables.communeLabel).toBe('Saint-Malo (35400)')
    expect(variables.input).toMatchObject({ commune_insee: '35288', retrocession_percent: 90 })
    expect(sent.filter((request) => request.method === 'POST')).toEqual([])

    onlineManager.setOnline(true)
    await waitFor(() => expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1))
    const post = sent.find((request) => request.method === 'POST')
    expect(post?.headers.get('Idempotency-Key')).toBe(variables.idempotencyKey)
    await waitFor(() => expect(queued?.state.status).toBe('success'))
  })

  it('changes a saved draft with PUT, and publishes it with its last changes', async () => {
    const draft = makeOffer()
    const sent = offersApi((request) => {
      if (request.method === 'GET' && request.path === '/api/replacements/7') return { status: 200, body: draft }
      if (request.method === 'PUT')
        return { status: 200, body: { message: 'ok', replacement: { ...draft, retrocession_percent: 95 } } }
      if (request.method === 'POST' && request.path === '/api/replacements/7/publish')
        return { status: 200, body: { message: 'ok', replacement: { ...draft, status: 'published', retrocession_percent: 95 } } }
      return undefined
    })
    const client = newQueryClient()
    client.setQueryData(['session', 'current-user'], makeUser())
    const { router } = renderInDashboard(<OfferFormScreen id={7} />, { path: '/dashboard/replacements/create?id=7', client })
    const percent = await screen.findByRole('spinbutton', { name: /Pourcentage reversé/ })
    expect((percent as HTMLInputElement).value).toBe('90')
    expect((screen.getByRole('combobox', { name: /Commune du cabinet/ }) as HTMLInputElement).value).toBe('Saint-Malo (35400)')
    const user = typing()
    await user.clear(percent)
    await user.type(percent, '95')
    await user.click(screen.getByRole('button', { name: 'Publier' }))
    await waitFor(() => expect(router.state.location.search).toBe('?tab=published'))
    const writes = sent.filter((request) => request.method !== 'GET')
    expect(writes.map((request) => `${request.method} ${request.path}`)).toEqual([
      'PUT /api/replacements/7',
      'POST /api/replacements/7/publish',
    ])
    expect(writes[0]?.body).toMatchObject({ retrocession_percent: 95, start_date: '2027-03-01', end_date: '2027-03-14' })
  })
})
