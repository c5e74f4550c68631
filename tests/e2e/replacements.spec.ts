import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { axe } from './support/axe.ts'
import { opened } from './support/journey.ts'
import { signedInContext } from './support/market-session.ts'
import { type SeededServer, startSeededServer } from './support/seeded-server.ts'

// The marketplace journey on a server of its own (port 3571): Claire Martin, practice
// holder in Saint-Malo, publishes an offer; Léa Petit, replacement nurse in Dinard, finds it by
// distance and applies while offline; the application leaves once with the network; Claire
// accepts it; both see the new states.
let server: SeededServer
let offerId = 0
let holder: { context: BrowserContext; page: Page } | undefined
let nurse: { context: BrowserContext; page: Page } | undefined
/** Uncaught errors of either page: the journey ends with none. */
const pageErrors: string[] = []

const signedIn = (browser: Browser, who: 'holder' | 'nurse') => signedInContext(browser, server.url, who, { errors: pageErrors })

test.describe.configure({ mode: 'serial', timeout: 90_000 })
test.use({ actionTimeout: 15_000 })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  server = await startSeededServer({
    port: Number(process.env.E2E_REPLACEMENTS_PORT ?? 3571),
    name: 'replacements',
    seed: 'tests/e2e/support/seed-replacements.ts',
    env: { MAP_STYLE_URL: 'off' },
  })
})

test.afterAll(async () => {
  await holder?.context.close()
  await nurse?.context.close()
  await server?.stop()
})

/** "jj/mm/aaaa" of a day some days from now (offers must start in the future). */
function dayFromNow(days: number): { typed: string; iso: string } {
  const date = new Date(Date.now() + days * 86_400_000)
  const iso = date.toISOString().slice(0, 10)
  const [year, month, day] = iso.split('-')
  return { typed: `${day}/${month}/${year}`, iso }
}

test('a holder publishes an offer in Saint-Malo', async ({ browser }) => {
  holder = await signedIn(browser, 'holder')
  const { page } = opened(holder)
  await page.goto('/dashboard/replacements/create')
  const commune = page.getByRole('combobox', { name: /Commune du cabinet/ })
  await commune.fill('Saint-Malo')
  await page.getByRole('option', { name: 'Saint-Malo (35400)' }).click()
  const first = dayFromNow(30)
  const last = dayFromNow(40)
  await page.getByRole('textbox', { name: 'Premier jour' }).fill(first.typed)
  await page.getByRole('textbox', { name: 'Premier jour' }).press('Enter')
  await page.getByRole('textbox', { name: 'Dernier jour' }).fill(last.typed)
  await page.getByRole('textbox', { name: 'Dernier jour' }).press('Enter')
  // Ark's checkboxes: the label takes the tap, the input underneath says the state.
  await page.getByText('Matin', { exact: true }).click()
  await expect(page.getByRole('checkbox', { name: 'Matin' })).toBeChecked()
  await page.getByText('Pansements', { exact: true }).click()
  await page.getByRole('spinbutton', { name: /Pourcentage reversé au remplaçant/ }).fill('85')
  await page.getByRole('button', { name: 'Publier' }).click()
  await expect(page.getByText('Offre publiée')).toBeVisible()

  const mine = await page.request.get('/api/replacements/me')
  const offers = (await mine.json()).replacements as { id: number; status: string; start_date: string }[]
  expect(offers).toHaveLength(1)
  expect(offers[0]).toMatchObject({ status: 'published', start_date: first.iso })
  offerId = offers[0]?.id ?? 0
})

