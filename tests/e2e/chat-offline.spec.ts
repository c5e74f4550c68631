import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { deviceCopy, waitForServiceWorkerControl } from './support/device-copy.ts'
import { signedInContext } from './support/market-session.ts'
import { startChatServer, storedMessages } from './support/seed-chat.ts'
import { MARKET_ACCOUNTS } from './support/seed-replacements.ts'
import type { SeededServer } from './support/seeded-server.ts'

// The messaging on the road (docs/offline.md), on a server of its own (port 3581): Léa Petit, who
// applied to Claire Martin's offer, writes three messages without network, closes the app, and
// they leave in order once she opens it again online; Claire reads exactly those three. Then a
// thread read once stays readable offline, with the age of the copy.
let server: SeededServer
let holderApi: APIRequestContext
let nurseApi: APIRequestContext
let conversationId = 0

const written = ['Bonjour Claire, je suis disponible.', 'Je connais bien Saint-Malo.', 'À quelle heure commence la tournée ?']

test.describe.configure({ mode: 'serial', timeout: 180_000 })
test.use({ actionTimeout: 20_000 })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  ;({ server, holderApi, nurseApi, conversationId } = await startChatServer(
    'chat-offline',
    Number(process.env.E2E_CHAT_OFFLINE_PORT ?? 3581),
  ))
})

test.afterAll(async () => {
  await holderApi?.dispose()
  await nurseApi?.dispose()
  await server?.stop()
})

/** The messages queued offline on the device, by their text. */
async function queuedBodies(page: Page): Promise<string[]> {
  return (await deviceCopy(page)).queued.map((variables) => (variables as { body?: string } | undefined)?.body ?? '')
}

/** The thread's messages as a reader sees them, oldest first (the list of the thread). */
const threadItems = (page: Page) => page.getByRole('list', { name: 'Messages' }).getByRole('listitem')

async function openThread(page: Page) {
  await page.goto(`/dashboard/chat/${conversationId}`)
  await expect(page.getByRole('textbox', { name: 'Votre message' })).toBeVisible({ timeout: 30_000 })
}

test('three messages written offline wait on screen, survive closing the app, and leave in order with the network', async ({
  browser,
}) => {
  const { context, page: first } = await signedInContext(browser, server.url, 'nurse', { serviceWorkers: 'allow' })
  const posted: string[] = []
  context.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith(`/api/conversations/${conversationId}/messages`))
      posted.push((sent.postDataJSON() as { body: string }).body)
  })
  try {
    // Online once: the thread is opened (the app and its copy are kept on the device).
    let page = first
    await openThread(page)
    await waitForServiceWorkerControl(page)
    await expect(page.getByText('Aucun message pour l’instant. Présentez-vous en quelques mots.')).toBeVisible()
    await expect
      .poll(async () => (await deviceCopy(page)).queries)
      .toContain(JSON.stringify(['chat', 'messages', conversationId]))

    await context.setOffline(true)
    await expect(page.getByText('Hors ligne : vos messages partiront dès le retour du réseau.')).toBeVisible()
    const composer = page.getByRole('textbox', { name: 'Votre message' })
    for (const [index, body] of written.entries()) {
      await composer.fill(body)
      await page.getByRole('button', { name: 'Envoyer', exact: true }).click()
      // Shown at once, as waiting, after the ones before it.
      const item = threadItems(page).nth(index)
      await expect(item).toContainText(body)
      await expect(item).toContainText('En attente du réseau')
      await expect(composer).toHaveValue('')
    }
    await expect(threadItems(page)).toHaveCount(3)
    // The device keeps the queue (written at most once a second, or when the app is hidden).
    await expect.poll(async () => await queuedBodies(page)).toEqual(written)
    expect(posted).toEqual([])

    // The app is closed; it opens again with the network, on the thread.
    for (const open of context.pages()) await open.close()
    await context.setOffline(false)
    page = await context.newPage()
    await openThread(page)
    for (const [index, body] of written.entries()) {
      await expect(threadItems(page).nth(index)).toContainText(body, { timeout: 30_000 })
      await expect(threadItems(page).nth(index)).toContainText('Envoyé', { timeout: 30_000 })
    }
    await expect(page.getByText('En attente du réseau')).toHaveCount(0)
    await expect(threadItems(page)).toHaveCount(3)
    // Sent once each, in the order written.
    expect(posted).toEqual(written)
    await expect.poll(async () => await queuedBodies(page)).toEqual([])
  } finally {
    await context.close()
  }

  // Stored exactly once each, in order.
  const stored = await storedMessages(holderApi, conversationId)
  expect(stored.map((m) => m.body)).toEqual(written)

  // Claire, on her own device, reads exactly those three, in order.
  const holder = await signedInContext(browser, server.url, 'holder')
  try {
    await openThread(holder.page)
    await expect(threadItems(holder.page)).toHaveCount(3)
    for (const [index, body] of written.entries()) {
      await expect(threadItems(holder.page).nth(index)).toContainText(
        `${MARKET_ACCOUNTS.nurse.first_name} ${MARKET_ACCOUNTS.nurse.last_name} :`,
      )
      await expect(threadItems(holder.page).nth(index)).toContainText(body)
    }
  } finally {
    await holder.context.close()
  }
})

