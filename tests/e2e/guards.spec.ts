import { expect, type Page, test } from '@playwright/test'

// Until accounts exist, the current user is what GET /api/user answers: the tests stand in for
// the server there, which is exactly what the guards read.
test.use({ serviceWorkers: 'block' })

const base = {
  id: 1,
  email: 'camille@example.fr',
  first_name: 'Camille',
  last_name: 'Martin',
  account_type: 'user',
  roles: ['remplacant'],
  active_role: 'remplacant',
  profile: { profil_url: null },
  charter_accepted_at: '2026-11-01T10:05:00Z',
  charter_version: '1.0',
}

async function signedInAs(page: Page, user: Record<string, unknown> | null) {
  // The readable companion of the session cookie that the server sets at login.
  if (user)
    await page.context().addCookies([{ name: 'releve_signed_in', value: '1', url: test.info().project.use.baseURL ?? '' }])
  await page.route('**/api/user', (route) =>
    user ? route.fulfill({ json: user }) : route.fulfill({ status: 401, json: { message: 'Non authentifié.' } }),
  )
}

test('a visitor sent to the dashboard goes to log in, with the way back kept', async ({ page }) => {
  await signedInAs(page, null)
  await page.goto('/dashboard')
  await expect(page).toHaveURL('/login?redirect=%2Fdashboard')
})

test('a user whose e-mail is not verified goes to the verification page', async ({ page }) => {
  await signedInAs(page, { ...base, email_verified_at: null })
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/auth\/verify-email/)
})

test('a verified user reaches the dashboard', async ({ page }) => {
  await signedInAs(page, { ...base, email_verified_at: '2026-11-01T10:00:00Z' })
  await page.goto('/dashboard')
  await expect(page).toHaveURL('/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Camille')
})

test('a member who has not accepted the charter reads it before the dashboard, whatever the way in', async ({ page }) => {
  await signedInAs(page, { ...base, email_verified_at: '2026-11-01T10:00:00Z', charter_accepted_at: null, charter_version: null })
  await page.goto('/dashboard/replacements/applied')
  await expect(page).toHaveURL('/legal-chart?next=%2Fdashboard%2Freplacements%2Fapplied')
  await expect(page.getByRole('button', { name: 'Accepter et continuer' })).toBeVisible()
})

test('a nurse who is not an admin gets the access-denied page in the admin area', async ({ page }) => {
  await signedInAs(page, { ...base, email_verified_at: '2026-11-01T10:00:00Z' })
  await page.goto('/dashboard/admin')
  await expect(page.getByRole('heading', { name: 'Accès refusé' })).toBeVisible()
  await expect(page.getByText("Vous n'avez pas les permissions pour accéder à cette page.")).toBeVisible()
  await expect(page.getByRole('link', { name: "Revenir à l'accueil" })).toHaveAttribute('href', '/')
})
