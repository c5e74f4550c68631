import type { Page } from '@playwright/test'

/** Fills /register as a replacement nurse would, the terms accepted, without sending it. */
export async function fillRegistration(page: Page, email: string, password: string) {
  await page.getByLabel(/^Prénom/).fill('Lou')
  await page.getByLabel(/^Nom/).fill('Bernard')
  await page
    .getByLabel(/^Adresse e-mail/)
    .first()
    .fill(email)
  await page.getByLabel(/^Téléphone/).fill('06 12 34 56 78')
  await page.locator('input[name="password"]').fill(password)
  await page.locator('input[name="password_confirmation"]').fill(password)
  await page.getByText('Infirmier·e remplaçant·e').first().click()
  await page.getByText('J’accepte les').click()
}
