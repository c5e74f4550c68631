import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import type { Application, Replacement } from '#shared/replacements.ts'
import { renderInDashboard, stubApi, toastSpiesForEachTest } from '#tests/unit/support/dashboard-harness.tsx'
import { makeApplicant, makeApplication, makeOffer } from '#tests/unit/support/replacement-fixtures.ts'
import { formatInstantDayMonth, formatTime } from '../replacement-dates.ts'
import { ApplicantsList } from './applicants-list.tsx'

const toasts = toastSpiesForEachTest()

const published = makeOffer({ id: 7, status: 'published', published_at: '2026-11-20T10:00:00Z', applications_count: 3 })
const lea = makeApplication({
  id: 301,
  warnings: [
    {
      code: 'non_compete',
      message: 'Léa Petit vous a déjà remplacé 85 jours : au-delà de trois mois, une clause de non-concurrence s’applique.',
    },
  ],
})
const marc = makeApplication({
  id: 302,
  created_at: '2026-11-21T11:00:00Z',
  message: '',
  applicant: makeApplicant({
    id: 52,
    first_name: 'Marc',
    last_name: 'Durand',
    rpps_status: 'pending',
    diploma_year: null,
    experience_years: null,
    distance_km: null,
    replacement_authorisation_expires_on: null,
  }),
})
const sofia = makeApplication({
  id: 303,
  created_at: '2026-11-21T12:00:00Z',
  applicant: makeApplicant({ id: 53, first_name: 'Sofia', last_name: 'Roux' }),
})

function api(
  applications: Application[],
  decide: (path: string, body: unknown) => { status: number; body?: unknown } | undefined = () => undefined,
) {
  return stubApi((request) => {
    if (request.method === 'GET' && request.path.startsWith('/api/replacements/7/applications'))
      return { status: 200, body: { applications, count: applications.length } }
    if (request.method === 'POST') return decide(request.path, request.body)
    return undefined
  })
}

const user = () => userEvent.setup({ delay: null })