test('a nurse finds it by distance (search and filters pass axe) and applies while offline; it leaves once with the network', async ({
  browser,
}) => {
  nurse = await signedIn(browser, 'nurse')
  const { page, context } = opened(nurse)
  const applications: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/api/replacements/${offerId}/applications`))
      applications.push(request.headers()['idempotency-key'] ?? '')
  })

  // Her zone (Dinard) is the search's default centre; the offer is a few kilometres away.
  await page.goto('/dashboard/replacements')
  await expect(page.getByText('Autour de Dinard (35800), 30 km')).toBeVisible()
  const card = page.getByRole('article').filter({ hasText: 'Saint-Malo' })
  await expect(card.getByText(/^à \d+(,\d)? km$/)).toBeVisible()
  await expect(card.getByText('85 % reversés au remplaçant')).toBeVisible()
  // The search and its filter sheet pass axe, with a result on screen.
  expect(await axe(page)).toEqual([])
  await page.getByRole('button', { name: /^Filtres/ }).click()
  await expect(page.getByRole('dialog', { name: 'Filtrer les offres' })).toBeVisible()
  expect(await axe(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Filtrer les offres' })).toBeHidden()
  await card.getByRole('link', { name: /Saint-Malo/ }).click()
  await expect(page).toHaveURL(new RegExp(`/dashboard/replacements/detail/${offerId}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Remplacement à Saint-Malo' })).toBeVisible()

  await context.setOffline(true)
  await page.getByRole('button', { name: 'Postuler' }).click()
  const dialog = page.getByRole('dialog', { name: 'Postuler à ce remplacement' })
  await dialog
    .getByRole('textbox', { name: 'Votre message au titulaire' })
    .fill('Disponible sur toute la période, je connais le secteur.')
  await dialog.getByRole('button', { name: 'Envoyer ma candidature' }).click()
  await expect(page.getByText('Candidature en attente de réseau')).toBeVisible()
  await expect(page.getByText('Hors ligne — données du', { exact: false })).toBeVisible()
  expect(applications).toEqual([])

  await context.setOffline(false)
  await expect(page.getByText('Ma candidature : En attente')).toBeVisible({ timeout: 15_000 })
  await expect(page.getByText('Candidature en attente de réseau')).toHaveCount(0)
  expect(applications).toHaveLength(1)
  expect(applications[0]).toMatch(/^[0-9a-f-]{36}$/)

  // Sent once: the holder sees one application.
  const received = await opened(holder).page.request.get(`/api/replacements/${offerId}/applications`)
  expect((await received.json()).count).toBe(1)
})

test('the holder accepts it; both see the new states', async () => {
  const { page } = opened(holder)
  await page.goto(`/dashboard/replacements/detail/${offerId}/list`)
  await page.getByRole('button', { name: 'Accepter Léa Petit' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Accepter Léa Petit ?' })
  await dialog.getByRole('button', { name: 'Accepter' }).click()
  await expect(dialog).toBeHidden()
  await page.goto(`/dashboard/replacements/detail/${offerId}`)
  await expect(page.getByText('Pourvue', { exact: true })).toBeVisible()

  await opened(nurse).page.goto('/dashboard/replacements/applied')
  const accepted = opened(nurse).page.getByRole('article').filter({ hasText: 'Saint-Malo' })
  await expect(accepted.getByText('Acceptée', { exact: true })).toBeVisible()
  await expect(accepted.getByText('Pourvue', { exact: true })).toBeVisible()
  await expect(opened(nurse).page.getByRole('heading', { name: 'En cours (1)' })).toBeVisible()
  await expect.poll(() => server.mailTemplates()).toContain('notification')
})

test('both open the written contract, which passes axe; the nurse reads it again offline', async () => {
  const holderPage = opened(holder).page
  await holderPage.goto(`/dashboard/replacements/detail/${offerId}/list`)
  await holderPage.getByRole('link', { name: 'Contrat de remplacement' }).click()
  const holderCopy = holderPage.getByRole('article', { name: 'Contrat de remplacement entre infirmiers libéraux' })
  await expect(holderCopy).toContainText('Claire Martin, infirmier·e libéral·e')
  await expect(holderCopy).toContainText('et Léa Petit, infirmier·e')
  await expect(holderCopy).toContainText('à Saint-Malo (35400) et alentour')
  expect(await axe(holderPage)).toEqual([])

  const { page, context } = opened(nurse)
  await page.goto('/dashboard/replacements/applied')
  await page.getByRole('link', { name: 'Contrat de remplacement' }).click()
  const nurseCopy = page.getByRole('article', { name: 'Contrat de remplacement entre infirmiers libéraux' })
  await expect(nurseCopy).toContainText('Claire Martin, infirmier·e libéral·e')
  // Offline, the contract already opened is still there, with the age of the copy.
  await context.setOffline(true)
  await page.getByRole('link', { name: 'L’offre' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Remplacement à Saint-Malo' })).toBeVisible()
  await page.goBack()
  await expect(nurseCopy).toContainText('et Léa Petit, infirmier·e')
  await expect(page.getByText('Hors ligne — données du', { exact: false })).toBeVisible()
  await context.setOffline(false)
})

test('the offer page passes axe, with the application and the offer in their new states', async () => {
  const { page } = opened(nurse)
  await page.goto(`/dashboard/replacements/detail/${offerId}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Remplacement à Saint-Malo' })).toBeVisible()
  await expect(page.getByText('Ma candidature : Acceptée')).toBeVisible()
  expect(await axe(page)).toEqual([])
  expect(pageErrors).toEqual([])
})
