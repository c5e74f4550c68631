import { expect, test } from '@playwright/test'
import { signInAsAdmin } from './support/admin-session.ts'
import { axe } from './support/axe.ts'
import { NURSES, OFFER, PATIENT_REQUEST } from './support/seed-admin-users.ts'
import { type SeededServer, startSeededServer } from './support/seeded-server.ts'

// A server of its own (port 3564) on the users back office's seed: an admin with two-factor,
// Victor Validé's published offer in Saint-Malo and a patient's request sent to him.
let server: SeededServer

test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startSeededServer({
    port: Number(process.env.E2E_ADMIN_OFFERS_PORT ?? 3564),
    name: 'admin-offers',
    seed: 'tests/e2e/support/seed-admin-users.ts',
  })
})

test.afterAll(async () => {
  await server?.stop()
})

test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false })

// One sign-in for both screens: the server takes each second-factor code once.
test('an admin withdraws an offer with a reason mailed to its author, then follows up a patient’s request', async ({ page }) => {
  test.setTimeout(150_000)
  await signInAsAdmin(page, server.url)

  await test.step('the offers list, filtered in the address', async () => {
    await page.getByRole('link', { name: 'Offres (admin)' }).first().click()
    await expect(page).toHaveURL(`${server.url}/dashboard/admin/replacements`)
    const list = page.getByRole('region', { name: 'Liste des offres' }).or(page.getByLabel('Liste des offres'))
    await expect(list.getByText(OFFER.commune.name)).toBeVisible()
    expect(await axe(page)).toEqual([])

    await page.getByRole('combobox', { name: 'Statut' }).selectOption('published')
    await page.getByRole('button', { name: 'Filtrer' }).click()
    await expect(page).toHaveURL(`${server.url}/dashboard/admin/replacements?status=published`)
    await expect(page.getByText('1 offre(s)')).toBeVisible()
    await page.getByRole('link', { name: /^Offre n° \d+$/ }).click()
  })

  await test.step('the withdrawal asks for a reason, then tells the author and keeps the trace', async () => {
    await expect(page.getByRole('heading', { level: 1, name: /^Offre n° \d+ — Saint-Malo$/ })).toBeVisible()
    await expect(page.getByText(`${NURSES.validated.first_name} ${NURSES.validated.last_name}`).first()).toBeVisible()
    expect(await axe(page)).toEqual([])

    await page.getByRole('button', { name: 'Retirer l’offre' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Retirer cette offre ?' })
    await dialog.getByRole('textbox', { name: /Raison/ }).fill('Doublon')
    await dialog.getByRole('button', { name: 'Retirer l’offre' }).click()
    await expect(dialog.getByText(/au moins 10 caractères/)).toBeVisible()
    await dialog.getByRole('textbox', { name: /Raison/ }).fill('Les dates publiées ne correspondent pas à la description.')
    await dialog.getByRole('button', { name: 'Retirer l’offre' }).click()

    await expect(page.getByText('Succès', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Retirer l’offre' })).toHaveCount(0)
    const history = page.getByRole('list', { name: 'Historique des actions' })
    await expect(history.getByRole('listitem').first()).toContainText('Offre retirée par l’équipe — Alice Admin')
    await expect.poll(() => server.mailTemplates()).toContain('replacement-unpublished')
  })

  await test.step('a patient’s request: status and a note, kept in its history', async () => {
    await page.getByRole('link', { name: 'Demandes de patients' }).first().click()
    await expect(page).toHaveURL(`${server.url}/dashboard/admin/patients`)
    await page.getByRole('button', { name: PATIENT_REQUEST.name }).click()
    await expect(page).toHaveURL(/\/dashboard\/admin\/patients\?request=\d+$/)
    const drawer = page.getByRole('dialog')
    await expect(drawer.getByText(PATIENT_REQUEST.phone)).toBeVisible()
    expect(await axe(page)).toEqual([])

    await drawer.getByRole('combobox', { name: 'Statut du suivi' }).selectOption('transmis')
    await drawer.getByRole('button', { name: 'Enregistrer le statut' }).click()
    await expect(page.getByText('Succès', { exact: true }).first()).toBeVisible()
    await drawer.getByRole('textbox', { name: /Nouvelle note/ }).fill('Rappelée jeudi, transmise à Victor.')
    await drawer.getByRole('button', { name: 'Ajouter la note' }).click()
    // The note joins the list, and the field is emptied for the next one.
    await expect(drawer.locator('p', { hasText: 'Rappelée jeudi, transmise à Victor.' })).toBeVisible()
    await expect(drawer.getByRole('textbox', { name: /Nouvelle note/ })).toHaveValue('')
    await expect(drawer.getByText('Statut changé').first()).toBeVisible()

    // Closing the drawer keeps the list where it was, with the new status.
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL(`${server.url}/dashboard/admin/patients`)
    await expect(page.getByRole('cell', { name: 'Transmis' })).toBeVisible()
  })
})
