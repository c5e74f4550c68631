import { expect, test } from '@playwright/test'
import { ownAccountsServer, uniqueEmail } from './support/accounts-server.ts'
import { fillRegistration } from './support/registration-form.ts'

// A server of its own, whose log carries the mailed links (see support/accounts-server.ts).
const port = Number(process.env.ACCOUNTS_E2E_PORT ?? 3557)
const server = ownAccountsServer(port, 90_000)

const password = 'Tournée du matin 2026'

test('register, confirm the address from the mail, log in, accept the charter and complete the profile', async ({ page }) => {
  const email = uniqueEmail('lou')
  await page.goto('/register')
  await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible()

  // The generator fills both fields with 12 characters; the test then types its own to log in later.
  await page.getByRole('button', { name: 'Générer un mot de passe' }).click()
  await expect(page.locator('input[name="password"]')).toHaveValue(/^.{12}$/)

  const mailsBefore = server().mailCount()
  await fillRegistration(page, email, password)
  await page.getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(page.getByText('Inscription réussie', { exact: true })).toBeVisible()
  // The charter after 2 s (docs/product.md#constants), with what to do next.
  await expect(page).toHaveURL('/legal-chart', { timeout: 5000 })
  await expect(page.getByText('Votre compte est créé.')).toBeVisible()

  const link = await server().nextMail('verify-email', mailsBefore)
  expect(new URL(link).pathname).toBe('/auth/verify-email')
  await page.goto(link)
  await expect(page).toHaveURL('/login')
  await expect(page.getByText(/Votre adresse e-mail est confirmée/)).toBeVisible()

  await page.getByLabel(/^Adresse e-mail/).fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: 'Se connecter' }).click()

  // First login: the charter, accepted with its version and date.
  await expect(page).toHaveURL('/legal-chart')
  await page.getByText(/J’ai lu la charte des membres/).click()
  await page.getByRole('button', { name: 'Accepter et continuer' }).click()

  await expect(page).toHaveURL(/\/use-choice/)
  await expect(page.getByRole('checkbox', { name: /Faire des remplacements/ })).toBeChecked()
  await page.getByRole('button', { name: 'Continuer' }).click()
  await expect(page).toHaveURL('/services?needs=replace')
  await expect(page.getByRole('heading', { name: 'Les remplacements près de chez vous' })).toBeVisible()
  await page.getByRole('link', { name: 'Compléter mon profil' }).click()

  await expect(page).toHaveURL('/auth/welcome?needs=replace')
  const rpps = page.getByLabel(/^Numéro RPPS/)
  await rpps.fill('10005173141')
  await rpps.blur()
  await expect(page.getByText('Ce numéro RPPS n’est pas valide : vérifiez-le sur votre carte CPS.')).toBeVisible()
  await rpps.fill('10005173140')
  await page.getByLabel(/^Année d’obtention/).fill('2015')
  await page.getByText('Pansements').click()
  await page.getByRole('combobox', { name: /Zone d’intervention/ }).fill('lyon')
  await page.getByRole('option', { name: /Lyon 3e Arrondissement/ }).click()
  await page.getByLabel(/Fin de validité/).fill('2027-06-30')
  await page.getByRole('button', { name: 'Enregistrer mon profil' }).click()

  await expect(page).toHaveURL('/dashboard')
  const profile = await page.evaluate(() => fetch('/api/user').then((response) => response.json()))
  expect(profile).toMatchObject({
    email,
    charter_version: expect.any(String),
    nurse: {
      rpps: '10005173140',
      diploma_year: 2015,
      care_types: ['pansements'],
      zone_commune_insee: '69383',
      replacement_authorisation_expires_on: '2027-06-30',
    },
  })
})

test('an immediate registration signs in at once, publishes, confirms with the mailed code and an RPPS number; the mailed link sets the first password', async ({
  page,
}) => {
  const email = uniqueEmail('urgent')
  await page.goto('/register-immediate')
  await page.getByLabel(/^Prénom/).fill('Sam')
  await page.getByLabel(/^Nom/).fill('Petit')
  await page.getByLabel(/^Adresse e-mail/).fill(email)
  await page.getByLabel(/^Téléphone/).fill('0700000001')
  await page.getByRole('combobox', { name: /Commune d’exercice/ }).fill('69003')
  await page.getByRole('option', { name: /Lyon 3e Arrondissement/ }).click()
  const mailsBefore = server().mailCount()
  await page.getByRole('button', { name: 'M’inscrire maintenant' }).click()
  await expect(page.getByText('Inscription rapide réussie', { exact: true })).toBeVisible()
  // Signed in, address not confirmed yet: straight to the urgent offer, published at once; the
  // nurses nearby are alerted once the mailed code and an RPPS number are given on the same page.
  await expect(page).toHaveURL('/dashboard/replacements/immediate')
  await expect(page.getByRole('heading', { level: 1, name: 'Un remplaçant aujourd’hui ou demain' })).toBeVisible()
  await expect(page.getByText(/Votre offre part tout de suite/)).toBeVisible()
  const link = await server().nextMail('set-password', mailsBefore)

  const codesBefore = server().mailCount()
  // Ark's checkboxes: the label takes the tap, the input underneath says the state.
  await page.getByText('Matin', { exact: true }).click()
  await expect(page.getByRole('checkbox', { name: 'Matin' })).toBeChecked()
  await page.getByRole('spinbutton', { name: /Pourcentage reversé/ }).fill('90')
  await page.getByRole('button', { name: 'Publier et alerter les remplaçants' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Confirmez pour alerter les remplaçants' })).toBeVisible()
  const code = await server().nextMail('email-code', codesBefore)
  await page.getByRole('textbox', { name: 'pin input 1 of 6' }).click()
  await page.keyboard.type(code)
  // Not the number the registration journey above gave its nurse: one RPPS, one account.
  await page.getByRole('textbox', { name: /Numéro RPPS/ }).fill('10005173108')
  await page.getByRole('button', { name: 'Confirmer et alerter les remplaçants' }).click()
  // Confirmed: on to the offer's answers, which an unconfirmed address could not see, through the
  // members' charter (choosing a nurse needs it), with no onboarding in between.
  await expect(page).toHaveURL(/\/legal-chart\?next=/)
  await page.getByText(/J’ai lu la charte des membres/).click()
  await page.getByRole('button', { name: 'Accepter et continuer' }).click()
  await expect(page).toHaveURL(/\/dashboard\/replacements\/detail\/\d+\/list$/)

  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez votre mot de passe' })).toBeVisible()
  await page.locator('input[name="password"]').fill(password)
  await page.locator('input[name="password_confirmation"]').fill(password)
  await page.getByRole('button', { name: 'Enregistrer mon mot de passe' }).click()
  // Signed in with the password just chosen (the urgent offer is running), the address and the
  // charter already confirmed: on to the dashboard, no login form in between.
  await expect(page).toHaveURL('/dashboard')
})
