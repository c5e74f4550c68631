import { onlineManager } from '@tanstack/react-query'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { NotificationFilter } from '#client/entities/notification/query-keys.ts'
import { axeViolations } from '#client/ui/test-utils.tsx'
import type { Notification, NotificationList } from '#shared/notifications.ts'
import { renderInDashboard, type SentRequest, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { NotificationBell } from './notification-bell.tsx'
import { NotificationCentre } from './notification-centre.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  onlineManager.setOnline(true)
})

const offer = { commune_name: 'Villeurbanne', start_date: '2026-03-09', end_date: '2026-03-15' }
const notifications: Notification[] = [
  {
    id: 3,
    event: 'new_application',
    data: { ...offer, replacement_id: 7, application_id: 30, applicant_name: 'Hugo Bernard' },
    read_at: null,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  },
  {
    id: 2,
    event: 'urgent_offer_nearby',
    data: {
      ...offer,
      replacement_id: 8,
      urgency: 'immediate',
      shifts: ['matin'],
      retrocession_percent: 90,
      distance_km: 4.5,
      answer_window_ends_at: null,
    },
    read_at: null,
    created_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
  },
  {
    id: 1,
    event: 'application_accepted',
    data: { ...offer, replacement_id: 9, application_id: 31, holder_name: 'Claire Martin', dates: null },
    read_at: '2026-03-01T10:00:00Z',
    created_at: '2026-02-20T10:00:00Z',
  },
]

function api(list: Notification[] = notifications) {
  let unread = list.filter((n) => n.read_at === null).length
  return stubApi((request: SentRequest) => {
    if (request.method === 'GET' && request.path.startsWith('/api/notifications')) {
      const unreadOnly = request.path.includes('unread=true')
      const shown = unreadOnly ? list.filter((n) => n.read_at === null) : list
      const perPage = Number(new URLSearchParams(request.path.split('?')[1]).get('perPage') ?? 20)
      const body: NotificationList = { notifications: shown.slice(0, perPage), count: shown.length, unread }
      return { status: 200, body }
    }
    if (request.method === 'POST' && request.path === '/api/notifications/read-all') {
      unread = 0
      return { status: 200, body: { unread: 0 } }
    }
    if (request.method === 'POST') {
      unread = Math.max(0, unread - 1)
      return { status: 200, body: { unread } }
    }
    return undefined
  })
}

function Centre() {
  const [filter, setFilter] = useState<NotificationFilter>('all')
  return <NotificationCentre filter={filter} onFilterChange={setFilter} />
}

describe('NotificationCentre', { timeout: 15_000 }, () => {
  it('lists the notifications newest first, unread ones marked, each leading to its page', async () => {
    api()
    renderInDashboard(<Centre />, { path: '/dashboard/notifications' })
    const list = await screen.findByRole('list', { name: 'Notifications' })
    const links = within(list).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Non lue : Hugo Bernard a postulé à votre remplacement à Villeurbanne'),
      expect.stringContaining('Non lue : Remplacement immédiat à Villeurbanne, à 4,5 km'),
      expect.stringContaining('Claire Martin a accepté votre candidature à Villeurbanne'),
    ])
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard/replacements/detail/7/list',
      '/dashboard/replacements/detail/8',
      '/dashboard/replacements/contract/31',
    ])
    expect(links[0]?.textContent).toContain('il y a 5 minutes')
    expect(links[0]?.textContent).toMatch(/9.+15 mars 2026/)
    expect(await axeViolations()).toEqual([])
  })

  it('says how to reach the holder on an acceptance', async () => {
    const [, , accepted] = notifications
    if (accepted?.event !== 'application_accepted') throw new Error('an acceptance expected')
    api([{ ...accepted, data: { ...accepted.data, holder_contact: { email: 'claire@example.fr', phone: '+33612345678' } } }])
    renderInDashboard(<Centre />, { path: '/dashboard/notifications' })
    const link = await screen.findByRole('link', { name: /Claire Martin a accepté/ })
    expect(link.textContent).toContain('Pour joindre Claire Martin : 06 12 34 56 78 · claire@example.fr')
  })

  it('marks a notification read when it is opened, and all of them with one button', async () => {
    const sent = api()
    const { router } = renderInDashboard(<Centre />, { path: '/dashboard/notifications' })
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('link', { name: /Hugo Bernard a postulé/ }))
    await waitFor(() => expect(sent.some((r) => r.method === 'POST' && r.path === '/api/notifications/3/read')).toBe(true))
    expect(router.state.location.pathname).toBe('/dashboard/replacements/detail/7/list')

    cleanup()
    const again = api()
    renderInDashboard(<Centre />, { path: '/dashboard/notifications' })
    await screen.findByRole('list', { name: 'Notifications' })
    await user.click(screen.getByRole('button', { name: 'Tout marquer comme lu' }))
    await waitFor(() => expect(again.some((r) => r.method === 'POST' && r.path === '/api/notifications/read-all')).toBe(true))
    await waitFor(() => expect(screen.queryByText(/Non lue :/)).toBeNull())
    expect((screen.getByRole('button', { name: 'Tout marquer comme lu' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('filters the unread ones, and says when there is nothing', async () => {
    api([])
    renderInDashboard(<Centre />, { path: '/dashboard/notifications' })
    expect(await screen.findByRole('heading', { name: 'Aucune notification pour l’instant' })).toBeTruthy()
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Non lues' }))
    expect(await screen.findByRole('heading', { name: 'Tout est lu' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Non lues' }).getAttribute('aria-pressed')).toBe('true')
    expect(await axeViolations()).toEqual([])
  })
})

describe('NotificationBell', () => {
  it('says how many are unread and leads to the centre', async () => {
    api()
    renderInDashboard(<NotificationBell />)
    const bell = await screen.findByRole('link', { name: 'Notifications, 2 non lues' })
    expect(bell.getAttribute('href')).toBe('/dashboard/notifications')
    expect(bell.textContent).toBe('2')
    expect(await axeViolations()).toEqual([])
  })

  it('has a plain name when nothing is unread', async () => {
    api(notifications.map((n) => ({ ...n, read_at: '2026-03-01T10:00:00Z' })))
    renderInDashboard(<NotificationBell />)
    await waitFor(() => expect(screen.getByRole('link', { name: 'Notifications' }).textContent).toBe(''))
  })
})