test('a thread read once is readable offline after a reload, with the age of the copy', async ({ browser }) => {
  let session: { context: BrowserContext; page: Page } | undefined
  try {
    session = await signedInContext(browser, server.url, 'holder', { serviceWorkers: 'allow' })
    const { context, page } = session
    await openThread(page)
    await waitForServiceWorkerControl(page)
    await expect(threadItems(page)).toHaveCount(3)
    await expect
      .poll(async () => (await deviceCopy(page)).queries)
      .toContain(JSON.stringify(['chat', 'messages', conversationId]))

    await context.setOffline(true)
    await page.reload()
    // The thread says how old its copy is (so does the list beside it, on a desktop).
    const thread = page.getByRole('region', { name: 'Conversation' })
    await expect(thread.getByText('Hors ligne — données du', { exact: false })).toBeVisible({ timeout: 30_000 })
    await expect(threadItems(page)).toHaveCount(3)
    for (const [index, body] of written.entries()) await expect(threadItems(page).nth(index)).toContainText(body)
    // The conversation list beside it is the device's copy too.
    await expect(page.getByRole('list', { name: 'Conversations' }).getByText('Léa Petit')).toBeVisible()
  } finally {
    await session?.context.close()
  }
})

test('a message whose answer is lost on a weak network is sent again and stored once', async ({ browser }) => {
  const { context, page } = await signedInContext(browser, server.url, 'nurse')
  const body = 'Je vous rappelle ce soir après la tournée.'
  const keys: string[] = []
  // The first POST reaches the server, which stores the message; its answer never comes back.
  await page.route(`**/api/conversations/${conversationId}/messages`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    keys.push(route.request().headers()['idempotency-key'] ?? '')
    if (keys.length > 1) return route.fallback()
    await route.fetch()
    return route.abort('connectionreset')
  })
  try {
    await openThread(page)
    await expect(threadItems(page)).toHaveCount(3)
    // The only answer is the second POST's: no second message, the one the first stored (200).
    const replayed = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith(`/api/conversations/${conversationId}/messages`),
      { timeout: 60_000 },
    )
    await page.getByRole('textbox', { name: 'Votre message' }).fill(body)
    await page.getByRole('button', { name: 'Envoyer', exact: true }).click()
    expect((await replayed).status()).toBe(200)
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
    const sent = threadItems(page).filter({ hasText: body })
    await expect(sent.getByText('Envoyé', { exact: true })).toBeVisible({ timeout: 30_000 })
    await expect(sent).toHaveCount(1)
    await expect(threadItems(page)).toHaveCount(4)
    await expect(page.getByText('Non envoyé')).toHaveCount(0)
  } finally {
    await context.close()
  }
  const stored = await storedMessages(holderApi, conversationId)
  expect(stored.map((m) => m.body)).toEqual([...written, body])
})

test('a message written offline still waits on screen after the app restarts without network', async ({ browser }) => {
  const { context, page: first } = await signedInContext(browser, server.url, 'nurse', { serviceWorkers: 'allow' })
  const body = 'Pouvez-vous me confirmer le code de la porte ?'
  const posted: string[] = []
  context.on('request', (sent) => {
    if (sent.method() === 'POST' && sent.url().endsWith(`/api/conversations/${conversationId}/messages`))
      posted.push((sent.postDataJSON() as { body: string }).body)
  })
  try {
    let page = first
    await openThread(page)
    await waitForServiceWorkerControl(page)
    await expect(threadItems(page)).toHaveCount(4)
    await expect
      .poll(async () => (await deviceCopy(page)).queries)
      .toContain(JSON.stringify(['chat', 'messages', conversationId]))

    await context.setOffline(true)
    await page.getByRole('textbox', { name: 'Votre message' }).fill(body)
    await page.getByRole('button', { name: 'Envoyer', exact: true }).click()
    await expect(threadItems(page).nth(4)).toContainText('En attente du réseau')
    await expect.poll(async () => await queuedBodies(page)).toEqual([body])

    // Closed and opened again, still without network: the thread and the waiting message are there.
    for (const open of context.pages()) await open.close()
    page = await context.newPage()
    await openThread(page)
    await expect(
      page.getByRole('region', { name: 'Conversation' }).getByText('Hors ligne — données du', { exact: false }),
    ).toBeVisible()
    await expect(threadItems(page)).toHaveCount(5)
    await expect(threadItems(page).nth(4)).toContainText(body)
    await expect(threadItems(page).nth(4)).toContainText('En attente du réseau')
    expect(posted).toEqual([])

    // The network returns on the open page: it leaves once.
    await context.setOffline(false)
    await expect(threadItems(page).nth(4).getByText('Envoyé', { exact: true })).toBeVisible({ timeout: 30_000 })
    await expect(threadItems(page)).toHaveCount(5)
    expect(posted).toEqual([body])
  } finally {
    await context.close()
  }
  const stored = await storedMessages(holderApi, conversationId)
  expect(stored.map((m) => m.body).filter((b) => b === body)).toHaveLength(1)
  expect(stored).toHaveLength(5)
})
