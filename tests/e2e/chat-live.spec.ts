import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { opened } from './support/journey.ts'
import { signedInContext } from './support/market-session.ts'
import { postMessage, startChatServer } from './support/seed-chat.ts'
import type { SeededServer } from './support/seeded-server.ts'

// The messaging live through the event stream (GET /api/events, docs/architecture.md#realtime-events),
// on a server of its own (port 3582): Claire Martin, the holder, has the messaging open; Léa
// Petit, who applied to her offer, writes. Claire's screen shows the message and her bell counts
// it without a reload; Léa's thread says "Lu" once Claire has read it.
let server: SeededServer
let holderApi: APIRequestContext
let nurseApi: APIRequestContext
let conversationId = 0
let holder: { context: BrowserContext; page: Page } | undefined
let nurse: { context: BrowserContext; page: Page } | undefined

test.describe.configure({ mode: 'serial', timeout: 120_000 })
test.use({ actionTimeout: 20_000 })

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000)
  ;({ server, holderApi, nurseApi, conversationId } = await startChatServer(
    'chat-live',
    Number(process.env.E2E_CHAT_LIVE_PORT ?? 3582),
  ))
  holder = await signedInContext(browser, server.url, 'holder')
  nurse = await signedInContext(browser, server.url, 'nurse')
})

test.afterAll(async () => {
  await holder?.context.close()
  await nurse?.context.close()
  await holderApi?.dispose()
  await nurseApi?.dispose()
  await server?.stop()
})

/** Opens `path` and waits for the page's event stream to be answered (it opens once the page is idle). */
async function openWithStream(page: Page, path: string) {
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events', {
    timeout: 60_000,
  })
  await page.goto(path)
  expect((await stream).status()).toBe(200)
  // Set on this document only: still there later means the page was never reloaded.
  await page.evaluate(() => {
    ;(window as unknown as { sameDocument: boolean }).sameDocument = true
  })
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)

const bell = (page: Page) => page.getByRole('link', { name: /^Notifications/ })
/** The bell's name for a count of unread notices. */
const bellName = (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} non lues`)

/** The holder's unread notices as the server counts them (her offer's application is one). */
async function unreadNotices(): Promise<number> {
  const answer = await holderApi.get('/api/notifications', { params: { perPage: 1 } })
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { unread: number }).unread
}

/** Unread notices before the first message. */
let unreadBefore = 0
const threadItems = (page: Page) => page.getByRole('list', { name: 'Messages' }).getByRole('listitem')

test('a message arrives on the holder’s open messaging: the list and the bell count it without a reload', async () => {
  const { page } = opened(holder)
  await openWithStream(page, '/dashboard/chat')
  const entry = page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Léa Petit/ })
  await expect(entry).toContainText('Pas encore de message')
  unreadBefore = await unreadNotices()
  await expect(bell(page)).toHaveAccessibleName(bellName(unreadBefore))

  await postMessage(nurseApi, conversationId, 'Bonjour Claire, la tournée commence à quelle heure ?')

  await expect(entry).toContainText('Bonjour Claire, la tournée commence à quelle heure ?', { timeout: 20_000 })
  await expect(entry).toContainText('1 message non lu')
  await expect(bell(page)).toHaveAccessibleName(bellName(unreadBefore + 1), { timeout: 20_000 })
  expect(await unreadNotices()).toBe(unreadBefore + 1)
  expect(await sameDocument(page)).toBe(true)
})

test('the holder reads it; the nurse’s thread says "Lu" without a reload', async () => {
  const nursePage = opened(nurse).page
  await openWithStream(nursePage, `/dashboard/chat/${conversationId}`)
  const sent = threadItems(nursePage).filter({ hasText: 'la tournée commence à quelle heure ?' })
  await expect(sent.getByText('Envoyé', { exact: true })).toBeVisible()

  const { page } = opened(holder)
  await page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: /Léa Petit/ })
    .click()
  await expect(page).toHaveURL(new RegExp(`/dashboard/chat/${conversationId}$`))
  await expect(threadItems(page).filter({ hasText: 'la tournée commence à quelle heure ?' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Conversations' }).getByText('1 message non lu')).toHaveCount(0)

  await expect(sent.getByText('Lu', { exact: true })).toBeVisible({ timeout: 20_000 })
  expect(await sameDocument(nursePage)).toBe(true)
})

test('reading the thread clears the bell’s count of its message', async () => {
  // The server marks the message's notice read with the thread (POST /api/conversations/{id}/read);
  // the bell says so at once, not at its next poll a minute later.
  const { page } = opened(holder)
  await expect(threadItems(page).filter({ hasText: 'la tournée commence à quelle heure ?' })).toBeVisible()
  await expect.poll(unreadNotices).toBe(unreadBefore)
  await expect(bell(page)).toHaveAccessibleName(bellName(unreadBefore), { timeout: 20_000 })
})

test('with the thread open on both sides, a new message shows on the holder’s screen and is read there, live', async () => {
  const nursePage = opened(nurse).page
  const { page } = opened(holder)
  const body = 'Je peux venir vous voir jeudi pour les transmissions.'
  await nursePage.getByRole('textbox', { name: 'Votre message' }).fill(body)
  await nursePage.getByRole('button', { name: 'Envoyer', exact: true }).click()
  const mine = threadItems(nursePage).filter({ hasText: body })
  await expect(mine).toBeVisible()

  const received = threadItems(page).filter({ hasText: body })
  await expect(received).toBeVisible({ timeout: 20_000 })
  await expect(received).toContainText('Léa Petit :')
  await expect(threadItems(page)).toHaveCount(2)
  expect(await sameDocument(page)).toBe(true)

  // Claire has it on screen, so it is read: Léa sees it.
  await expect(mine.getByText('Lu', { exact: true })).toBeVisible({ timeout: 20_000 })
  await expect(threadItems(nursePage)).toHaveCount(2)
  expect(await sameDocument(nursePage)).toBe(true)
})

test('a message written while the holder was offline shows once when her network returns, without a reload', async () => {
  const { context, page } = opened(holder)
  const nursePage = opened(nurse).page
  await expect(threadItems(page)).toHaveCount(2)
  await context.setOffline(true)
  await expect(page.getByText('Hors ligne : vos messages partiront dès le retour du réseau.')).toBeVisible()

  const body = 'Vous ai-je bien envoyé mes disponibilités ?'
  await postMessage(nurseApi, conversationId, body)
  const mine = threadItems(nursePage).filter({ hasText: body })
  await expect(mine.getByText('Envoyé', { exact: true })).toBeVisible({ timeout: 20_000 })

  // The stream opens again where it stopped (the last event id it saw) and brings the message.
  const resumed = page.waitForRequest(
    (sent) => new URL(sent.url()).pathname === '/api/events' && new URL(sent.url()).searchParams.has('last_event_id'),
    { timeout: 60_000 },
  )
  await context.setOffline(false)
  await resumed
  await expect(threadItems(page).filter({ hasText: body })).toBeVisible({ timeout: 20_000 })
  await expect(threadItems(page)).toHaveCount(3)
  expect(await sameDocument(page)).toBe(true)
  await expect(mine.getByText('Lu', { exact: true })).toBeVisible({ timeout: 20_000 })
})
