import { expect, test } from '@playwright/test'
import { signInAsAdmin } from './support/admin-session.ts'
import { axe } from './support/axe.ts'
import { NURSES } from './support/seed-admin-users.ts'
import { type SeededServer, startSeededServer } from './support/seeded-server.ts'

// A server of its own (port 3562) on a database holding an admin with two-factor and three
// nurses: Nina Attente (waiting, valid RPPS), Victor Validé (validated), Noé Autre (no RPPS).
let server: SeededServer

test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startSeededServer({
    port: Number(process.env.E2E_ADMIN_USERS_PORT ?? 3562),
    name: 'admin-users',
    seed: 'tests/e2e/support/seed-admin-users.ts',
  })
})

test.afterAll(async () => {
  await server?.stop()
})

// The back office is made for a desktop first.
test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false })

test('an admin filters the users, validates a nurse, sees the toast and the audit entry', async ({ page }) => {
  // Two axe runs and an argon2 login on two shared cores.
  test.setTimeout(120_000)
  await signInAsAdmin(page, server.url)
  await page.getByRole('link', { name: 'Utilisateurs' }).first().click()
  await expect(page).toHaveURL(`${server.url}/dashboard/admin/users`)
  const table = page.getByRole('table')
  await expect(table.getByRole('link', { name: 'Victor Validé' })).toBeVisible()
  expect(await axe(page)).toEqual([])

  // The nurses waiting for validation whose name says "attente": the filters (folded under their
  // button, which counts those applied) go to the address.
  await page.locator('summary', { hasText: 'Filtres' }).click()
  await page.getByRole('searchbox', { name: 'Nom ou e-mail' }).fill('attente')
  await page.getByRole('combobox', { name: 'Profil validé' }).selectOption('false')
  await page.getByRole('button', { name: 'Filtrer' }).click()
  await expect(page).toHaveURL(`${server.url}/dashboard/admin/users?q=attente&validated=false`)
  await expect(page.locator('summary', { hasText: 'Filtres' })).toContainText('2 actifs')
  await expect(table.getByRole('link', { name: 'Victor Validé' })).toHaveCount(0)
  const nina = `${NURSES.waiting.first_name} ${NURSES.waiting.last_name}`
  await expect(page.getByText('1 compte(s)')).toBeVisible()
  await table.getByRole('link', { name: nina }).click()

  await expect(page.getByRole('heading', { level: 1, name: nina })).toBeVisible()
  await expect(page.getByText('Profil à valider')).toBeVisible()
  expect(await axe(page)).toEqual([])
  await page.getByRole('button', { name: 'Valider le profil' }).click()
  await expect(page.getByText('Validation réussie.')).toBeVisible()
  await expect(page.getByText(/^Profil validé le /)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Valider le profil' })).toHaveCount(0)

  const history = page.getByRole('list', { name: 'Historique des actions' })
  await expect(history.getByRole('listitem').first()).toContainText('Profil validé — Alice Admin')
  await expect(history.getByRole('listitem').first()).toContainText('validated_at : ∅ →')
  await expect.poll(() => server.mailTemplates()).toContain('nurse-validated')

  // Back to the list as it was filtered: Nina is no longer waiting.
  await page.goBack()
  await expect(page).toHaveURL(`${server.url}/dashboard/admin/users?q=attente&validated=false`)
  await expect(page.getByRole('heading', { name: 'Aucun compte ne correspond à ces filtres' })).toBeVisible()
})
