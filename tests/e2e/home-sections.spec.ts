import { expect, type Page, test } from '@playwright/test'
import { signInAsAdmin } from './support/admin-session.ts'
import { axe } from './support/axe.ts'
import { type SeededServer, startSeededServer } from './support/seeded-server.ts'

// A server of its own (port 3563) on a database holding an admin with two-factor (the users back
// office's seed), serving the production build: the home page is the prerendered one.
let server: SeededServer

test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startSeededServer({
    port: Number(process.env.E2E_HOME_SECTIONS_PORT ?? 3563),
    name: 'admin-users',
    seed: 'tests/e2e/support/seed-admin-users.ts',
  })
})

test.afterAll(async () => {
  await server?.stop()
})

test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false })

const builtInTitle = 'Les remplacements infirmiers, près de chez vous.'

/** Console errors of a page (a hydration mismatch is one). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

test('an admin publishes then edits a home section, and / shows it at the next request, through the service worker too', async ({
  page,
  context,
}) => {
  // Two tabs, a sign-in with two-factor and a service worker: more than the default 30 s on a busy machine.
  test.setTimeout(120_000)
  // The visitor's tab: the built-in home page, and a service worker that takes control.
  const home = await context.newPage()
  const homeErrors = consoleErrors(home)
  await home.goto(`${server.url}/`)
  await expect(home.getByRole('heading', { level: 1, name: builtInTitle })).toBeVisible()
  await home.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await home.reload()
  await expect.poll(() => home.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)

  // The admin creates a published hero section.
  await signInAsAdmin(page, server.url)
  await page.getByRole('link', { name: 'Page d’accueil' }).first().click()
  await expect(page).toHaveURL(`${server.url}/dashboard/admin/home-management`)
  expect(await axe(page)).toEqual([])
  await page.getByRole('link', { name: 'Nouvelle section' }).first().click()
  await expect(page.getByLabel(/^Titre de la section/)).toBeVisible()
  expect(await axe(page)).toEqual([])
  await page.getByLabel(/^Titre de la section/).fill('Relève, la relève des infirmiers')
  await page.getByLabel(/^Phrase d’accroche/).fill('Trouvez un remplaçant près de votre cabinet, en quelques minutes.')
  await page.getByText('Publiée sur la page d’accueil').click()
  await page.getByRole('button', { name: 'Créer la section' }).click()
  await expect(page.getByText('Succès', { exact: true }).last()).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/admin\/home-management\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Relève, la relève des infirmiers' })).toBeVisible({ timeout: 15_000 })

  // The visitor's next request, through the service worker, shows it; no rebuild happened.
  await home.reload()
  await expect(home.getByRole('heading', { level: 1, name: 'Relève, la relève des infirmiers' })).toBeVisible()
  await expect(home.getByText('Trouvez un remplaçant près de votre cabinet, en quelques minutes.')).toBeVisible()
  // One headline a page: the built-in hero went off it; the rest of the built-in content stays.
  await expect(home.getByRole('heading', { name: builtInTitle })).toHaveCount(0)
  await expect(home.getByRole('heading', { level: 2, name: 'Ce que Relève fait pour vous' })).toBeVisible()
  expect(await home.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)

  // The admin edits it: the next request shows the edit.
  await page.getByLabel(/^Titre de la section/).fill('Des remplacements sereins')
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page.getByText('Succès', { exact: true }).last()).toBeVisible()
  await home.reload()
  await expect(home.getByRole('heading', { level: 1, name: 'Des remplacements sereins' })).toBeVisible()

  // The HTML itself carries the section (crawlers, no JavaScript), and hydrating it was clean.
  const html = await (await home.request.get(`${server.url}/`)).text()
  expect(html).toContain('Des remplacements sereins')
  expect(homeErrors).toEqual([])

  // Inside the app, / is drawn from GET /api/home-sections: the same section.
  await page.goto(`${server.url}/dashboard`)
  await page.evaluate(() => {
    window.history.pushState({}, '', '/')
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page.getByRole('heading', { level: 1, name: 'Des remplacements sereins' })).toBeVisible()

  // The page's own headline is a section too, taken off when the new hero was published: published
  // again, it takes the new one off, and the built-in home page is back at the next request.
  await page.goto(`${server.url}/dashboard/admin/home-management`)
  await page.getByText(`Publier « ${builtInTitle} »`).click()
  await expect(page.getByText('Succès', { exact: true }).last()).toBeVisible()
  await home.reload()
  await expect(home.getByRole('heading', { level: 1, name: builtInTitle })).toBeVisible()
  await expect(home.getByRole('heading', { name: 'Des remplacements sereins' })).toHaveCount(0)

  // The other back-office screens of this part pass axe too.
  await page.getByRole('link', { name: 'Types de soins' }).first().click()
  await expect(page.getByRole('link', { name: 'Pansements' })).toBeVisible()
  expect(await axe(page)).toEqual([])
  await page.getByRole('link', { name: 'E-mails' }).first().click()
  await expect(page.getByRole('button', { name: 'Filtrer' })).toBeVisible()
  expect(await axe(page)).toEqual([])
})