describe('ApplicantsList (/dashboard/replacements/detail/{id}/list)', { timeout: 30_000 }, () => {
  it('lays the applicants out to compare: RPPS, experience, distance, authorisation, days, message and the server’s warnings', async () => {
    api([lea, marc])
    renderInDashboard(<ApplicantsList offer={published} />, { path: '/dashboard/replacements/detail/7/list' })
    const leaCard = (await screen.findByRole('heading', { name: 'Léa Petit' })).closest('article') as HTMLElement
    expect(within(leaCard).getByText('RPPS vérifié')).toBeTruthy()
    expect(within(leaCard).getByText('10 ans d’expérience (diplôme en 2016)')).toBeTruthy()
    expect(within(leaCard).getByText('à 8,4 km de votre cabinet')).toBeTruthy()
    expect(within(leaCard).getByText('Autorisation de remplacement valable jusqu’au 30 septembre 2027')).toBeTruthy()
    expect(within(leaCard).getByText('Disponible tous les jours de l’offre')).toBeTruthy()
    expect(within(leaCard).getByText('Disponible tout le mois, je connais le secteur.')).toBeTruthy()
    expect(within(leaCard).getByText(/clause de non-concurrence/)).toBeTruthy()
    const marcCard = screen.getByRole('heading', { name: 'Marc Durand' }).closest('article') as HTMLElement
    expect(within(marcCard).getByText('RPPS en cours de vérification')).toBeTruthy()
    expect(within(marcCard).getByText('Expérience non indiquée')).toBeTruthy()
    expect(within(marcCard).getByText('Autorisation de remplacement non renseignée')).toBeTruthy()
    expect(screen.getByText('2 candidatures reçues')).toBeTruthy()
    expect(await axeViolations()).toEqual([])
  })

  it('accepts after a confirmation, then shows the offer filled, the others declined and the warnings', async () => {
    const filled: Replacement = { ...published, status: 'filled', covered_days: [] }
    const sent = api([lea, marc, sofia], (path) =>
      path === '/api/applications/301/accept'
        ? {
            status: 200,
            body: {
              message: 'Candidature acceptée : l’offre est pourvue.',
              application: { ...lea, status: 'accepted' },
              replacement: filled,
              warnings: [{ code: 'authorisation_expires', message: 'Son autorisation de remplacement expire le 10 mars 2027.' }],
              declined_application_ids: [302, 303],
            },
          }
        : undefined,
    )
    renderInDashboard(<ApplicantsList offer={published} />, { path: '/dashboard/replacements/detail/7/list' })
    await user().click(await screen.findByRole('button', { name: 'Accepter Léa Petit' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Accepter Léa Petit ?' })
    expect(await axeViolations()).toEqual([])
    await user().click(within(dialog).getByRole('button', { name: 'Accepter' }))
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Candidature acceptée'))
    expect(sent.find((request) => request.method === 'POST')).toMatchObject({ path: '/api/applications/301/accept', body: {} })
    expect(await screen.findByText('Candidature de Léa Petit acceptée.')).toBeTruthy()
    expect(screen.getByText('L’offre est pourvue.', { exact: false })).toBeTruthy()
    expect(
      screen.getByText('Les 2 autres candidatures ont été refusées et les personnes prévenues.', { exact: false }),
    ).toBeTruthy()
    expect(screen.getByText('Son autorisation de remplacement expire le 10 mars 2027.')).toBeTruthy()
    // The list is asked again for the new states.
    await waitFor(() =>
      expect(sent.filter((request) => request.path.startsWith('/api/replacements/7/applications')).length).toBeGreaterThan(1),
    )
  })

  it('gives an applicant some of the days only (a split absence)', async () => {
    const threeDays = makeOffer({ ...published, start_date: '2027-03-01', end_date: '2027-03-03' })
    const sent = api([lea], () => ({
      status: 200,
      body: {
        message: 'Candidature acceptée.',
        application: { ...lea, status: 'accepted', dates: ['2027-03-01', '2027-03-03'] },
        replacement: { ...threeDays, covered_days: ['2027-03-01', '2027-03-03'] },
        warnings: [],
        declined_application_ids: [],
      },
    }))
    renderInDashboard(<ApplicantsList offer={threeDays} />, { path: '/dashboard/replacements/detail/7/list' })
    await user().click(await screen.findByRole('button', { name: 'Accepter Léa Petit' }))
    const dialog = await screen.findByRole('alertdialog')
    await user().click(within(dialog).getByRole('radio', { name: /Une partie seulement/ }))
    await user().click(within(dialog).getByRole('checkbox', { name: 'mardi 2 mars 2027' }))
    await user().click(within(dialog).getByRole('button', { name: 'Accepter' }))
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ dates: ['2027-03-01', '2027-03-03'] }),
    )
    expect(await screen.findByText('Il reste 1 jour à pourvoir.')).toBeTruthy()
  })

  it('keeps the dialog open with the server’s reason when an accept is refused', async () => {
    api([lea], () => ({ status: 422, body: { message: 'Ces jours sont déjà attribués à un autre remplaçant : 1 mars.' } }))
    renderInDashboard(<ApplicantsList offer={published} />, { path: '/dashboard/replacements/detail/7/list' })
    await user().click(await screen.findByRole('button', { name: 'Accepter Léa Petit' }))
    const dialog = await screen.findByRole('alertdialog')
    await user().click(within(dialog).getByRole('button', { name: 'Accepter' }))
    expect(await within(dialog).findByText('Ces jours sont déjà attribués à un autre remplaçant : 1 mars.')).toBeTruthy()
    expect(toasts.destructive).toHaveBeenCalledWith('La candidature n’a pas été acceptée')
  })

  it('declines after a confirmation', async () => {
    const sent = api([lea], () => ({
      status: 200,
      body: { message: 'Candidature refusée.', application: { ...lea, status: 'declined' } },
    }))
    renderInDashboard(<ApplicantsList offer={published} />, { path: '/dashboard/replacements/detail/7/list' })
    await user().click(await screen.findByRole('button', { name: 'Refuser Léa Petit' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Refuser la candidature de Léa Petit ?' })
    await user().click(within(dialog).getByRole('button', { name: 'Refuser' }))
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Candidature refusée'))
    expect(sent.find((request) => request.method === 'POST')?.path).toBe('/api/applications/301/decline')
  })

  it('urgent offers: shows until when answers come, waits for it to accept, and moves its end (or says why not)', async () => {
    const ends = new Date(Date.now() + 20 * 60_000).toISOString()
    const urgent = makeOffer({ ...published, urgency: 'immediate', answer_window_ends_at: ends })
    const sent = api([lea], (path) =>
      path === '/api/replacements/7/answer-window'
        ? {
            status: 422,
            body: {
              message: 'x',
              errors: { ends_at: ['Les réponses doivent être closes au plus tard le premier jour du remplacement.'] },
            },
          }
        : undefined,
    )
    renderInDashboard(<ApplicantsList offer={urgent} />, { path: '/dashboard/replacements/detail/7/list' })
    const endDay = formatInstantDayMonth('fr-FR', ends)
    expect(
      await screen.findByRole('heading', { name: `Réponses jusqu’au ${endDay} à ${formatTime('fr-FR', ends)}` }),
    ).toBeTruthy()
    expect((await screen.findByRole('button', { name: 'Accepter Léa Petit' })).hasAttribute('disabled')).toBe(true)
    const field = screen.getByLabelText(/Fin des réponses/) as HTMLInputElement
    await user().clear(field)
    await user().type(field, '23:30')
    await user().click(screen.getByRole('button', { name: 'Changer l’heure' }))
    expect(await screen.findByText('Les réponses doivent être closes au plus tard le premier jour du remplacement.')).toBeTruthy()
    const request = sent.find((item) => item.method === 'POST')
    expect(request?.path).toBe('/api/replacements/7/answer-window')
    expect((request?.body as { ends_at?: string } | undefined)?.ends_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:30:00\.000Z$/)
    expect(await axeViolations()).toEqual([])
  })
})
