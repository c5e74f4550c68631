import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { ownAccountsServer, registeredMember, uniqueEmail } from './support/accounts-server.ts'

// The settings of /dashboard/settings against a real server (its own, in development mode so that
// the verification link of a new account can be read from its log).
const port = Number(process.env.SETTINGS_E2E_PORT ?? 3958)
const server = ownAccountsServer(port)

const password = 'Tournée du soir 2026'

/** The page's own API calls (its cookies, its anti-forgery token), as the web app makes them. */
async function call(page: Page, method: string, path: string, data?: unknown) {
  let token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value
  if (!token) {
    await page.request.get('/sanctum/csrf-cookie')
    token = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value
  }
  const response = await page.request.fetch(path, { method, data, headers: { 'X-XSRF-TOKEN': decodeURIComponent(token ?? '') } })
  const text = await response.text()
  return { status: response.status(), body: text ? (JSON.parse(text) as Record<string, unknown>) : null }
}

/** A verified member who accepted the charter, signed in in this page's browser context. */
async function signedInMember(page: Page, roles: string[] = ['titulaire']) {
  const send = (method: string, path: string, body?: unknown) => call(page, method, path, body)
  const { email } = await registeredMember(server(), { password, roles, firstName: 'Camille', lastName: 'Durand', send })
  return email
}

async function currentUser(page: Page) {
  return (await call(page, 'GET', '/api/user')).body as Record<string, unknown>
}

const toast = (page: Page, title: string) => page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true })

test('information: a new name and phone are saved, and the server’s refusal shows under its field', async ({ page }) => {
  await signedInMember(page)
  await page.goto('/dashboard/settings?section=information')
  await page.getByLabel(/^Prénom/).fill('Camila')
  await page.getByLabel(/^Téléphone/).fill('06 98 76 54 32')
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(toast(page, 'Succès')).toBeVisible()
  expect(await currentUser(page)).toMatchObject({ first_name: 'Camila', phone: '+33698765432' })
  await expect(page.getByRole('banner')).toContainText('Camila Durand')

  // An address another account holds: only the server knows, and says it under the field.
  const other = uniqueEmail('other')
  const since = server().mailCount()
  const registered = await page.request.post('/api/register', {
    data: {
      first_name: 'Léa',
      last_name: 'Petit',
      email: other,
      phone: '0611223355',
      password,
      password_confirmation: password,
      roles: ['remplacant'],
      terms: true,
    },
    headers: {
      'X-XSRF-TOKEN': decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? ''),
    },
  })
  expect(registered.status()).toBe(201)
  await server().nextMail('verify-email', since)
  await page.reload()
  await page.getByLabel(/^Adresse e-mail/).fill(other)
  await page.getByLabel(/^Mot de passe actuel/).fill(password)
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(page.getByRole('main').getByText('Cette adresse e-mail est déjà utilisée par un autre compte.')).toBeVisible()
  await expect(page.getByLabel(/^Adresse e-mail/)).toHaveAttribute('aria-invalid', 'true')
  await expect(toast(page, "Une erreur est survenue lors de l'enregistrement")).toBeVisible()
})

test('address: the commune is found by typing part of its name, and kept with its postal code', async ({ page }) => {
  await signedInMember(page)
  await page.goto('/dashboard/settings?section=address')
  await page.getByLabel(/^Numéro et rue/).fill('12 quai Saint-Louis')
  await page.getByRole('combobox', { name: /Commune/ }).pressSequentially('st mal')
  await page.getByRole('option', { name: 'Saint-Malo (35400)' }).click()
  await page.getByRole('button', { name: 'Enregistrer' }).click()
  await expect(toast(page, 'Succès')).toBeVisible()
  expect(await currentUser(page)).toMatchObject({
    street: '12 quai Saint-Louis',
    commune_insee: '35288',
    postal_code: '35400',
    commune_name: 'Saint-Malo',
  })
  await page.reload()
  await expect(page.getByRole('combobox', { name: /Commune/ })).toHaveValue('Saint-Malo (35400)')
})

