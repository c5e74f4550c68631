import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { currentUserQuery } from '#client/entities/session/api/current-user.ts'
import type { AvailableNurse } from '#shared/availability.ts'
import { makeUser, newQueryClient, renderInDashboard, type SentRequest, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { resetAfterEachTest } from '#tests/unit/support/network.ts'
import { AvailableNursesScreen } from './available-nurses-screen.tsx'

resetAfterEachTest()

const lea: AvailableNurse = {
  id: 12,
  first_name: 'Léa',
  last_initial: 'P.',
  validated: true,
  experience_years: 4,
  care_types: [],
  zone_commune_name: 'Dinard',
  days_free: [],
  distance_km: 3.2,
}

function open() {
  const sent = stubApi((request: SentRequest) => {
    if (request.path.startsWith('/api/care-types')) return { status: 200, body: { care_types: [] } }
    if (request.path.startsWith('/api/available-nurses')) return { status: 200, body: { nurses: [lea], count: 1 } }
    if (request.path.startsWith('/api/replacements')) return { status: 200, body: { replacements: [], count: 0 } }
    return { status: 404, body: { message: 'Not found' } }
  })
  const client = newQueryClient()
  client.setQueryData(
    currentUserQuery.queryKey,
    makeUser({ roles: ['titulaire'], commune_insee: '35288', commune_name: 'Saint-Malo', postal_code: '35400' }),
  )
  renderInDashboard(<AvailableNursesScreen />, { path: '/dashboard/replacements/nurses', client })
  const searches = () => sent.filter((request) => request.path.startsWith('/api/available-nurses'))
  return { searches }
}

const query = (path: string | undefined) => Object.fromEntries(new URLSearchParams(path?.split('?')[1]))

describe('/dashboard/replacements/nurses', { timeout: 20_000 }, () => {
  it('passes the offer’s rétrocession and its need of a vehicle to the search', async () => {
    const { searches } = open()
    const user = userEvent.setup()
    fireEvent.change(screen.getByLabelText(/Rétrocession proposée/), { target: { value: '70' } })
    await user.click(screen.getByText('Un véhicule est indispensable'))
    await user.click(screen.getByRole('button', { name: 'Rechercher' }))
    await waitFor(() => expect(searches()).toHaveLength(1))
    expect(query(searches()[0]?.path)).toMatchObject({ commune: '35288', retrocession_percent: '70', vehicle_required: 'true' })
    expect(await screen.findByText(/Léa P\./)).toBeTruthy()
  })

  it('leaves both out when they are not given', async () => {
    const { searches } = open()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Rechercher' }))
    await waitFor(() => expect(searches()).toHaveLength(1))
    const sentQuery = query(searches()[0]?.path)
    expect(sentQuery.retrocession_percent ?? '').toBe('')
    expect(sentQuery.vehicle_required ?? '').toBe('')
  })

  it('says what is wrong with a rétrocession out of range, and searches nothing', async () => {
    const { searches } = open()
    fireEvent.change(screen.getByLabelText(/Rétrocession proposée/), { target: { value: '120' } })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Rechercher' }))
    expect((await screen.findByRole('alert')).textContent).toBe('La rétrocession est un nombre entier entre 50 et 100 %.')
    expect(searches()).toHaveLength(0)
  })
})
