import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { axe } from './support/axe.ts'
import { opened } from './support/journey.ts'
import { signedInContext, xsrfHeader } from './support/market-session.ts'
import { MARKET_ACCOUNTS } from './support/seed-replacements.ts'
import { type SeededServer, startSeededServer } from './support/seeded-server.ts'

// The availability journey on a server of its own (port 3597), with the marketplace's seed:
// Léa Petit, replacement nurse in Dinard, publishes a free week; Claire Martin, validated practice
// holder in Saint-Malo, finds her for those dates and invites her to her offer; Léa sees the
// invitation with the offer, writes to the holder in the conversation the invitation opened, and
// applies from it in one tap: the same conversation goes on.
let server: SeededServer
let offerId = 0
let holder: { context: BrowserContext; page: Page } | undefined
let nurse: { context: BrowserContext; page: Page } | undefined
const pageErrors: string[] = []

const signedIn = (browser: Browser, who: 'holder' | 'nurse') => signedInContext(browser, server.url, who, { errors: pageErrors })

test.describe.configure({ mode: 'serial', timeout: 90_000 })
test.use({ actionTimeout: 15_000 })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  server = await startSeededServer({
    port: Number(process.env.E2E_AVAILABILITY_PORT ?? 3597),
    name: 'availability',
    seed: 'tests/e2e/support/seed-replacements.ts',
    env: { MAP_STYLE_URL: 'off' },
  })
})

test.afterAll(async () => {
  await holder?.context.close()
  await nurse?.context.close()
  await server?.stop()
})

/** A Paris day some days from now (YYYY-MM-DD). */
function dayFromNow(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(Date.now() + days * 86_400_000))
}

const weekStart = dayFromNow(30)
const weekEnd = dayFromNow(36)

test('the holder has a published offer for that week', async ({ browser }) => {
  holder = await signedIn(browser, 'holder')
  const { page, context } = opened(holder)
  const response = await page.request.post('/api/replacements', {
    data: {
      commune_insee: MARKET_ACCOUNTS.holder.commune.insee,
      start_date: weekStart,
      end_date: weekEnd,
      shifts: ['matin'],
      care_types: ['pansements'],
      retrocession_percent: 85,
      publish: true,
    },
    headers: { ...(await xsrfHeader(context)) },
  })
  expect(response.status()).toBe(201)
  offerId = (await response.json()).replacement.id
})

test('a nurse publishes a free week from her phone; the page passes axe', async ({ browser }) => {
  nurse = await signedIn(browser, 'nurse')
  const { page } = opened(nurse)
  await page.goto('/dashboard')
  await page.getByRole('link', { name: /Mes disponibilités/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Mes disponibilités' })).toBeVisible()
  // Her profile's zone is the starting point.
  await expect(page.getByRole('combobox', { name: /Commune de votre zone/ })).toHaveValue(/Dinard/)
  await page.getByRole('textbox', { name: 'Du' }).fill(weekStart)
  await page.getByRole('textbox', { name: 'Au' }).fill(weekEnd)
  await page.getByRole('button', { name: 'Ajouter la période' }).click()
  await expect(page.getByRole('button', { name: /^Retirer la période/ })).toBeVisible()
  // The one switch shows her to holders, and saves at once.
  await page.getByText('En pause : les titulaires ne vous voient pas').click()
  await expect(page.getByText('Vos disponibilités sont enregistrées.')).toBeVisible()
  await expect(page.getByText('Visible par les titulaires')).toBeVisible()
  expect(await axe(page)).toEqual([])

  const saved = await page.request.get('/api/availability')
  const body = await saved.json()
  expect(body).toMatchObject({ visible: true, zone_commune_name: 'Dinard' })
  expect(body.periods).toMatchObject([{ start_date: weekStart, end_date: weekEnd, days: null }])
})

test('the holder finds her for those dates and invites her to the offer', async () => {
  const { page } = opened(holder)
  await page.goto('/dashboard')
  await page.getByRole('link', { name: /Trouver un remplaçant disponible/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Trouver un remplaçant disponible' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: /Commune du cabinet/ })).toHaveValue(/Saint-Malo/)
  await page.getByRole('textbox', { name: 'Du' }).fill(weekStart)
  await page.getByRole('textbox', { name: 'Au' }).fill(weekEnd)
  await page.getByRole('button', { name: 'Rechercher' }).click()
  const result = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Léa P.' }) })
  await expect(result).toBeVisible()
  await expect(result.getByText('Profil validé')).toBeVisible()
  await expect(result.getByText(/^7 jour\(s\) libre\(s\) sur 7/)).toBeVisible()
  // Never her last name.
  await expect(page.getByText('Petit')).toHaveCount(0)
  expect(await axe(page)).toEqual([])

  await result.getByRole('button', { name: 'Inviter Léa P.' }).click()
  const dialog = page.getByRole('dialog', { name: 'Inviter Léa P.' })
  await expect(dialog.getByRole('radio', { name: /Saint-Malo/ })).toBeChecked()
  expect(await axe(page)).toEqual([])
  await dialog.getByRole('button', { name: 'Envoyer l’invitation' }).click()
  await expect(dialog).toBeHidden()
  await expect(result.getByText('Invitation envoyée.')).toBeVisible()
})

test('she sees the invitation with the offer and applies from it in one tap', async () => {
  const { page } = opened(nurse)
  await page.goto('/dashboard/availability')
  const invitation = page.getByRole('article').filter({ hasText: 'Saint-Malo' })
  await expect(invitation.getByText('En attente de votre réponse')).toBeVisible()
  await expect(invitation.getByText('Invitation de Claire M.')).toBeVisible()
  // The invitation opened a conversation: she asks before answering.
  await invitation.getByRole('link', { name: 'Écrire à Claire M.' }).click()
  await expect(page).toHaveURL(/\/dashboard\/chat\/\d+$/)
  const thread = page.url()
  await expect(page.getByRole('paragraph').filter({ hasText: /^Invitation : remplacement à Saint-Malo/ })).toBeVisible()
  await page.getByRole('textbox', { name: 'Votre message' }).fill('Bonjour, la tournée se fait-elle en voiture ?')
  await page.getByRole('button', { name: 'Envoyer', exact: true }).click()
  await expect(page.getByText('Bonjour, la tournée se fait-elle en voiture ?', { exact: true })).toBeVisible()
  await page.goBack()
  await invitation.getByRole('button', { name: 'Postuler' }).click()
  // Applied: the same conversation, now her application's, her question kept.
  await expect(page).toHaveURL(thread)
  await expect(page.getByText('Bonjour, la tournée se fait-elle en voiture ?', { exact: true })).toBeVisible()

  const received = await opened(holder).page.request.get(`/api/replacements/${offerId}/applications`)
  const applications = (await received.json()).applications as { applicant: { first_name: string }; status: string }[]
  expect(applications).toHaveLength(1)
  expect(applications[0]).toMatchObject({ status: 'pending', applicant: { first_name: 'Léa' } })
  const invitations = await opened(holder).page.request.get(`/api/replacements/${offerId}/invitations`)
  expect((await invitations.json()).invitations).toMatchObject([{ status: 'applied' }])
  await expect.poll(() => server.mailTemplates()).toContain('notification')
  expect(pageErrors).toEqual([])
})
