import { expect, type Page, test } from '@playwright/test'
import { ownAccountsServer, registeredMember, totp, uniqueEmail } from './support/accounts-server.ts'

const port = Number(process.env.ACCOUNTS_E2E_PORT ?? 3557)
const server = ownAccountsServer(port)

const password = 'Tournée du matin 2026'

/** A member with a confirmed address who accepted the charter, made through the API. */
const member = (roles: string[] = ['remplacant']) => registeredMember(server(), { password, roles })

async function logIn(page: Page, email: string, secret = password) {
  await page.goto('/login')
  await page.getByLabel(/^Adresse e-mail/).fill(email)
  await page.locator('input[name="password"]').fill(secret)
  await page.getByRole('button', { name: 'Se connecter' }).click()
}

/**
 * The query cache as persisted in IndexedDB, read as key and text. It reaches IndexedDB a moment
 * after the data arrives: one entry per owner (`releve-query:<build>:<user id | anon>`).
 */
function persisted(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ key: string; text: string }[]>((resolve) => {
        const open = indexedDB.open('releve')
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('query-cache')) return resolve([])
          const store = db.transaction('query-cache').objectStore('query-cache')
          const keys = store.getAllKeys()
          const values = store.getAll()
          values.onsuccess = () =>
            resolve(keys.result.map((key, index) => ({ key: String(key), text: JSON.stringify(values.result[index]) })))
        }
        open.onerror = () => resolve([])
      }),
  )
}

test('bad credentials get the fixed sign-in error, the same for an unknown address', async ({ page }) => {
  const { email } = await member()
  await logIn(page, email, 'not the password')
  await expect(page.getByRole('alert')).toHaveText('Identifiant ou mot de passe incorrect')
  await logIn(page, uniqueEmail('nobody'), password)
  await expect(page.getByRole('alert')).toHaveText('Identifiant ou mot de passe incorrect')
})

test('the prerendered login form signs in when used before the app has started, and a member opening it again goes on to the dashboard', async ({
  page,
}) => {
  const { email } = await member()
  // The app's code held back, as on a slow network: the page is the prerendered HTML alone.
  let releaseApp = () => {}
  const appHeld = new Promise<void>((resolve) => {
    releaseApp = resolve
  })
  await page.route(/\/assets\/start-app-[\w-]+\.js$/, async (route) => {
    await appHeld
    await route.continue()
  })
  await page.goto('/login')
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/login')
  await page.getByLabel(/^Adresse e-mail/).fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  // Nothing left the page while the app was away: no navigation, no password in the address.
  await expect(page).toHaveURL('/login')
  releaseApp()
  await expect(page).toHaveURL('/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await page.unroute(/\/assets\/start-app-[\w-]+\.js$/)
  await page.goto('/login')
  await expect(page).toHaveURL('/dashboard')
  await expect(page.getByLabel(/^Adresse e-mail/)).toHaveCount(0)
})

test('login goes back to the page asked for, and only within the site', async ({ page }) => {
  const { email } = await member()
  await page.goto('/dashboard/settings')
  await expect(page).toHaveURL('/login?redirect=%2Fdashboard%2Fsettings')
  await page.getByLabel(/^Adresse e-mail/).fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL('/dashboard/settings')
})

test('two-factor: the password gives a hash, the code from the app opens the dashboard', async ({ page }) => {
  const { email, send } = await member()
  const setup = await send('POST', '/api/users/2fa/toggle', { password })
  const secret = (setup.body as { secret: string }).secret
  const confirmed = await send('POST', '/api/users/2fa/verify', { code: totp(secret) })
  expect(confirmed.status).toBe(200)

  const answers: unknown[] = []
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/login')) answers.push(await response.json())
  })
  await logIn(page, email)
  await expect(page).toHaveURL('/2fa-challenge')
  expect(answers).toEqual([{ hash: expect.any(String) }])
  // The next step's code: the one that confirmed the setup cannot be replayed.
  const code = totp(secret, Date.now() + 30_000)
  const firstCell = page.getByLabel('pin input 1 of 6')
  await expect(firstCell).toBeFocused()
  await page.keyboard.type(code)
  await expect(page).toHaveURL('/dashboard')
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }))
  expect(stored).not.toContain(password)
})

