import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import type { ChatMessage, ConversationDetail, ConversationSummary } from '#shared/chat.ts'
import { applicationContext, chatMessage, conversationDetail, HUGO, hugo, ME } from '#tests/unit/support/chat-fixtures.ts'
import { renderInDashboard, type SentRequest, spyOnToasts, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { resetAfterEachTest, setNetwork } from '#tests/unit/support/network.ts'
import { ChatScreen } from './chat-screen.tsx'

resetAfterEachTest()

const context = applicationContext
const claire = { type: 'member' as const, id: 3, name: 'Claire Martin', avatar_url: null, deleted: false }

const summaries: ConversationSummary[] = [
  {
    id: 5,
    other: hugo,
    context,
    last_message: { excerpt: 'Bonjour, je suis disponible', created_at: new Date().toISOString(), sender: HUGO },
    unread: 2,
    updated_at: new Date().toISOString(),
  },
  {
    id: 4,
    other: claire,
    context: { ...context, application_id: 31, commune_name: 'Lyon' },
    last_message: { excerpt: 'Merci !', created_at: '2026-02-20T10:00:00Z', sender: ME },
    unread: 0,
    updated_at: '2026-02-20T10:00:00Z',
  },
]

const detail = conversationDetail

const message = (id: number, sender: number, body: string, read_at: string | null = null): ChatMessage =>
  chatMessage(id, sender, body, { read_at })

/** A small server: the list, the conversation, its messages (newest first), sending and reading. */
function server(initial: ChatMessage[] = [message(1, ME, 'Bonjour Hugo', '2026-03-01T09:00:00Z'), message(2, HUGO, 'Bonjour')]) {
  const messages = [...initial]
  let conversation = detail
  const sent = stubApi((request: SentRequest) => {
    if (request.method === 'GET' && request.path.startsWith('/api/conversations?'))
      return { status: 200, body: { conversations: summaries, count: summaries.length } }
    if (request.method === 'GET' && request.path === '/api/conversations/5') return { status: 200, body: { conversation } }
    if (request.method === 'GET' && request.path.startsWith('/api/conversations/5/messages'))
      return { status: 200, body: { messages: [...messages].reverse(), next_before: null } }
    if (request.method === 'POST' && request.path === '/api/conversations/5/messages') {
      const body = request.body as { client_id: string; body: string }
      const saved = { ...message(messages.length + 1, ME, body.body), client_id: body.client_id }
      messages.push(saved)
      return { status: 201, body: { message: saved } }
    }
    if (request.method === 'POST' && request.path === '/api/conversations/5/read') return { status: 200, body: { unread: 0 } }
    if (request.path === '/api/conversations/5/block') {
      const blocked = { by_me: request.method === 'POST', by_other: false }
      conversation = { ...conversation, blocked, can_post: !blocked.by_me }
      return { status: 200, body: { message: 'ok', blocked } }
    }
    if (request.method === 'POST' && request.path.startsWith('/api/messages/'))
      return { status: 201, body: { message: 'Signalement reçu.' } }
    return undefined
  })
  return sent
}

describe('ChatScreen', { timeout: 20_000 }, () => {
  it('lists the conversations newest first: who, about what, the last message and the unread count', async () => {
    server()
    renderInDashboard(<ChatScreen conversationId={null} />, { path: '/dashboard/chat' })
    const list = await screen.findByRole('list', { name: 'Conversations' })
    const links = within(list).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/dashboard/chat/5', '/dashboard/chat/4'])
    expect(links[0]?.textContent).toContain('Hugo Bernard')
    expect(links[0]?.textContent).toMatch(/Remplacement à Villeurbanne, 9.+15 mars/)
    expect(links[0]?.textContent).toContain('Bonjour, je suis disponible')
    expect(links[0]?.textContent).toContain('2 messages non lus')
    expect(links[1]?.textContent).toContain('Vous : Merci !')
    expect(links[1]?.textContent).not.toContain('non lu')
    expect(await axeViolations()).toEqual([])
  })

  it('shows a thread with its line breaks, only http(s) addresses as links, never HTML, and marks it read', async () => {
    const sent = server([
      message(1, HUGO, 'Ligne un\nLigne deux'),
      message(2, HUGO, 'Voir https://example.fr/planning. Et javascript:alert(1) <img src=x onerror=alert(1)>'),
    ])
    renderInDashboard(<ChatScreen conversationId={5} />, { path: '/dashboard/chat/5' })
    const thread = await screen.findByRole('list', { name: 'Messages' })
    await within(thread).findByText(/Ligne un/)
    expect(thread.textContent).toContain('Ligne un\nLigne deux')
    const link = within(thread).getByRole('link', { name: 'https://example.fr/planning' })
    expect(link.getAttribute('href')).toBe('https://example.fr/planning')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(within(thread).getAllByRole('link')).toHaveLength(1)
    expect(thread.querySelector('img')).toBeNull()
    expect(thread.textContent).toContain('<img src=x onerror=alert(1)>')
    await waitFor(() =>
      expect(sent.find((r) => r.method === 'POST' && r.path === '/api/conversations/5/read')?.body).toEqual({ up_to: 2 }),
    )
    expect(screen.getByRole('note').textContent).toContain('aucune donnée de santé')
    // What it is about leads to it: the offer of the application.
    expect(screen.getByRole('link', { name: /^Remplacement à Villeurbanne/ }).getAttribute('href')).toBe(
      '/dashboard/replacements/detail/7',
    )
    expect(await axeViolations()).toEqual([])
  })

  it('shows a message at once as being sent, then sent; read receipts say "Lu"', async () => {
    const sent = server()
    // A slow network: the message is seen being sent before the answer.
    const answered = globalThis.fetch
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      if (args[1]?.method === 'POST') await new Promise((resolve) => setTimeout(resolve, 300))
      return answered(...args)
    })
    renderInDashboard(<ChatScreen conversationId={5} />, { path: '/dashboard/chat/5' })
    const thread = await screen.findByRole('list', { name: 'Messages' })
    expect(within(thread).getByText('Lu')).toBeTruthy()
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByLabelText('Votre message'), 'Je passe demain{Shift>}{Enter}{/Shift}vers 9 h{Enter}')
    const pending = await within(thread).findByText('Envoi en cours…')
    expect(pending.closest('li')?.textContent).toContain('Je passe demain\nvers 9 h')
    expect((screen.getByLabelText('Votre message') as HTMLTextAreaElement).value).toBe('')
    await waitFor(() => expect(within(thread).queryByText('Envoi en cours…')).toBeNull())
    const mine = within(thread).getAllByRole('listitem').at(-1)
    expect(mine?.textContent).toContain('Envoyé')
    const post = sent.find((r) => r.method === 'POST' && r.path === '/api/conversations/5/messages')
    expect(post?.body).toEqual({ client_id: expect.stringMatching(/^[0-9a-f-]{36}$/), body: 'Je passe demain\nvers 9 h' })
  })

  it('queues messages written offline, shows them waiting, and sends them in order with the network', async () => {
    const sent = server()
    renderInDashboard(<ChatScreen conversationId={5} />, { path: '/dashboard/chat/5' })
    const thread = await screen.findByRole('list', { name: 'Messages' })
    setNetwork(false)
    const user = userEvent.setup({ delay: null })
    const field = screen.getByLabelText('Votre message')
    await user.type(field, 'Premier{Enter}')
    await user.type(field, 'Second{Enter}')
    expect(await within(thread).findAllByText('En attente du réseau')).toHaveLength(2)
    expect(screen.getByText('Hors ligne : vos messages partiront dès le retour du réseau.')).toBeTruthy()
    expect(sent.filter((r) => r.path === '/api/conversations/5/messages' && r.method === 'POST')).toHaveLength(0)

    setNetwork(true)
    await waitFor(() => expect(within(thread).queryByText('En attente du réseau')).toBeNull())
    await waitFor(() => expect(within(thread).getAllByText('Envoyé')).toHaveLength(2))
    const posts = sent.filter((r) => r.path === '/api/conversations/5/messages' && r.method === 'POST')
    expect(posts.map((r) => (r.body as { body: string }).body)).toEqual(['Premier', 'Second'])
  })

  it('keeps the composer to 4,000 characters, with a counter near the limit', async () => {
    server()
    renderInDashboard(<ChatScreen conversationId={5} />, { path: '/dashboard/chat/5' })
    const field = (await screen.findByLabelText('Votre message')) as HTMLTextAreaElement
    expect(field.maxLength).toBe(4000)
    expect(screen.queryByText(/caractères restants/)).toBeNull()
    fireEvent.change(field, { target: { value: 'a'.repeat(3700) } })
    expect(screen.getByText('300 caractères restants')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Envoyer' })).toHaveProperty('disabled', false)
    fireEvent.change(field, { target: { value: '   ' } })
    expect(screen.getByRole('button', { name: 'Envoyer' })).toHaveProperty('disabled', true)
  })

  it('blocks the other party after a question, then offers to unblock; reports a message with a reason', async () => {
    const toasts = spyOnToasts()
    const sent = server()
    renderInDashboard(<ChatScreen conversationId={5} />, { path: '/dashboard/chat/5' })
    await screen.findByRole('list', { name: 'Messages' })
    // Ark's menu selects on a real click's pointer sequence: user-event's default delays.
    const user = userEvent.setup()

    await user.click(screen.getByRole('button', { name: 'Actions sur la conversation' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Bloquer Hugo Bernard' }))
    const question = await screen.findByRole('alertdialog', { name: 'Bloquer Hugo Bernard ?' })
    await user.click(within(question).getByRole('button', { name: 'Bloquer' }))
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Hugo Bernard est bloqué·e.'))
    expect(sent.some((r) => r.method === 'POST' && r.path === '/api/conversations/5/block')).toBe(true)
    expect(await screen.findByText('Vous avez bloqué cette personne : débloquez-la pour lui écrire.')).toBeTruthy()
    expect(screen.queryByLabelText('Votre message')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Signaler' }))
    const report = await screen.findByRole('dialog', { name: 'Signaler ce message ?' })
    await user.type(within(report).getByLabelText(/Motif/), 'Propos insultants')
    await user.click(within(report).getByRole('button', { name: 'Signaler' }))
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Merci : le message est signalé à l’équipe Relève.'))
    expect(sent.find((r) => r.path === '/api/messages/2/report')?.body).toEqual({ reason: 'Propos insultants' })
    toasts.restore()
  })
})

describe('the team’s conversation', { timeout: 20_000 }, () => {
  const member = { type: 'member' as const, id: 8, name: 'Léa Petit', avatar_url: null, deleted: false }
  const team = { type: 'team' as const, id: null, name: null, avatar_url: null, deleted: false }
  const teamDetail = (other: ConversationDetail['other']): ConversationDetail => ({
    ...detail,
    id: 9,
    parties: [member, team],
    other,
    context: { kind: 'team' },
  })
  const open = (conversation: ConversationDetail, messages: ChatMessage[]) => {
    stubApi((request: SentRequest) => {
      if (request.method === 'GET' && request.path.startsWith('/api/conversations?'))
        return { status: 200, body: { conversations: [], count: 0 } }
      if (request.method === 'GET' && request.path === '/api/conversations/9') return { status: 200, body: { conversation } }
      if (request.method === 'GET' && request.path.startsWith('/api/conversations/9/messages'))
        return { status: 200, body: { messages: [...messages].reverse(), next_before: null } }
      if (request.method === 'POST' && request.path === '/api/conversations/9/read') return { status: 200, body: { unread: 0 } }
      return undefined
    })
    renderInDashboard(<ChatScreen conversationId={9} />, { path: '/dashboard/chat/9' })
  }

  it('offers an admin neither a block nor a report: the team answers whoever writes to it', async () => {
    open(teamDetail(member), [{ ...message(1, 8, 'Je renvoie mon attestation ce soir.'), sender: 8 }])
    const list = await screen.findByRole('list', { name: 'Messages' })
    expect(within(list).getByText('Je renvoie mon attestation ce soir.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Signaler' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Actions sur la conversation' })).toBeNull()
  })

  it('lets the member report what the team wrote, never block it', async () => {
    open(teamDetail(team), [{ ...message(1, 8, 'unused'), sender: 'team', body: 'Votre attestation a expiré.' }])
    const list = await screen.findByRole('list', { name: 'Messages' })
    expect(within(list).getByText('Votre attestation a expiré.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Signaler' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Actions sur la conversation' })).toBeNull()
  })
})

describe('a reported conversation an admin reads', { timeout: 20_000 }, () => {
  it('marks nothing read, offers no report, no block and no composer, and says it is read-only', async () => {
    const observed: ConversationDetail = { ...detail, can_post: false, read_only: true }
    const sent = stubApi((request: SentRequest) => {
      if (request.method === 'GET' && request.path.startsWith('/api/conversations?'))
        return { status: 200, body: { conversations: [], count: 0 } }
      if (request.method === 'GET' && request.path === '/api/conversations/5')
        return { status: 200, body: { conversation: observed } }
      if (request.method === 'GET' && request.path.startsWith('/api/conversations/5/messages'))
        return { status: 200, body: { messages: [message(2, HUGO, 'Message déplacé')], next_before: null } }
      return undefined
    })
    renderInDashboard(<ChatScreen conversationId={5} />, { path: '/dashboard/chat/5' })
    const list = await screen.findByRole('list', { name: 'Messages' })
    expect(within(list).getByText('Message déplacé')).toBeTruthy()
    expect(
      await screen.findByText('Conversation signalée, en lecture seule : ses membres ne voient pas que vous la lisez.'),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Signaler' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Actions sur la conversation' })).toBeNull()
    expect(screen.queryByLabelText('Votre message')).toBeNull()
    expect(sent.some((r) => r.path === '/api/conversations/5/read')).toBe(false)
  })
})
