import { msg } from '@lingui/core/macro'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UserIcon } from '#client/ui/icons.tsx'
import { axeViolations } from '#client/ui/test-utils.tsx'
import type { AdminOverview } from '#shared/admin-overview.ts'
import { renderInDashboard, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { AdminHomeScreen as AdminHome, type AdminSectionLink } from './admin-home-screen.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const overview: AdminOverview = {
  users: {
    total: 1234,
    by_status: { pending: 4, active: 1220, suspended: 10 },
    by_role: { titulaire: 700, remplacant: 600 },
    verified: 1200,
    unverified: 34,
    created_last_7_days: 12,
    created_last_30_days: 51,
  },
  signups_per_week: Array.from({ length: 12 }, (_, i) => ({
    week_start: new Date(Date.UTC(2026, 7, 31) + i * 7 * 86_400_000).toISOString().slice(0, 10),
    count: i === 11 ? 12 : i,
  })),
  nurses: { validated: 900, waiting: 7 },
  replacements: {
    by_status: { draft: 3, published: 41, filled: 120, cancelled: 9, expired: 30 },
    fill_rate: 0.75,
    median_hours_to_fill: 18.5,
    urgent: { published: 10, answered_in_window: 8 },
  },
  applications: { pending: 60, accepted: 120, declined: 200, withdrawn: 14 },
  partner_listings: { by_status: { draft: 1, published: 12, filled: 4, withdrawn: 2, expired: 3 }, responses: 25 },
  contact_messages: { last_30_days: 5 },
  mails: { queued: 2, sending: 1, sent: 3000, failed: 0, captured: 0 },
  generated_at: '2026-11-20T09:30:00.000Z',
}

// The route passes the admin screens of the dashboard's nav (routes/admin/home.test.tsx).
const sections: AdminSectionLink[] = [{ to: '/dashboard/admin/users', label: msg`Utilisateurs`, icon: UserIcon }]

/** The value a card's figure line shows, found by its label. */
function figure(card: HTMLElement, label: string): string {
  const term = within(card).getByText(label, { selector: 'dt' })
  return term.nextElementSibling?.textContent ?? ''
}

function card(title: string): HTMLElement {
  return screen.getByRole('heading', { name: title }).closest('article') as HTMLElement
}

