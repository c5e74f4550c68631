import { expect, test } from '@playwright/test'
import { ownAccountsServer, registeredMember, totp, uniqueEmail } from './support/accounts-server.ts'
import { formRequests, holdApp, reactValue } from './support/held-app.ts'
import { fillRegistration } from './support/registration-form.ts'

/**
 * /login and /register used while the app's code is still on its way (docs/decisions/009): the
 * person types and sends the prerendered form before the app runs, or the app starts in the middle
 * of her typing. The app's chunks are held (support/held-app.ts) so that each race happens every
 * time. A server of its own: these journeys register accounts, which the server limits per hour.
 */
const port = Number(process.env.ACCOUNTS_E2E_PORT ?? 3557)
const server = ownAccountsServer(port)

const password = 'Tournée du matin 2026'

/** A member with a confirmed address who accepted the charter, made through the API. */
const member = () => registeredMember(server(), { password })

/** One member for the journeys that only sign in (a sign-in leaves the account as it was). */
let shared: Promise<{ email: string }> | undefined
const signingInMember = () => {
  shared ??= member()
  return shared
}

test.describe('/login', () => {
  test('typed and submitted before the app runs: one sign-in, with what was typed, on to the second factor', async ({ page }) => {
    const { email, send } = await member()
    const setup = await send('POST', '/api/users/2fa/toggle', { password })
    const secret = (setup.body as { secret: string }).secret
    expect((await send('POST', '/api/users/2fa/verify', { code: totp(secret) })).status).toBe(200)

    const app = await holdApp(page)
    const sent = formRequests(page, '/api/login')
    await page.goto('/login')
    const emailField = page.getByLabel(/^Adresse e-mail/)
    const passwordField = page.locator('input[name="password"]')
    await emailField.fill(email)
    await passwordField.fill(password)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    // A second press while nothing seems to happen (the app is still on its way).
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await expect(page).toHaveURL('/login')
    expect(sent).toEqual([])
    expect(await reactValue(emailField)).toBeNull()

    app.release()
    await expect(page).toHaveURL('/2fa-challenge')
    expect(sent).toEqual(['POST /api/login'])
  })

  test('half the address typed before the app runs, the rest after: the whole address signs in', async ({ page }) => {
    const { email } = await signingInMember()
    const app = await holdApp(page)
    const sent = formRequests(page, '/api/login')
    await page.goto('/login')
    const emailField = page.getByLabel(/^Adresse e-mail/)
    const half = Math.floor(email.length / 2)
    await emailField.click()
    await page.keyboard.type(email.slice(0, half))
    app.release()
    // React has the first half (the app hydrated the field and took what was typed before it).
    await expect.poll(() => reactValue(emailField)).toBe(email.slice(0, half))
    await expect(emailField).toBeFocused()
    await page.keyboard.type(email.slice(half))
    await expect(emailField).toHaveValue(email)
    await expect.poll(() => reactValue(emailField)).toBe(email)
    await page.keyboard.press('Tab')
    await page.keyboard.type(password)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/dashboard')
    expect(sent).toEqual(['POST /api/login'])
  })

  test('the app starting in the middle of the typing loses no character and keeps the focus', async ({ page }) => {
    const { email } = await signingInMember()
    const app = await holdApp(page)
    const sent = formRequests(page, '/api/login')
    await page.goto('/login')
    const emailField = page.getByLabel(/^Adresse e-mail/)
    await emailField.click()
    await page.keyboard.type(email.slice(0, 3))
    app.release()
    // Typed one key at a time while the app arrives and hydrates.
    await emailField.pressSequentially(email.slice(3), { delay: 40 })
    await expect(emailField).toHaveValue(email)
    await expect.poll(() => reactValue(emailField)).toBe(email)
    await expect(emailField).toBeFocused()
    await page.locator('input[name="password"]').pressSequentially(password, { delay: 10 })
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await expect(page).toHaveURL('/dashboard')
    expect(sent).toEqual(['POST /api/login'])
  })

  test('opened with the page to go back to, and used before the app runs: one sign-in, then that page', async ({ page }) => {
    const { email } = await signingInMember()
    const app = await holdApp(page)
    const sent = formRequests(page, '/api/login')
    await page.goto('/login?redirect=%2Fdashboard%2Fsettings')
    const emailField = page.getByLabel(/^Adresse e-mail/)
    await emailField.fill(email)
    await page.locator('input[name="password"]').fill(password)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await expect(page).toHaveURL('/login?redirect=%2Fdashboard%2Fsettings')
    expect(sent).toEqual([])
    app.release()
    await expect(page).toHaveURL('/dashboard/settings')
    expect(sent).toEqual(['POST /api/login'])
  })
})

test.describe('/register', () => {
  test('filled and sent while the app arrives, which starts in the middle of the password: one account, with every answer', async ({
    page,
  }) => {
    const email = uniqueEmail('slow')
    const app = await holdApp(page)
    const sent: unknown[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/register') sent.push(request.postDataJSON())
    })
    const leaks = formRequests(page, '/api/register')
    await page.goto('/register')
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/register')
    // Everything but the password before the app runs (the role and the terms are held taps) ...
    await page.getByLabel(/^Prénom/).fill('Lou')
    await page.getByLabel(/^Nom/).fill('Bernard')
    const emailField = page.getByLabel(/^Adresse e-mail/).first()
    await emailField.fill(email)
    await page.getByLabel(/^Téléphone/).fill('06 12 34 56 78')
    await page.getByText('Infirmier·e remplaçant·e').first().click()
    await page.getByText('J’accepte les').click()
    const passwordField = page.locator('input[name="password"]')
    await passwordField.click()
    await page.keyboard.type(password.slice(0, 8))
    expect(await reactValue(emailField)).toBeNull()
    // ... the app arrives in the middle of the password, which goes on being typed.
    app.release()
    await passwordField.pressSequentially(password.slice(8), { delay: 40 })
    await expect.poll(() => reactValue(passwordField)).toBe(password)
    await expect(passwordField).toBeFocused()
    expect(await reactValue(emailField)).toBe(email)
    await page.locator('input[name="password_confirmation"]').fill(password)
    await page.getByRole('button', { name: 'Créer mon compte' }).click()
    await expect(page.getByText('Inscription réussie', { exact: true })).toBeVisible()
    expect(sent).toEqual([
      expect.objectContaining({ first_name: 'Lou', last_name: 'Bernard', email, password, roles: ['remplacant'], terms: true }),
    ])
    expect(leaks).toEqual(['POST /api/register'])
  })

  test('sent twice before the app runs: one account', async ({ page }) => {
    const email = uniqueEmail('twice')
    const app = await holdApp(page)
    const sent = formRequests(page, '/api/register')
    await page.goto('/register')
    await fillRegistration(page, email, password)
    await page.getByRole('button', { name: 'Créer mon compte' }).click()
    await page.getByRole('button', { name: 'Créer mon compte' }).click()
    await expect(page).toHaveURL('/register')
    expect(sent).toEqual([])
    app.release()
    await expect(page.getByText('Inscription réussie', { exact: true })).toBeVisible()
    expect(sent).toEqual(['POST /api/register'])
  })
})
