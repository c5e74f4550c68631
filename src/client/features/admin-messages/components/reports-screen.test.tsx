import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import type { ConversationDetail, MessagePage, MessageReport } from '#shared/chat.ts'
import { renderInDashboard, stubApi, toastSpiesForEachTest } from '#tests/unit/support/dashboard-harness.tsx'
import { ReportsScreen } from './reports-screen.tsx'

const toasts = toastSpiesForEachTest()

const holder = { type: 'member', id: 11, name: 'Claire Martin', avatar_url: null, deleted: false } as const
const nurse = { type: 'member', id: 12, name: 'Léa Petit', avatar_url: null, deleted: false } as const

function report(id: number, overrides: Partial<MessageReport> = {}): MessageReport {
  return {
    id,
    reason: 'Propos insultants',
    status: 'open',
    created_at: '2026-11-20T09:30:00.000Z',
    closed_at: null,
    reporter: nurse,
    message: {
      id: 100 + id,
      client_id: `c-${id}`,
      sender: 11,
      body: `<b>Pas de HTML</b>\nligne ${id}`,
      erased: false,
      created_at: '2026-11-20T09:00:00.000Z',
      read_at: null,
    },
    conversation: {
      id: 7,
      parties: [holder, nurse],
      context: {
        kind: 'application',
        application_id: 31,
        replacement_id: 5,
        commune_name: 'Saint-Malo',
        start_date: '2026-12-09',
        end_date: '2026-12-15',
      },
    },
    ...overrides,
  }
}

const listed = (reports: MessageReport[], count = reports.length) => ({ status: 200, body: { reports, count } })
const query = (path: string | undefined) => Object.fromEntries(new URLSearchParams(path?.split('?')[1]))