describe('admin home', () => {
  it('shows a skeleton, then the figures of GET /api/admin/overview as cards', async () => {
    const sent = stubApi(({ path }) =>
      path === '/api/admin/overview'
        ? { status: 200, body: overview }
        : path.startsWith('/api/admin/message-reports?')
          ? { status: 200, body: { reports: [], count: 3 } }
          : undefined,
    )
    renderInDashboard(<AdminHome sections={sections} />, { path: '/dashboard/admin' })
    expect(screen.getByRole('heading', { level: 1, name: 'Administration' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Chargement des chiffres…')

    const users = await screen.findByRole('heading', { name: 'Utilisateurs' }).then((h) => h.closest('article') as HTMLElement)
    expect(sent.map((request) => request.path).sort()).toEqual([
      '/api/admin/message-reports?status=open&perPage=1',
      '/api/admin/overview',
    ])
    // The messaging's back office, with the count of the reports waiting.
    const reports = await screen.findByRole('link', { name: /^Messages signalés\s*3 à traiter$/ })
    expect(reports.getAttribute('href')).toBe('/dashboard/admin/reports')
    expect(screen.getByRole('link', { name: 'Conversations de l’équipe' }).getAttribute('href')).toBe('/dashboard/chat')
    // French number formatting: a narrow no-break space between thousands.
    expect(within(users).getByText(/^1\s234$/)).toBeTruthy()
    expect(figure(users, 'En attente')).toBe('4')
    expect(figure(users, 'Suspendus')).toBe('10')
    expect(figure(card('Inscriptions'), '7 derniers jours')).toBe('12')
    expect(figure(card('Infirmiers'), 'En attente de validation')).toBe('7')
    expect(within(card('Messages de contact')).getByText('5')).toBeTruthy()
    const mails = card('E-mails')
    expect(figure(mails, 'En file')).toBe('3')
    expect(figure(mails, 'En échec')).toBe('0')
    expect(screen.queryByRole('status')).toBeNull()
    expect(await axeViolations()).toEqual([])
  })

  it('links the documents waiting for review, with their count once the overview has it', async () => {
    let pending = 5
    stubApi(({ path }) =>
      path === '/api/admin/overview' ? { status: 200, body: { ...overview, documents: { pending } } } : undefined,
    )
    renderInDashboard(<AdminHome sections={sections} />, { path: '/dashboard/admin' })
    const nav = screen.getByRole('navigation', { name: 'Vérification des infirmiers' })
    // Before the figures arrive: the link alone.
    expect(within(nav).getByRole('link').textContent).toBe('Justificatifs à vérifier')
    const link = await within(nav).findByRole('link', { name: /^Justificatifs à vérifier\s*5 en attente$/ })
    expect(link.getAttribute('href')).toBe('/dashboard/admin/documents')
    expect(within(link).getByText('5 en attente')).toBeTruthy()
    expect(await axeViolations()).toEqual([])
    cleanup()

    // None waiting: the link without a badge.
    pending = 0
    renderInDashboard(<AdminHome sections={sections} />, { path: '/dashboard/admin' })
    await screen.findByRole('heading', { name: 'Utilisateurs' })
    expect(screen.getByRole('link', { name: 'Justificatifs à vérifier' }).getAttribute('href')).toBe('/dashboard/admin/documents')
  })

  it('draws the marketplace figures and the sign-ups per week, with a table for screen readers', async () => {
    stubApi(({ path }) => (path === '/api/admin/overview' ? { status: 200, body: overview } : undefined))
    renderInDashboard(<AdminHome sections={sections} />, { path: '/dashboard/admin' })
    const offers = await screen.findByRole('heading', { name: 'Offres' }).then((h) => h.closest('article') as HTMLElement)
    expect(figure(offers, 'Pourvues')).toBe('120')
    expect(figure(offers, 'Toutes les offres')).toBe('203')
    const fill = card('Taux de remplissage')
    expect(within(fill).getByText(/^75\s?%$/)).toBeTruthy()
    expect(fill.textContent).toContain('18,5')
    expect(figure(card('Urgences'), 'Sans réponse dans le délai')).toBe('2')

    const weekly = screen.getByRole('figure', { name: 'Inscriptions par semaine (12 dernières semaines)' })
    const rows = within(weekly).getAllByRole('row')
    // A header row, then one row per week, oldest first.
    expect(rows).toHaveLength(13)
    expect(rows[12]?.textContent).toContain('16 novembre 2026')
    expect(rows[12]?.textContent).toContain('12')
    const byStatus = screen.getByRole('figure', { name: 'Offres par statut' })
    expect(
      within(byStatus)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Brouillons3', 'Publiées41', 'Pourvues120', 'Annulées9', 'Expirées30'])
    expect(await axeViolations()).toEqual([])
  })

  it('counts the partner listings by status, with their responses', async () => {
    stubApi(({ path }) => (path === '/api/admin/overview' ? { status: 200, body: overview } : undefined))
    renderInDashboard(<AdminHome sections={sections} />, { path: '/dashboard/admin' })
    const listings = await screen.findByRole('heading', { name: 'Annonces' }).then((h) => h.closest('article') as HTMLElement)
    expect(within(listings).getByText('12')).toBeTruthy()
    expect(figure(listings, 'Pourvues')).toBe('4')
    expect(figure(listings, 'Réponses reçues')).toBe('25')
    expect(figure(listings, 'Toutes les annonces')).toBe('22')
    const byStatus = screen.getByRole('figure', { name: 'Annonces par statut' })
    expect(
      within(byStatus)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Brouillons1', 'Publiées12', 'Pourvues4', 'Retirées2', 'Expirées3'])
  })

  it('counts the subscribers, the monthly recurring revenue and the churn of 30 days', async () => {
    const withSubscriptions: AdminOverview = {
      ...overview,
      subscriptions: { active_subscribers: 42, mrr_cents: 17_150, ended_last_30_days: 3, churn_rate_30_days: 3 / 45 },
    }
    stubApi(({ path }) => (path === '/api/admin/overview' ? { status: 200, body: withSubscriptions } : undefined))
    renderInDashboard(<AdminHome sections={sections} />, { path: '/dashboard/admin' })
    const card = async (name: string) => (await screen.findByRole('heading', { name })).closest('article') as HTMLElement
    const subscribers = await card('Abonnés')
    expect(within(subscribers).getByText('42')).toBeTruthy()
    expect(figure(subscribers, 'Terminés sur 30 jours')).toBe('3')
    expect(within(await card('Revenu mensuel récurrent')).getByText(/^171,50\s€$/)).toBeTruthy()
    expect(within(await card('Désabonnement sur 30 jours')).getByText(/^6,7\s%$/)).toBeTruthy()
  })

  it('draws each bar as long as its share of the largest value, with no style attribute a CSP could drop', async () => {
    stubApi(({ path }) => (path === '/api/admin/overview' ? { status: 200, body: overview } : undefined))
    renderInDashboard(<AdminHome sections={sections} />, { path: '/dashboard/admin' })
    const byStatus = await screen.findByRole('figure', { name: 'Offres par statut' })
    // The bar of each row: the SVG rectangle after its zero-value stub.
    const lengths = within(byStatus)
      .getAllByRole('listitem')
      .map((item) => item.querySelectorAll('svg rect')[1]?.getAttribute('width'))
    expect(lengths).toEqual(['2.5%', '34.17%', '100%', '7.5%', '25%'])
    const weekly = screen.getByRole('figure', { name: 'Inscriptions par semaine (12 dernières semaines)' })
    const heights = [...weekly.querySelectorAll('svg')].map((svg) => svg.querySelectorAll('rect')[1]?.getAttribute('height'))
    expect(heights).toHaveLength(12)
    expect(heights[0]).toBe('0%')
    expect(heights[11]).toBe('100%')
    for (const figure of screen.getAllByRole('figure')) expect(figure.querySelectorAll('[style]')).toHaveLength(0)
  })

  it('says when the figures could not be loaded, and tries again on demand', async () => {
    let fail = true
    stubApi(({ path }) => {
      if (path !== '/api/admin/overview') return undefined
      return fail ? { status: 503, body: { message: 'Service indisponible.' } } : { status: 200, body: overview }
    })
    renderInDashboard(<AdminHome sections={sections} />, { path: '/dashboard/admin' })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Les chiffres n’ont pas pu être chargés.')
    fail = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByRole('heading', { name: 'Utilisateurs' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
