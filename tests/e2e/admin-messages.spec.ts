import { randomUUID } from 'node:crypto'
import { type Browser, type BrowserContext, devices, expect, type Page, test } from '@playwright/test'
import { signInAsAdmin } from './support/admin-session.ts'
import { axe } from './support/axe.ts'
import { MEMBER_PASSWORD, MEMBERS } from './support/seed-admin-messages.ts'
import { type SeededServer, startSeededServer } from './support/seeded-server.ts'

// The messaging's back office on a server of its own (port 3584): Claire Martin (holder) writes
// to Léa Petit (her applicant) through the API and Léa reports the message; the admin reads it in
// "Messages signalés", reads the conversation around it, and closes the report; then the admin
// writes to Léa from her page in the users back office and Léa reads the team's message.
let server: SeededServer
const contexts: BrowserContext[] = []

test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startSeededServer({
    port: Number(process.env.E2E_ADMIN_MESSAGES_PORT ?? 3584),
    name: 'admin-messages',
    seed: 'tests/e2e/support/seed-admin-messages.ts',
  })
})

test.afterAll(async () => {
  for (const context of contexts) await context.close()
  await server?.stop()
})

// The back office is made for a desktop first.
test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false })

/** A member signed in through the API, in a browser of their own (a phone). */
async function member(browser: Browser, who: keyof typeof MEMBERS): Promise<Page> {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: server.url,
    locale: 'fr-FR',
    serviceWorkers: 'block',
  })
  contexts.push(context)
  const page = await context.newPage()
  await page.request.get('/sanctum/csrf-cookie')
  expect((await send(page, 'POST', '/api/login', { email: MEMBERS[who].email, password: MEMBER_PASSWORD })).status).toBe(200)
  return page
}

/** A change through the API with the session's CSRF token, as the app sends it. */
async function send(page: Page, method: 'POST' | 'PATCH', path: string, data: unknown) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? ''
  const response = await page.request.fetch(path, { method, data, headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) } })
  return { status: response.status(), body: await response.json().catch(() => null) }
}

test('an admin reads a reported message and its conversation, closes the report, then writes to a member as the team', async ({
  page,
  browser,
}) => {
  // An argon2 login per person, two axe runs and three browsers on two shared cores.
  test.setTimeout(180_000)
  const holder = await member(browser, 'holder')
  const nurse = await member(browser, 'nurse')

  // Claire opens the conversation about Léa's application and writes twice; Léa reports the second.
  const received = await holder.request.get('/api/applications/received')
  const applicationId = ((await received.json()).applications as { id: number }[])[0]?.id
  expect(applicationId).toBeGreaterThan(0)
  const opened = await send(holder, 'POST', '/api/conversations', { application_id: applicationId })
  expect(opened.status).toBe(201)
  const conversationId = opened.body.conversation.id as number
  const write = (body: string) =>
    send(holder, 'POST', `/api/conversations/${conversationId}/messages`, { client_id: randomUUID(), body })
  expect((await write('Bonjour Léa, merci pour votre candidature.')).status).toBe(201)
  const reportedText = 'Vous êtes nulle. <b>Rappelez-moi</b> sur http://exemple.invalid'
  const reported = await write(reportedText)
  expect(reported.status).toBe(201)
  const reportedId = reported.body.message.id as number
  const report = await send(nurse, 'POST', `/api/messages/${reportedId}/report`, { reason: 'Propos insultants' })
  expect(report.status).toBe(201)
  const reportId = report.body.report.id as number

  await test.step('the admin home counts the open report and leads to it', async () => {
    await signInAsAdmin(page, server.url)
    await page.goto(`${server.url}/dashboard/admin`)
    const link = page.getByRole('navigation', { name: 'Messagerie' }).getByRole('link', { name: /Messages signalés/ })
    await expect(link).toContainText('1 à traiter')
    await link.click()
    await expect(page).toHaveURL(`${server.url}/dashboard/admin/reports`)
  })

  await test.step('the report shows the message as text, its author, the reporter and the reason', async () => {
    const card = page.getByRole('article', { name: `Signalement n° ${reportId}` })
    await expect(card.getByRole('blockquote')).toHaveText(reportedText)
    await expect(card.locator('blockquote b')).toHaveCount(0)
    await expect(card.getByRole('link', { name: 'Claire Martin' }).first()).toHaveAttribute(
      'href',
      /\/dashboard\/admin\/users\/\d+$/,
    )
    await expect(card.getByText('Propos insultants')).toBeVisible()
    await expect(card.getByText(/^Candidature — remplacement à Saint-Malo/)).toBeVisible()
    expect(await axe(page)).toEqual([])
  })

  await test.step('the admin reads the whole conversation, read-only', async () => {
    await page.getByRole('button', { name: 'Lire la conversation' }).click()
    const drawer = page.getByRole('dialog', { name: 'Conversation signalée' })
    const messages = drawer.getByRole('list', { name: 'Messages de la conversation' })
    await expect(messages.getByRole('listitem')).toHaveCount(2)
    await expect(messages.getByRole('listitem').first()).toContainText('Bonjour Léa, merci pour votre candidature.')
    await expect(messages.getByRole('listitem').last()).toContainText('Message signalé')
    await expect(messages.getByRole('link')).toHaveCount(0)
    await expect(drawer.getByRole('textbox')).toHaveCount(0)
    expect(await axe(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
  })

  await test.step('the admin closes the report as handled', async () => {
    await page.getByRole('button', { name: 'Traiter' }).click()
    const dialog = page.getByRole('alertdialog', { name: `Traiter le signalement n° ${reportId} ?` })
    await dialog.getByRole('button', { name: 'Traiter' }).click()
    await expect(page.getByText('Signalement traité.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Aucun signalement à traiter' })).toBeVisible()
    await page.getByRole('link', { name: 'Traités' }).click()
    const card = page.getByRole('article', { name: `Signalement n° ${reportId}` })
    await expect(card.getByText('Traité', { exact: true })).toBeVisible()
    await expect(card.getByRole('button', { name: 'Traiter' })).toHaveCount(0)
  })

  await test.step('the admin writes to Léa from her page, as the team', async () => {
    await page.getByRole('link', { name: 'Utilisateurs' }).first().click()
    await page.getByRole('table').getByRole('link', { name: 'Léa Petit' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Léa Petit' })).toBeVisible()
    await page.getByRole('button', { name: 'Écrire à Léa Petit dans la messagerie' }).click()
    await expect(page).toHaveURL(new RegExp(`${server.url}/dashboard/chat/\\d+$`))
    const thread = page.getByRole('region', { name: 'Conversation' })
    await expect(thread.getByRole('heading', { name: 'Léa Petit' })).toBeVisible()
    await thread
      .getByRole('textbox', { name: 'Votre message' })
      .fill('Bonjour Léa, l’équipe Relève a bien reçu votre signalement.')
    await thread.getByRole('button', { name: 'Envoyer' }).click()
    await expect(thread.getByRole('list', { name: 'Messages' }).getByRole('listitem').last()).toContainText('Envoyé')
  })

  await test.step('Léa reads the team’s message in her messaging', async () => {
    await nurse.goto('/dashboard/chat')
    const team = nurse.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /L’équipe Relève/ })
    await expect(team).toContainText('l’équipe Relève a bien reçu votre signalement')
    await team.click()
    await expect(nurse.getByRole('list', { name: 'Messages' })).toContainText(
      'Bonjour Léa, l’équipe Relève a bien reçu votre signalement.',
    )
  })
})