describe('/dashboard/admin/reports', () => {
  it('lists the open reports: the message as text, its author and reporter linked, the reason, the context; passes axe', async () => {
    const sent = stubApi(({ path }) => (path.startsWith('/api/admin/message-reports?') ? listed([report(1)]) : undefined))
    const { container } = renderInDashboard(<ReportsScreen />, { path: '/dashboard/admin/reports' })
    expect(screen.getByRole('heading', { level: 1, name: 'Messages signalés' })).toBeTruthy()
    const card = await screen.findByRole('article', { name: 'Signalement n° 1' })
    expect(query(sent[0]?.path)).toEqual({ status: 'open', page: '1', perPage: '20' })
    // The body is text: its markup shows as typed, nothing is rendered from it.
    const quote = within(card).getByText(/Pas de HTML/)
    expect(quote.textContent).toBe('<b>Pas de HTML</b>\nligne 1')
    expect(card.querySelector('b')).toBeNull()
    const links = within(card)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')])
    expect(links).toContainEqual(['Claire Martin', '/dashboard/admin/users/11'])
    expect(links).toContainEqual(['Léa Petit', '/dashboard/admin/users/12'])
    expect(links.find(([, href]) => href === '/dashboard/admin/replacements/5')?.[0]).toMatch(
      /^Candidature — remplacement à Saint-Malo/,
    )
    expect(within(card).getByText('Propos insultants')).toBeTruthy()
    expect(within(card).getByText('Ouvert')).toBeTruthy()
    expect(screen.getByText('1 signalement(s)')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Ouverts' }).getAttribute('aria-current')).toBe('page')
    expect(await axeViolations(container)).toEqual([])
  })

  it('shows a reported message’s file, which the team may open once it is reported', async () => {
    const withImage = report(2)
    withImage.message = {
      ...withImage.message,
      body: '',
      attachment: { id: 41, kind: 'image', name: 'capture.webp', size: 120_000, width: 800, height: 600 },
    }
    const withPdf = report(3)
    withPdf.message = {
      ...withPdf.message,
      attachment: { id: 42, kind: 'pdf', name: 'contrat.pdf', size: 2_500_000, width: null, height: null },
    }
    stubApi(({ path }) => (path.startsWith('/api/admin/message-reports?') ? listed([withImage, withPdf]) : undefined))
    renderInDashboard(<ReportsScreen />, { path: '/dashboard/admin/reports' })
    const imageCard = await screen.findByRole('article', { name: 'Signalement n° 2' })
    expect(within(imageCard).getByRole('img', { name: 'capture.webp' }).getAttribute('src')).toBe('/api/attachments/41')
    const pdfCard = screen.getByRole('article', { name: 'Signalement n° 3' })
    const download = within(pdfCard).getByRole('link', { name: /contrat\.pdf/ })
    expect(download.getAttribute('href')).toBe('/api/attachments/42')
    expect(download.getAttribute('download')).toBe('contrat.pdf')
  })

  it('filters by status from the address, back to the first page', async () => {
    const sent = stubApi(({ path }) =>
      path.startsWith('/api/admin/message-reports?')
        ? listed([report(2, { status: 'dismissed', closed_at: '2026-11-21T10:00:00.000Z' })], 45)
        : undefined,
    )
    const { router } = renderInDashboard(<ReportsScreen />, { path: '/dashboard/admin/reports?page=2' })
    await screen.findByRole('article', { name: 'Signalement n° 2' })
    expect(query(sent[0]?.path)).toMatchObject({ status: 'open', page: '2' })
    await userEvent.click(screen.getByRole('link', { name: 'Classés' }))
    await waitFor(() => expect(router.state.location.search).toBe('?status=dismissed'))
    await waitFor(() => expect(query(sent.at(-1)?.path)).toEqual({ status: 'dismissed', page: '1', perPage: '20' }))
    expect(screen.getByRole('link', { name: 'Classés' }).getAttribute('aria-current')).toBe('page')
    // A closed report has no action left but reading.
    const card = screen.getByRole('article', { name: 'Signalement n° 2' })
    expect(within(card).queryByRole('button', { name: 'Traiter' })).toBeNull()
    expect(within(card).getByText('Classé')).toBeTruthy()
    await userEvent.click(screen.getByRole('link', { name: 'Tous' }))
    await waitFor(() => expect(query(sent.at(-1)?.path)).toEqual({ page: '1', perPage: '20' }))
  })

  it('closes a report after the question, shows it closed at once, and says so', async () => {
    let closed = false
    const sent = stubApi(({ method, path }) => {
      if (method === 'PATCH') {
        closed = true
        return { status: 200, body: { message: 'Le signalement est traité.', report: { id: 1, status: 'resolved' } } }
      }
      return path.startsWith('/api/admin/message-reports?') ? listed(closed ? [] : [report(1)]) : undefined
    })
    renderInDashboard(<ReportsScreen />, { path: '/dashboard/admin/reports' })
    const card = await screen.findByRole('article', { name: 'Signalement n° 1' })
    await userEvent.click(within(card).getByRole('button', { name: 'Traiter' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Traiter le signalement n° 1 ?' })
    // Nothing is sent before the answer.
    expect(sent.filter((request) => request.method === 'PATCH')).toEqual([])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Traiter' }))
    await waitFor(() => expect(within(card).getByText('Traité')).toBeTruthy())
    expect(within(card).queryByRole('button', { name: 'Traiter' })).toBeNull()
    // The focus is not lost with the button: it goes back to the list.
    await waitFor(() => {
      expect(document.activeElement).not.toBe(document.body)
      expect(document.activeElement?.contains(card)).toBe(true)
    })
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Signalement traité.'))
    // Then the open list, asked again, no longer holds it.
    expect(await screen.findByRole('heading', { name: 'Aucun signalement à traiter' })).toBeTruthy()
    expect(sent.find((request) => request.method === 'PATCH')).toMatchObject({
      path: '/api/admin/message-reports/1',
      body: { status: 'resolved' },
    })
  })

  it('asks nothing of the server when the question is answered "Annuler"', async () => {
    const sent = stubApi(({ path }) => (path.startsWith('/api/admin/message-reports?') ? listed([report(1)]) : undefined))
    renderInDashboard(<ReportsScreen />, { path: '/dashboard/admin/reports' })
    const card = await screen.findByRole('article', { name: 'Signalement n° 1' })
    await userEvent.click(within(card).getByRole('button', { name: 'Classer' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Classer le signalement n° 1 ?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(sent.filter((request) => request.method === 'PATCH')).toEqual([])
    expect(within(card).getByText('Ouvert')).toBeTruthy()
  })

  it('puts the report back open and shows the server’s reason when closing fails', async () => {
    stubApi(({ method, path }) => {
      if (method === 'PATCH') return { status: 409, body: { message: 'Ce signalement est déjà traité.' } }
      return path.startsWith('/api/admin/message-reports?') ? listed([report(1)]) : undefined
    })
    renderInDashboard(<ReportsScreen />, { path: '/dashboard/admin/reports' })
    const card = await screen.findByRole('article', { name: 'Signalement n° 1' })
    await userEvent.click(within(card).getByRole('button', { name: 'Classer' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Classer le signalement n° 1 ?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Classer' }))
    await waitFor(() =>
      expect(toasts.destructive).toHaveBeenCalledWith("Une erreur est survenue lors de l'enregistrement", {
        description: 'Ce signalement est déjà traité.',
      }),
    )
    expect(within(card).getByText('Ouvert')).toBeTruthy()
    expect(within(card).getByRole('button', { name: 'Classer' })).toBeTruthy()
  })

  it('says so when the list cannot load, and asks again', async () => {
    let fail = true
    stubApi(({ path }) =>
      path.startsWith('/api/admin/message-reports?')
        ? fail
          ? { status: 503, body: { message: 'Service indisponible.' } }
          : listed([report(1)])
        : undefined,
    )
    renderInDashboard(<ReportsScreen />, { path: '/dashboard/admin/reports' })
    expect(await screen.findByText('La liste n’a pas pu être chargée. Vérifiez votre connexion puis réessayez.')).toBeTruthy()
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByRole('article', { name: 'Signalement n° 1' })).toBeTruthy()
  })

  it('reads the whole conversation read-only in a drawer, the reported message marked', async () => {
    const detail: ConversationDetail = {
      id: 7,
      parties: [holder, nurse],
      other: nurse,
      context: report(1).conversation.context,
      blocked: { by_me: false, by_other: false },
      can_post: false,
      read_only: true,
      created_at: '2026-11-19T08:00:00.000Z',
    }
    const page: MessagePage = {
      messages: [
        { ...report(1).message, id: 102, body: 'Après le signalement', sender: 12 },
        report(1).message,
        { ...report(1).message, id: 100, body: 'Bonjour', sender: 12 },
      ],
      next_before: null,
    }
    const sent = stubApi(({ path }) => {
      if (path.startsWith('/api/admin/message-reports?')) return listed([report(1)])
      if (path === '/api/conversations/7') return { status: 200, body: { conversation: detail } }
      if (path.startsWith('/api/conversations/7/messages')) return { status: 200, body: page }
      return undefined
    })
    const { router } = renderInDashboard(<ReportsScreen />, { path: '/dashboard/admin/reports' })
    const card = await screen.findByRole('article', { name: 'Signalement n° 1' })
    await userEvent.click(within(card).getByRole('button', { name: 'Lire la conversation' }))
    await waitFor(() => expect(router.state.location.search).toBe('?conversation=7&message=101'))
    const messages = await screen.findByRole('list', { name: 'Messages de la conversation' })
    const items = within(messages).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Bonjour'),
      expect.stringContaining('Message signalé'),
      expect.stringContaining('Après le signalement'),
    ])
    expect(items[1]?.getAttribute('data-reported')).toBe('true')
    // Read-only: no receipt, no reply.
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([])
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  it('goes back through the older pages by itself until the reported message is in', async () => {
    const detail: ConversationDetail = {
      id: 7,
      parties: [holder, nurse],
      other: nurse,
      context: { kind: 'team' },
      blocked: { by_me: false, by_other: false },
      can_post: false,
      read_only: true,
      created_at: '2026-11-19T08:00:00.000Z',
    }
    const newer: MessagePage = {
      messages: [{ ...report(1).message, id: 160, body: 'Bien plus tard', sender: 12 }],
      next_before: 160,
    }
    const older: MessagePage = { messages: [{ ...report(1).message, body: 'Le message en cause' }], next_before: null }
    const sent = stubApi(({ path }) => {
      if (path === '/api/conversations/7') return { status: 200, body: { conversation: detail } }
      if (path === '/api/conversations/7/messages?perPage=30') return { status: 200, body: newer }
      if (path === '/api/conversations/7/messages?perPage=30&before=160') return { status: 200, body: older }
      return path.startsWith('/api/admin/message-reports?') ? listed([report(1)]) : undefined
    })
    renderInDashboard(<ReportsScreen />, { path: '/dashboard/admin/reports?conversation=7&message=101' })
    const messages = await screen.findByRole('list', { name: 'Messages de la conversation' })
    await waitFor(() => expect(within(messages).getAllByRole('listitem')).toHaveLength(2))
    const [first, second] = within(messages).getAllByRole('listitem')
    expect(first?.textContent).toContain('Le message en cause')
    expect(first?.getAttribute('data-reported')).toBe('true')
    expect(second?.textContent).toContain('Bien plus tard')
    expect(sent.filter((request) => request.path.startsWith('/api/conversations/7/messages'))).toHaveLength(2)
    expect(screen.queryByRole('button', { name: 'Messages précédents' })).toBeNull()
  })
})
