import { expect, test } from '@playwright/test'

test.describe('error screens', () => {
  test('an unknown address answers HTTP 404 with the 404 page and a way home', async ({ page }) => {
    const response = await page.goto('/cette-page-n-existe-pas')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Oups ! Page introuvable.' })).toBeVisible()
    await expect(page.getByText('La page que vous avez demandée est introuvable.')).toBeVisible()
    await expect(page).toHaveTitle('Erreur | Relève')
    await page.getByRole('link', { name: "Revenir à l'accueil" }).click()
    await expect(page).toHaveURL('/')
  })

  test('the 404 page tells crawlers not to index it', async ({ page }) => {
    await page.goto('/introuvable')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })

  test('an unknown /api path answers JSON, not the app', async ({ request }) => {
    const response = await request.get('/api/nothing-here')
    expect(response.status()).toBe(404)
    expect(response.headers()['content-type']).toContain('application/json')
    expect(await response.json()).toHaveProperty('message')
  })
})
