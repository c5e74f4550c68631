import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import type { ChatMessage, ConversationSummary } from '#shared/chat.ts'
import { applicationContext, chatMessage, conversationDetail, HUGO, hugo, ME } from '#tests/unit/support/chat-fixtures.ts'
import { renderInDashboard, type SentRequest, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { resetAfterEachTest, setNetwork } from '#tests/unit/support/network.ts'
import { ChatScreen } from './chat-screen.tsx'

resetAfterEachTest()

const context = applicationContext
const detail = conversationDetail
const message = (id: number, sender: number, body: string, attachment: ChatMessage['attachment'] = null): ChatMessage =>
  chatMessage(id, sender, body, { attachment })

const summaries: ConversationSummary[] = [
  {
    id: 5,
    other: hugo,
    context,
    last_message: { excerpt: '', created_at: new Date().toISOString(), sender: ME, attachment: 'pdf' },
    unread: 0,
    updated_at: new Date().toISOString(),
  },
  {
    id: 4,
    other: { ...hugo, id: 3, name: 'Claire Martin' },
    context,
    last_message: { excerpt: '', created_at: '2026-02-20T10:00:00Z', sender: 3, attachment: 'image' },
    unread: 1,
    updated_at: '2026-02-20T10:00:00Z',
  },
]

const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n')
const pdfFile = (name = 'contrat.pdf') => new File([PDF_BYTES], name, { type: 'application/pdf' })

/** The conversation 5 and its messages; a POST with a file is answered by `onFile`. */
function server(initial: ChatMessage[], onFile?: (form: FormData) => { status: number; body: unknown } | undefined) {
  const messages = [...initial]
  return stubApi((request: SentRequest) => {
    if (request.method === 'GET' && request.path.startsWith('/api/conversations?'))
      return { status: 200, body: { conversations: summaries, count: summaries.length } }
    if (request.method === 'GET' && request.path === '/api/conversations/5')
      return { status: 200, body: { conversation: detail } }
    if (request.method === 'GET' && request.path.startsWith('/api/conversations/5/messages'))
      return { status: 200, body: { messages: [...messages].reverse(), next_before: null } }
    if (request.method === 'POST' && request.path === '/api/conversations/5/messages') {
      if (request.body instanceof FormData) {
        const answer = onFile?.(request.body)
        if (answer) return answer
        const file = request.body.get('file') as File
        const saved = {
          ...message(messages.length + 1, ME, String(request.body.get('body'))),
          client_id: String(request.body.get('client_id')),
          attachment: { id: 90, kind: 'pdf' as const, name: file.name, size: file.size, width: null, height: null },
        }
        messages.push(saved)
        return { status: 201, body: { message: saved } }
      }
      const body = request.body as { client_id: string; body: string }
      const saved = { ...message(messages.length + 1, ME, body.body), client_id: body.client_id }
      messages.push(saved)
      return { status: 201, body: { message: saved } }
    }
    if (request.method === 'POST' && request.path === '/api/conversations/5/read') return { status: 200, body: { unread: 0 } }
    return undefined
  })
}

async function openThread() {
  renderInDashboard(<ChatScreen conversationId={5} />, { path: '/dashboard/chat/5' })
  return screen.findByRole('list', { name: 'Messages' })
}

const fileInput = () => screen.getByLabelText('Joindre un fichier') as HTMLInputElement
const filePosts = (sent: SentRequest[]) =>
  sent.filter((r) => r.method === 'POST' && r.path === '/api/conversations/5/messages' && r.body instanceof FormData)

describe('Composer attachments', { timeout: 20_000 }, () => {
  it('offers a labelled, keyboard-reachable file input for images and PDF; shows the chosen file and removes it', async () => {
    server([message(1, HUGO, 'Bonjour')])
    await openThread()
    const input = fileInput()
    expect(input.type).toBe('file')
    expect(input.accept).toBe('image/jpeg,image/png,image/webp,application/pdf')
    expect(input.tabIndex).not.toBe(-1)
    const user = userEvent.setup({ delay: null })
    await user.upload(input, pdfFile('Contrat été.pdf'))
    expect(await screen.findByText(/Contrat été\.pdf/)).toBeTruthy()
    expect(screen.getByText(/Contrat été\.pdf/).textContent).toMatch(/\(\d+\s?ko\)/)
    // With a file, the message may go without text.
    expect(screen.getByRole('button', { name: 'Envoyer' })).toHaveProperty('disabled', false)
    expect(await axeViolations()).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Retirer la pièce jointe Contrat été.pdf' }))
    expect(screen.queryByText(/Contrat été\.pdf/)).toBeNull()
    expect(screen.getByRole('button', { name: 'Envoyer' })).toHaveProperty('disabled', true)
  })

  it('refuses a file over 10 MB, or one whose bytes are no image nor PDF, before sending anything', async () => {
    const sent = server([])
    await openThread()
    const user = userEvent.setup({ delay: null })
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' })
    await user.upload(fileInput(), big)
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Ce fichier dépasse 10\sMo : choisissez-en un plus léger\.$/)
    expect(screen.queryByRole('button', { name: /Retirer la pièce jointe/ })).toBeNull()
    const fake = new File(['<svg onload="alert(1)"/>'], 'photo.png', { type: 'image/png' })
    await user.upload(fileInput(), fake)
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ce fichier n’est ni une image (JPEG, PNG, WebP) ni un PDF : il ne peut pas être joint.',
    )
    expect(filePosts(sent)).toHaveLength(0)
  })

  it('sends the text with the file in one multipart request, then clears the composer', async () => {
    const sent = server([])
    const thread = await openThread()
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByLabelText('Votre message'), 'Le contrat signé')
    await user.upload(fileInput(), pdfFile())
    await user.click(screen.getByRole('button', { name: 'Envoyer' }))
    await within(thread).findByRole('link', { name: /contrat\.pdf/ })
    const [post] = filePosts(sent)
    const form = post?.body as FormData
    expect(form.get('body')).toBe('Le contrat signé')
    expect(form.get('client_id')).toMatch(/^[0-9a-f-]{36}$/)
    expect((form.get('file') as File).name).toBe('contrat.pdf')
    expect((screen.getByLabelText('Votre message') as HTMLTextAreaElement).value).toBe('')
    expect(screen.queryByRole('button', { name: /Retirer la pièce jointe/ })).toBeNull()
  })

  it('keeps the text and the file when the server refuses, shows why, and retries with the same client id', async () => {
    let refusals = 1
    const sent = server([], () =>
      refusals-- > 0
        ? {
            status: 422,
            body: {
              message: 'Ce PDF contient des scripts',
              code: 'chat.attachment_pdf_active',
              errors: {
                file: ['Ce PDF contient des scripts, des actions ou des fichiers intégrés : il ne peut pas être envoyé.'],
              },
            },
          }
        : undefined,
    )
    await openThread()
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByLabelText('Votre message'), 'Voici')
    await user.upload(fileInput(), pdfFile())
    await user.click(screen.getByRole('button', { name: 'Envoyer' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Ce PDF contient des scripts, des actions')
    expect((screen.getByLabelText('Votre message') as HTMLTextAreaElement).value).toBe('Voici')
    expect(screen.getByRole('button', { name: 'Retirer la pièce jointe contrat.pdf' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Envoyer' }))
    await waitFor(() => expect(filePosts(sent)).toHaveLength(2))
    const ids = filePosts(sent).map((r) => (r.body as FormData).get('client_id'))
    expect(ids[0]).toBe(ids[1])
  })

  it('offline: says the file cannot wait, keeps it chosen, queues the text alone', async () => {
    const sent = server([message(1, HUGO, 'Bonjour')])
    const thread = await openThread()
    setNetwork(false)
    const user = userEvent.setup({ delay: null })
    await user.upload(fileInput(), pdfFile())
    expect(
      screen.getByText(
        'Hors ligne : une pièce jointe ne peut pas être mise en attente. Elle reste choisie : envoyez-la une fois en ligne. Le texte, lui, partira dès le retour du réseau.',
      ),
    ).toBeTruthy()
    // Nothing to queue without text.
    expect(screen.getByRole('button', { name: 'Envoyer' })).toHaveProperty('disabled', true)
    await user.type(screen.getByLabelText('Votre message'), 'J’envoie le contrat dès que possible{Enter}')
    expect(await within(thread).findByText('En attente du réseau')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Retirer la pièce jointe contrat.pdf' })).toBeTruthy()
    expect(filePosts(sent)).toHaveLength(0)

    setNetwork(true)
    await waitFor(() => expect(within(thread).queryByText('En attente du réseau')).toBeNull())
    expect(screen.getByRole('button', { name: 'Retirer la pièce jointe contrat.pdf' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Envoyer' }))
    await waitFor(() => expect(filePosts(sent)).toHaveLength(1))
  })
})

describe('Thread attachments', { timeout: 20_000 }, () => {
  it('names a file sent alone by its kind in the list of conversations', async () => {
    server([])
    renderInDashboard(<ChatScreen conversationId={null} />, { path: '/dashboard/chat' })
    const list = await screen.findByRole('list', { name: 'Conversations' })
    const links = within(list).getAllByRole('link')
    expect(links[0]?.textContent).toContain('Vous : PDF joint')
    expect(links[1]?.textContent).toContain('Image jointe')
  })

  it('shows an image as a thumbnail named by its file that opens the full image, and a PDF as a download link', async () => {
    server([
      message(1, HUGO, '', { id: 41, kind: 'image', name: 'ordonnance.webp', size: 182_000, width: 1536, height: 2048 }),
      message(2, HUGO, 'Le planning', {
        id: 42,
        kind: 'pdf',
        name: 'planning mars.pdf',
        size: 2_400_000,
        width: null,
        height: null,
      }),
    ])
    const thread = await openThread()
    const image = await within(thread).findByRole('img', { name: 'ordonnance.webp' })
    expect(image.getAttribute('src')).toBe('/api/attachments/41')
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['180', '240'])
    const opener = image.closest('a')
    expect(opener?.getAttribute('href')).toBe('/api/attachments/41')
    expect(opener?.getAttribute('target')).toBe('_blank')
    const pdf = within(thread).getByRole('link', { name: /planning mars\.pdf/ })
    expect(pdf.getAttribute('href')).toBe('/api/attachments/42')
    expect(pdf.getAttribute('download')).toBe('planning mars.pdf')
    expect(pdf.textContent).toMatch(/planning mars\.pdf \(PDF, 2,3\sMo\)/)
    expect(thread.textContent).toContain('Le planning')
    expect(await axeViolations()).toEqual([])
  })
})
