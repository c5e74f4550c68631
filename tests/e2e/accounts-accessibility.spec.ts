import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

// Axe on every accounts screen, in light and dark, with their error states showing. The screens
// of a signed-in member read GET /api/user, answered here as the guards test does.
test.use({ serviceWorkers: 'block' })

const member = {
  id: 1,
  email: 'camille@example.fr',
  email_verified_at: '2026-11-01T10:00:00Z',
  account_type: 'nurse',
  first_name: 'Camille',
  last_name: 'Martin',
  roles: ['titulaire', 'remplacant'],
  active_role: 'titulaire',
  charter_accepted_at: null,
  charter_version: null,
  nurse: { id: 4, radius_km: 20 },
}

async function signedInAs(page: Page, user: Record<string, unknown> | null) {
  // The readable companion of the session cookie that the server sets at login.
  if (user)
    await page.context().addCookies([{ name: 'releve_signed_in', value: '1', url: test.info().project.use.baseURL ?? '' }])
  await page.route('**/api/user', (route) =>
    user ? route.fulfill({ json: user }) : route.fulfill({ status: 401, json: { message: 'Non authentifié.' } }),
  )
}

/** Waits for the screen's own title (the first page replaces the prerendered home's), then runs axe. */
async function expectNoViolation(page: Page, title: string) {
  await expect(page).toHaveTitle(`${title} | Relève`)
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

// Path, page title, submit button.
const visitorScreens: [string, string, string][] = [
  ['/login', 'Connexion', 'Se connecter'],
  ['/register', 'Créer un compte', 'Créer mon compte'],
  ['/register-immediate', 'Inscription rapide', 'M’inscrire maintenant'],
  ['/password/reset-password', 'Mot de passe oublié', 'Recevoir un lien'],
  ['/password/reset/abc?email=camille%40example.fr', 'Nouveau mot de passe', 'Enregistrer le mot de passe'],
  [
    '/password/new-password?token=abc&email=camille%40example.fr',
    'Choisissez votre mot de passe',
    'Enregistrer mon mot de passe',
  ],
]

const memberScreens: [string, string][] = [
  ['/use-choice', 'Bienvenue sur Relève'],
  ['/services?needs=replace,patients', 'Ce que Relève fait pour vous'],
  ['/auth/welcome?needs=replace,patients', 'Bienvenue, Camille'],
]

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`accounts screens in ${colorScheme} mode`, () => {
    test.use({ colorScheme })

    for (const [path, title, submit] of visitorScreens) {
      test(`axe finds no violation on ${path}, before and after a refused submission`, async ({ page }) => {
        await signedInAs(page, null)
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expectNoViolation(page, title)
        await page.getByRole('button', { name: submit }).click()
        await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
        await expectNoViolation(page, title)
      })
    }

    test('axe finds no violation on /2fa-challenge', async ({ page }) => {
      await signedInAs(page, null)
      await page.addInitScript(() => {
        sessionStorage.setItem(
          'releve.two-factor-challenge',
          JSON.stringify({ hash: 'h'.repeat(43), redirect: null, startedAt: Date.now() }),
        )
      })
      await page.goto('/2fa-challenge')
      await expect(page.getByLabel('pin input 1 of 6')).toBeFocused()
      await expectNoViolation(page, 'Double authentification')
      await page.getByRole('button', { name: 'Utiliser un code de secours' }).click()
      await expect(page.getByLabel(/^Code de secours/)).toBeFocused()
      await expectNoViolation(page, 'Double authentification')
    })

    test('axe finds no violation on /auth/verify-email', async ({ page }) => {
      await signedInAs(page, { ...member, email_verified_at: null })
      await page.goto('/auth/verify-email')
      await expect(page.getByRole('button', { name: 'J’ai confirmé mon adresse' })).toBeVisible()
      await expectNoViolation(page, 'Confirmez votre adresse e-mail')
    })

    for (const [path, title] of memberScreens) {
      test(`axe finds no violation on ${path}`, async ({ page }) => {
        await signedInAs(page, member)
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expectNoViolation(page, title)
      })
    }

    test('axe finds no violation on the charter’s acceptance', async ({ page }) => {
      await signedInAs(page, member)
      await page.goto('/legal-chart')
      await expect(page.getByRole('button', { name: 'Accepter et continuer' })).toBeVisible()
      await page.getByRole('button', { name: 'Accepter et continuer' }).click()
      await expect(page.getByText('Cochez la case pour accepter la charte.')).toBeVisible()
      await expectNoViolation(page, 'Charte des membres')
    })
  })
}

test('a two-factor page opened without a challenge goes back to the login, saying why', async ({ page }) => {
  await signedInAs(page, null)
  await page.goto('/2fa-challenge')
  await expect(page).toHaveURL('/login')
  await expect(page.getByText('La vérification a expiré. Reconnectez-vous.')).toBeVisible()
})