test('password reset: the mailed link sets a new password, the old one stops working', async ({ page }) => {
  const { email } = await member()
  await page.goto('/login')
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click()
  await expect(page).toHaveURL('/password/reset-password')
  const since = server().mailCount()
  await page.getByLabel(/^Adresse e-mail/).fill(email)
  await page.getByRole('button', { name: 'Recevoir un lien' }).click()
  await expect(page.getByRole('status')).toContainText('Si un compte existe avec cette adresse')

  const link = await server().nextMail('reset-password', since)
  expect(new URL(link).pathname).toMatch(/^\/password\/reset\/[\w-]+$/)
  const newPassword = 'Autre tournée du soir'
  await page.goto(link)
  await expect(page.getByText(email)).toBeVisible()
  await page.locator('input[name="password"]').fill(newPassword)
  await page.locator('input[name="password_confirmation"]').fill(newPassword)
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click()
  await expect(page).toHaveURL('/login')
  await expect(page.getByText(/Votre mot de passe est enregistré/)).toBeVisible()

  await logIn(page, email, password)
  await expect(page.getByRole('alert')).toHaveText('Identifiant ou mot de passe incorrect')
  await logIn(page, email, newPassword)
  await expect(page).toHaveURL('/dashboard')

  // The link works once.
  await page.goto(link)
  await page.locator('input[name="password"]').fill('Encore une autre tournée')
  await page.locator('input[name="password_confirmation"]').fill('Encore une autre tournée')
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click()
  await expect(page.getByText(/Ce lien n’est plus valable/)).toBeVisible()
})

test('switching role goes to the dashboard, which follows the new role', async ({ page }) => {
  const { email } = await member(['titulaire', 'remplacant'])
  await logIn(page, email)
  await expect(page).toHaveURL('/dashboard')
  await page.getByRole('button', { name: /Changer de rôle/ }).click()
  await page.getByRole('menuitemradio', { name: /remplaçant/i }).click()
  await expect(page).toHaveURL('/dashboard')
  await expect
    .poll(() =>
      page.evaluate(() =>
        fetch('/api/user')
          .then((r) => r.json())
          .then((u) => u.active_role),
      ),
    )
    .toBe('remplacant')
})

test('logout ends the session and wipes the device: IndexedDB, storage, the user', async ({ page }) => {
  const { email } = await member()
  await logIn(page, email)
  await expect(page).toHaveURL('/dashboard')
  const personal = async () =>
    (await persisted(page)).filter((entry) => !entry.key.endsWith(':anon') || entry.text.includes(email))
  await expect.poll(async () => (await personal()).length).toBeGreaterThan(0)

  await page.getByRole('button', { name: /Mon compte/ }).click()
  await page.getByRole('menuitem', { name: 'Se déconnecter' }).click()
  await expect(page).toHaveURL('/')
  // Nothing of the user is left; the visitor's own (empty) cache may be written again.
  await expect.poll(async () => (await personal()).length).toBe(0)
  const ours = await page.evaluate(() =>
    [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter(
      (key) => key.startsWith('releve.') && !['releve.colour-mode', 'releve.consent'].includes(key),
    ),
  )
  expect(ours).toEqual([])
  expect(await page.evaluate(() => fetch('/api/user').then((response) => response.status))).toBe(401)
  await page.goto('/dashboard')
  await expect(page).toHaveURL('/login?redirect=%2Fdashboard')
})

test('on a weak signal the dashboard opens from the device instead of waiting on the network; a session ended on the server then sends to login', async ({
  page,
  context,
}) => {
  const { email } = await member()
  await logIn(page, email)
  const greeting = page.getByRole('heading', { level: 1, name: /^Bonjour, Alex/ })
  await expect(greeting).toBeVisible()
  await expect.poll(async () => (await persisted(page)).some((entry) => entry.text.includes(email))).toBe(true)

  // The signal lets the page through but never the session check: the screen does not wait on it.
  await page.route('**/api/user', () => {})
  await page.reload()
  await expect(greeting).toBeVisible()
  await page.unroute('**/api/user')

  // Signed out elsewhere (the session cookie is gone): the device's copy shows, then the server's word wins.
  await context.clearCookies({ name: 'releve_session' })
  await page.reload()
  await expect(page).toHaveURL('/login?redirect=%2Fdashboard')
  await expect.poll(async () => (await persisted(page)).some((entry) => entry.text.includes(email))).toBe(false)
})

test('logging in offline says it needs the network and sends nothing', async ({ page, context }) => {
  const { email } = await member()
  await page.goto('/login')
  // The prerendered form: reaching for it starts the app, whose code arrives while still online.
  await page.getByLabel(/^Adresse e-mail/).focus()
  await page.waitForLoadState('networkidle')
  const logins: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/login')) logins.push(request.url())
  })
  await context.setOffline(true)
  await page.getByLabel(/^Adresse e-mail/).fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByRole('alert')).toContainText('Connexion impossible sans réseau.')
  expect(logins).toEqual([])
  await context.setOffline(false)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL('/dashboard')
})
