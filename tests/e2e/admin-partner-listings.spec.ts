import { expect, test } from '@playwright/test'
import { signInAsAdmin } from './support/admin-session.ts'
import { axe } from './support/axe.ts'
import { LISTING_AUTHORS } from './support/seed-admin-partner-listings.ts'
import { type SeededServer, startSeededServer } from './support/seeded-server.ts'

// A server of its own (port 3585) on its own seed: the admin with two-factor, Camille Cabinet's
// published collaboration in Saint-Malo and René Retraite's draft cession in Rennes.
let server: SeededServer

test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startSeededServer({
    port: Number(process.env.E2E_ADMIN_PARTNER_LISTINGS_PORT ?? 3585),
    name: 'admin-partner-listings',
    seed: 'tests/e2e/support/seed-admin-partner-listings.ts',
  })
})

test.afterAll(async () => {
  await server?.stop()
})

test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false })

test('an admin filters the partner listings, opens one and takes it down with a reason mailed to its author', async ({
  page,
}) => {
  test.setTimeout(150_000)
  await signInAsAdmin(page, server.url)

  await test.step('the overview counts the listings, the nav leads to them', async () => {
    await page.goto(`${server.url}/dashboard/admin`)
    const overview = page.getByRole('region', { name: 'Annonces de partenariat' })
    await expect(overview.getByRole('figure', { name: 'Annonces par statut' })).toContainText('Publiées1')
    await page.getByRole('link', { name: 'Annonces (admin)' }).first().click()
    await expect(page).toHaveURL(`${server.url}/dashboard/admin/partner-listings`)
    await expect(page.getByText('2 annonce(s)')).toBeVisible()
    expect(await axe(page)).toEqual([])
  })

  await test.step('the filters go in the address', async () => {
    await page.getByRole('combobox', { name: 'Type d’annonce' }).selectOption('collaboration')
    await page.getByRole('combobox', { name: 'Statut' }).selectOption('published')
    await page.getByRole('button', { name: 'Filtrer' }).click()
    await expect(page).toHaveURL(`${server.url}/dashboard/admin/partner-listings?status=published&kind=collaboration`)
    await expect(page.getByText('1 annonce(s)')).toBeVisible()
    await expect(page.getByText(LISTING_AUTHORS.cession.email)).toHaveCount(0)
    await page.getByRole('link', { name: /^Annonce n° \d+$/ }).click()
  })

  await test.step('the listing’s page: its fields, its author, its history', async () => {
    await expect(page.getByRole('heading', { level: 1, name: /^Annonce n° \d+ — Collaboration, Saint-Malo$/ })).toBeVisible()
    await expect(page.getByRole('link', { name: new RegExp(LISTING_AUTHORS.collaboration.email) })).toBeVisible()
    const history = page.getByRole('region', { name: 'Historique' })
    await expect(history.getByRole('listitem')).toHaveCount(2)
    expect(await axe(page)).toEqual([])
  })

  await test.step('taking it down asks for a reason, then mails it to the author', async () => {
    await page.getByRole('button', { name: 'Retirer l’annonce' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Retirer cette annonce ?' })
    await dialog.getByRole('textbox', { name: /Raison/ }).fill('Doublon')
    await dialog.getByRole('button', { name: 'Retirer l’annonce' }).click()
    await expect(dialog.getByText(/au moins 10 caractères/)).toBeVisible()
    const reason = 'L’annonce donne le nom d’un patient : republiez-la sans.'
    await dialog.getByRole('textbox', { name: /Raison/ }).fill(reason)
    await dialog.getByRole('button', { name: 'Retirer l’annonce' }).click()

    await expect(page.getByText('Succès', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Retirer l’annonce' })).toHaveCount(0)
    await expect(page.getByText('Retirée', { exact: true }).first()).toBeVisible()
    await expect(page.getByText(reason).first()).toBeVisible()
    await expect(page.getByText(/Retirée par l’équipe \(Alice Admin\)/)).toBeVisible()
    await expect.poll(() => server.mailTemplates()).toContain('partner-listing-unpublished')
  })
})
