import { expect, type Page, test } from '@playwright/test'
import { axe } from './support/axe.ts'
import { type SeededServer, startSeededServer } from './support/seeded-server.ts'

// A server of its own (port 3561) on a database holding two validated nurses in Villeurbanne:
// Sophie Lefèvre, who takes new patients, and Hugo Complet, who does not.
let server: SeededServer

test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startSeededServer({
    port: Number(process.env.E2E_SEARCH_NURSE_PORT ?? 3561),
    name: 'search-nurse',
    seed: 'tests/e2e/support/seed-search-nurses.ts',
  })
})

test.afterAll(async () => {
  await server?.stop()
})

/**
 * Opens the page and waits until the app has taken over the prerendered form: the care types are
 * asked for once it has. A prerendered page starts the app when the reader reaches for one of its
 * controls (docs/decisions/009), or at once for an address with a query.
 */
async function open(page: Page, path: string) {
  const hydrated = page.waitForResponse((response) => response.url().endsWith('/api/care-types'))
  await page.goto(`${server.url}${path}`)
  await page.getByRole('combobox', { name: /Commune du patient/ }).focus()
  await hydrated
}

async function chooseCommune(page: Page, typed: string, option: string) {
  const commune = page.getByRole('combobox', { name: /Commune du patient/ })
  await commune.fill(typed)
  await page.getByRole('option', { name: option }).click()
  await expect(commune).toHaveValue(option)
}

test('a patient finds a nurse by commune and care type and contacts them, without an account', async ({ page }) => {
  await open(page, '/search-nurse')
  await expect(page.getByRole('heading', { level: 1, name: 'Trouver une infirmière ou un infirmier à domicile' })).toBeVisible()

  await chooseCommune(page, 'Villeurb', 'Villeurbanne (69100)')
  await page.getByLabel('Type de soins').selectOption({ label: 'Pansements' })
  await page.getByRole('button', { name: 'Rechercher' }).click()

  // The search is in the address: it can be shared, and back returns to it.
  await expect(page).toHaveURL(/\/search-nurse\?commune=69266&care_type=pansements$/)
  await expect(
    page.getByRole('heading', { level: 2, name: '1 infirmier pour « Pansements » près de Villeurbanne' }),
  ).toBeVisible()
  const card = page.getByRole('article', { name: 'Sophie Lefèvre' })
  await expect(card).toBeVisible()
  await expect(card.getByText('À 0 km')).toBeVisible()
  await expect(card.getByText('Intervient depuis Villeurbanne, jusqu’à 10 km')).toBeVisible()
  // Validated too, but not taking new patients: not listed.
  await expect(page.getByText('Hugo Complet')).toHaveCount(0)

  await card.getByRole('button', { name: 'Contacter Sophie Lefèvre' }).click()
  const dialog = page.getByRole('dialog', { name: 'Contacter Sophie Lefèvre' })
  await expect(dialog.getByText(/N’écrivez aucune information médicale/)).toBeVisible()
  await dialog.getByLabel(/^Votre nom/).fill('Jeanne Petit')
  await dialog.getByLabel(/^Téléphone/).fill('06 12 34 56 78')
  await dialog.getByLabel(/^Message/).fill('Des pansements tous les deux jours, le matin, à partir de lundi.')
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click()

  const sent = page.getByRole('dialog', { name: 'Demande envoyée' })
  await expect(sent.getByText(/Votre demande a bien été transmise/)).toBeVisible()
  await expect.poll(() => server.mailTemplates()).toContain('patient-request')
  await sent.getByRole('button', { name: 'Retour aux résultats' }).click()
  await expect(sent).toBeHidden()
})

test('the search follows the address: a shared link opens it, back returns to the previous one', async ({ page }) => {
  await open(page, '/search-nurse?commune=69266&care_type=injections')
  await expect(page.getByRole('article', { name: 'Sophie Lefèvre' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: /Commune du patient/ })).toHaveValue('Villeurbanne (69100)')

  await page.getByLabel('Type de soins').selectOption({ label: 'Soins palliatifs' })
  await page.getByRole('button', { name: 'Rechercher' }).click()
  await expect(page).toHaveURL(/care_type=soins-palliatifs/)
  await expect(
    page.getByText('Aucun infirmier ne prend de nouveaux patients pour « Soins palliatifs » à Villeurbanne pour le moment.'),
  ).toBeVisible()

  await page.goBack()
  await expect(page).toHaveURL(/care_type=injections/)
  await expect(page.getByRole('article', { name: 'Sophie Lefèvre' })).toBeVisible()
  await expect(page.getByLabel('Type de soins')).toHaveValue('injections')
})

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`in ${colorScheme} mode`, () => {
    test.use({ colorScheme })
    test('axe finds no violation on the form, the results and the contact dialog', async ({ page }) => {
      await open(page, '/search-nurse')
      expect(await axe(page)).toEqual([])

      await page.goto(`${server.url}/search-nurse?commune=69266`)
      await expect(page.getByRole('article', { name: 'Sophie Lefèvre' })).toBeVisible()
      expect(await axe(page)).toEqual([])

      await page.getByRole('button', { name: 'Contacter Sophie Lefèvre' }).click()
      const dialog = page.getByRole('dialog', { name: 'Contacter Sophie Lefèvre' })
      await dialog.getByRole('button', { name: 'Envoyer la demande' }).click()
      await expect(dialog.getByText('Indiquez votre nom (2 caractères au moins).')).toBeVisible()
      expect(await axe(page)).toEqual([])
    })
  })
}

test('the page is real HTML: the form reads without JavaScript', async ({ browser, request }) => {
  const html = await (await request.get(`${server.url}/search-nurse`)).text()
  expect(html).toContain('data-prerendered="/search-nurse"')
  expect(html).toContain('Commune du patient')

  const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' })
  const page = await context.newPage()
  await page.goto(`${server.url}/search-nurse`)
  await expect(page.getByRole('heading', { level: 1, name: 'Trouver une infirmière ou un infirmier à domicile' })).toBeVisible()
  await expect(page.getByRole('search', { name: 'Rechercher un infirmier' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: /Commune du patient/ })).toBeVisible()
  await expect(page.getByRole('option', { name: 'Pansements' })).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Rechercher' })).toBeVisible()
  // (The <noscript> note is in the HTML above; Chromium's "JavaScript disabled" emulation still
  // parses <noscript> as if scripts ran, so it cannot be seen here.)
  expect(html).toContain('La recherche a besoin de JavaScript')
  await context.close()
})

test('offline, the page says that the search needs the network', async ({ page, context }) => {
  await open(page, '/search-nurse')
  await chooseCommune(page, 'Villeurb', 'Villeurbanne (69100)')
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Rechercher' }).click()
  await expect(page.getByText('La recherche d’infirmier a besoin du réseau.', { exact: false })).toBeVisible()
  await context.setOffline(false)
  await expect(page.getByRole('article', { name: 'Sophie Lefèvre' })).toBeVisible()
})
