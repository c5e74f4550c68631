import { expect, type Page } from '@playwright/test'
import { totp } from './accounts-server.ts'
import { ADMIN } from './seed-admin-users.ts'

/**
 * Signs in as the seeded admin, with the second factor an authenticator app would give. The
 * server accepts each code once: one sign-in per 30-second step and server.
 */
export async function signInAsAdmin(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/login`)
  await page.getByLabel(/^Adresse e-mail/).fill(ADMIN.email)
  await page.locator('input[name="password"]').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(`${baseUrl}/2fa-challenge`)
  await expect(page.getByLabel('pin input 1 of 6')).toBeFocused()
  await page.keyboard.type(totp(ADMIN.totpSecret))
  await expect(page).toHaveURL(`${baseUrl}/dashboard`)
}