test('photo: a file that is not an image is refused on the spot; a photo is previewed, uploaded, shown through /_ipx, then removed', async ({
  page,
}) => {
  await signedInMember(page)
  await page.goto('/dashboard/settings?section=photo')
  const picker = page.getByLabel('Fichier de la photo')
  await picker.setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  })
  await expect(page.getByRole('alert')).toContainText('Ce fichier n’est pas une image JPEG, PNG ou WebP.')

  const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#2e9285' } })
    .png()
    .toBuffer()
  await picker.setInputFiles({ name: 'moi.png', mimeType: 'image/png', buffer: png })
  await expect(page.getByRole('img', { name: /aperçu avant enregistrement/ })).toBeVisible()
  await page.getByRole('button', { name: 'Enregistrer la photo' }).click()
  await expect(toast(page, 'Succès')).toBeVisible()
  const photo = page.getByRole('img', { name: 'Camille Durand' })
  await expect(photo).toHaveAttribute('src', /^\/_ipx\/f_webp,fit_cover,w_128,h_128\//)
  await expect(photo).toHaveAttribute('srcset', /w_256,h_256.* 2x/)
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
  expect(((await currentUser(page)).profile as { profil_url: string | null }).profil_url).toBeTruthy()

  await page.getByRole('button', { name: 'Supprimer la photo' }).click()
  await expect(toast(page, 'Suppression réussie.')).toBeVisible()
  await expect(page.locator('img[src^="/_ipx/"]')).toHaveCount(0)
  expect(((await currentUser(page)).profile as { profil_url: string | null }).profil_url).toBeNull()
})

test('notifications: a switch flipped offline waits for the network, then is saved once when it returns', async ({
  page,
  context,
}) => {
  await signedInMember(page)
  await page.goto('/dashboard/settings?section=notifications')
  const news = page.getByRole('switch', { name: 'E-mail — Nouveautés de Relève' })
  await expect(news).not.toBeChecked()
  await context.setOffline(true)
  await news.click({ force: true })
  await expect(page.getByText('En attente du réseau')).toBeVisible()
  await expect(news).toBeChecked()
  await context.setOffline(false)
  await expect(page.getByText('En attente du réseau')).toBeHidden()
  await expect(toast(page, 'Succès')).toBeVisible()
  const preferences = (await currentUser(page)).notification_preferences as Record<string, Record<string, boolean>>
  expect(preferences.product_news?.email).toBe(true)
  await page.reload()
  await expect(page.getByRole('switch', { name: 'E-mail — Nouveautés de Relève' })).toBeChecked()
})

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('notifications: a change made offline survives a reload without network and is sent when it returns', async ({
    page,
    context,
  }) => {
    await signedInMember(page)
    await page.goto('/dashboard/settings?section=notifications')
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
      }
    })
    const news = () => page.getByRole('switch', { name: 'Notification push — Nouvelle candidature à une de vos offres' })
    await expect(news()).toBeChecked()
    await context.setOffline(true)
    await news().click({ force: true })
    await expect(page.getByText('En attente du réseau')).toBeVisible()
    // The queue is written to IndexedDB at most once a second.
    await page.waitForTimeout(1500)
    await page.reload()
    await expect(page.getByText('En attente du réseau')).toBeVisible()
    await expect(news()).not.toBeChecked()
    await context.setOffline(false)
    await expect(page.getByText('En attente du réseau')).toBeHidden()
    await expect
      .poll(
        async () =>
          ((await currentUser(page)).notification_preferences as Record<string, Record<string, boolean>>).new_application?.push,
      )
      .toBe(false)
  })
})

test('roles: a member with two roles switches from the header and lands on the dashboard of the other role', async ({ page }) => {
  await signedInMember(page, ['titulaire', 'remplacant'])
  await page.goto('/dashboard/settings?section=preferences')
  await page.getByRole('button', { name: 'Rôle actif : Titulaire. Changer de rôle' }).click()
  await page.getByRole('menuitemradio', { name: 'Remplaçant·e' }).click()
  await expect(page).toHaveURL('/dashboard')
  await expect(page.getByText('Vous utilisez Relève en tant que')).toContainText('Remplaçant·e')
  await expect(page.getByRole('button', { name: 'Rôle actif : Remplaçant·e. Changer de rôle' })).toBeVisible()
  expect(await currentUser(page)).toMatchObject({ active_role: 'remplacant' })
})

test('data: the RGPD export downloads as a JSON file holding the account', async ({ page }) => {
  const email = await signedInMember(page)
  await page.goto('/dashboard/settings?section=data')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Télécharger mes données' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^releve-mes-donnees-\d{4}-\d{2}-\d{2}\.json$/)
  const exported = JSON.parse(await readFile(await download.path(), 'utf8'))
  expect(JSON.stringify(exported)).toContain(email)
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds no violation in the settings sections and the dashboard home (${colorScheme})`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.emulateMedia({ colorScheme })
    await signedInMember(page, ['titulaire', 'remplacant'])
    for (const path of [
      '/dashboard',
      '/dashboard/settings',
      ...[
        'information',
        'address',
        'password',
        'photo',
        'nurse',
        'availability',
        'roles',
        'preferences',
        'notifications',
        'security',
        'data',
      ].map((section) => `/dashboard/settings?section=${section}`),
    ]) {
      await page.goto(path)
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible()
      // Sections that load their data (roles, sessions, availability) are checked once it is there.
      await expect(page.locator('[aria-busy=true], [data-scope=skeleton]')).toHaveCount(0)
      await page.waitForLoadState('networkidle')
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
      expect(violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    }
  })
}
