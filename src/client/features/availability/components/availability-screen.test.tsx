import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import type { Availability, Invitation } from '#shared/availability.ts'
import { parisToday } from '#shared/dates.ts'
import { newQueryClient, renderInDashboard, type SentRequest, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { resetAfterEachTest, setNetwork } from '#tests/unit/support/network.ts'
import { asPublished, makeOffer } from '#tests/unit/support/replacement-fixtures.ts'
import { availabilityMutationDefaults } from '../api/availability-api.ts'
import { AvailabilityScreen } from './availability-screen.tsx'

resetAfterEachTest()

const today = parisToday(new Date())

const notSaved: Availability = {
  saved: false,
  visible: false,
  zone_commune_insee: '35093',
  zone_commune_name: 'Dinard',
  radius_km: 30,
  care_types: ['pansements'],
  min_retrocession_percent: null,
  has_vehicle: false,
  note: null,
  periods: [],
  booked: [{ application_id: 3, replacement_id: 4, commune_name: 'Cancale', days: [today] }],
  updated_at: null,
}

const invitation: Invitation = {
  id: 5,
  replacement_id: 7,
  status: 'pending',
  created_at: '2026-03-02T09:00:00.000Z',
  answered_at: null,
  application_id: null,
  conversation_id: 12,
  replacement: makeOffer({ ...asPublished, id: 7 }),
  holder_name: 'Claire M.',
}

function fakeServer() {
  const sent = stubApi((request: SentRequest) => {
    if (request.path.startsWith('/api/care-types')) return { status: 200, body: { care_types: [] } }
    if (request.method === 'GET' && request.path === '/api/availability') return { status: 200, body: notSaved }
    if (request.method === 'GET' && request.path === '/api/invitations/me')
      return { status: 200, body: { invitations: [invitation], count: 1 } }
    if (request.method === 'PUT' && request.path === '/api/availability') {
      const saved = { ...notSaved, saved: true, updated_at: '2026-03-02T10:00:00.000Z' }
      return { status: 200, body: { message: 'Vos disponibilités sont enregistrées.', availability: saved } }
    }
    if (request.method === 'POST' && request.path === '/api/invitations/5/apply')
      return {
        status: 201,
        body: { message: 'Votre candidature est envoyée.', invitation, application_id: 8, conversation_id: 9 },
      }
    return { status: 404, body: { message: 'Not found' } }
  })
  const puts = () => sent.filter((request) => request.method === 'PUT')
  return { sent, puts }
}

function renderScreen() {
  const client = newQueryClient()
  availabilityMutationDefaults(client)
  return renderInDashboard(
    <AvailabilityScreen
      renderOffer={({ summary, actions }) => (
        <div>
          {summary}
          {actions}
        </div>
      )}
    />,
    {
      path: '/dashboard/availability',
      client,
    },
  )
}

describe('AvailabilityScreen', { timeout: 30_000 }, () => {
  it('starts from the profile’s zone, adds a period, and saves it offline once the network returns', async () => {
    const { puts } = fakeServer()
    const view = renderScreen()
    const user = userEvent.setup()
    expect(await screen.findByRole('combobox', { name: /Commune de votre zone/ })).toHaveProperty('value', 'Dinard')
    expect(await axeViolations(view.container)).toEqual([])

    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2099-01-12' } })
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2099-01-18' } })
    await user.click(screen.getByRole('button', { name: 'Ajouter la période' }))
    expect(await screen.findByRole('button', { name: /^Retirer la période/ })).toBeTruthy()

    setNetwork(false)
    await user.click(screen.getByRole('button', { name: 'Enregistrer mes disponibilités' }))
    expect(await screen.findByText('Hors ligne : vos disponibilités seront envoyées dès le retour du réseau.')).toBeTruthy()
    expect(puts()).toEqual([])

    setNetwork(true)
    await waitFor(() => expect(puts()).toHaveLength(1))
    expect(puts()[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
    expect(puts()[0]?.body).toEqual({
      visible: false,
      zone_commune_insee: '35093',
      radius_km: 30,
      care_types: ['pansements'],
      min_retrocession_percent: null,
      has_vehicle: false,
      note: null,
      periods: [{ start_date: '2099-01-12', end_date: '2099-01-18', shifts: ['journee'] }],
    })
    expect(await screen.findByText('Vos disponibilités sont enregistrées.')).toBeTruthy()
    expect(puts()).toHaveLength(1)
  })

  it('refuses a period without a shift, in words', async () => {
    fakeServer()
    renderScreen()
    const user = userEvent.setup()
    await screen.findByRole('combobox', { name: /Commune de votre zone/ })
    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2099-01-12' } })
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2099-01-18' } })
    await user.click(screen.getByText('Journée'))
    await user.click(screen.getByRole('button', { name: 'Ajouter la période' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Choisissez au moins un créneau.')
  })

  it('applies from an invitation in one tap and opens the conversation', async () => {
    const { sent } = fakeServer()
    const view = renderScreen()
    const user = userEvent.setup()
    expect(await screen.findByText('Invitation de Claire M.')).toBeTruthy()
    // Before answering she may write to the holder, in the conversation the invitation opened.
    expect(screen.getByRole('link', { name: 'Écrire à Claire M.' }).getAttribute('href')).toBe('/dashboard/chat/12')
    await user.click(screen.getByRole('button', { name: 'Postuler' }))
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard/chat/9'))
    const apply = sent.find((request) => request.path === '/api/invitations/5/apply')
    expect(apply?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('shows the accepted replacements in the calendar, in words', async () => {
    fakeServer()
    renderScreen()
    await screen.findByRole('combobox', { name: /Commune de votre zone/ })
    expect(screen.getAllByRole('table')).toHaveLength(3)
    const cell = screen.getByTitle('remplacement accepté à Cancale')
    expect(cell.textContent).toBe(`${Number(today.slice(8))}, remplacement accepté à Cancale`)
  })
})
