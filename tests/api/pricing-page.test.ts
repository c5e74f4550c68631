import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { PRICING_MARKER_END, PRICING_MARKER_START } from '#server/modules/subscriptions/pricing-page.ts'
import type { AdminPlan } from '#shared/subscriptions-api.ts'
import { call } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'
import { admin, json } from './replacements-fixtures.ts'

// A client build whose /pricing carries the markers features/subscriptions/components/pricing-plans.tsx renders.
const clientDir = mkdtempSync(path.join(tmpdir(), 'releve-pricing-'))
afterAll(() => rmSync(clientDir, { recursive: true, force: true }))
const builtPricing = `<!doctype html><html lang="fr"><head><title>Tarifs</title></head><body><div id="root" data-prerendered="/pricing"><main><h1>Tarifs</h1>${PRICING_MARKER_START}<p>Notice du build</p>${PRICING_MARKER_END}<h2>Questions fréquentes</h2></main></div></body></html>`
await mkdir(path.join(clientDir, 'pricing'))
writeFileSync(path.join(clientDir, 'pricing', 'index.html'), builtPricing)
writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><h1>Accueil</h1>')

const t = await createTestApp({ clientDir })
const pricing = (headers: Record<string, string> = {}) => t.request('/pricing', { headers })

describe('GET /pricing', () => {
  it('is the prerendered page with the plans on sale written in from the database', async () => {
    const response = await pricing()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const html = await response.text()
    // The default plans (migration 0880): names, prices TTC, what each unlocks, a guest's button.
    expect(html).toContain('<h3 id="plan-titulaire" class="pp-title">Titulaire</h3>')
    expect(html).toContain('<span class="pp-price">49,00\u00a0€</span> <span>TTC par an</span>')
    expect(html).toContain('<span class="pp-price">25,00\u00a0€</span>')
    expect(html).toContain('<li>Diffuser une offre urgente aux infirmiers disponibles autour de vous</li>')
    expect(html).toContain('<a class="pp-button" href="/register">Créer mon compte</a>')
    // The test seller has no VAT number: French law wants the franchise said.
    expect(html).toContain('TVA non applicable, art. 293 B du CGI.')
    // The rest of the page is the build's; the notice between the markers is gone.
    expect(html).toContain('<h2>Questions fréquentes</h2>')
    expect(html).toContain('<div data-pricing-plans="">')
    expect(html).not.toContain('Notice du build')
    expect(html).not.toContain('data-pricing-default')
    expect(html.startsWith('<!doctype html><html lang="fr"><head><title>Tarifs</title>')).toBe(true)
    expect((await t.request('/pricing/')).status).toBe(200)
  })

  it('shows an admin’s new price, or a change made in the database, at the next request: no rebuild', async () => {
    const boss = await admin(t)
    const plans = await json<{ plans: AdminPlan[] }>(
      await call(t, 'GET', '/api/admin/plans', undefined, { session: boss.session }),
    )
    const titulaire = plans.plans.find((plan) => plan.slug === 'titulaire')
    if (!titulaire) throw new Error('no titulaire plan')
    const before = await pricing()
    const etag = before.headers.get('etag') ?? ''
    expect((await pricing({ 'If-None-Match': etag })).status).toBe(304)

    const patched = await call(t, 'PATCH', `/api/admin/plans/${titulaire.id}`, { price_cents: 5900 }, { session: boss.session })
    expect(patched.status).toBe(200)
    const after = await pricing({ 'If-None-Match': etag })
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(etag)
    const html = await after.text()
    expect(html).toContain('<span class="pp-price">59,00\u00a0€</span> <span>TTC par an</span>')
    expect(html).not.toContain('49,00')

    // A change made straight in the database shows too (another instance, a script).
    await t.db.updateTable('plans').set({ name: 'Titulaire Plus' }).where('id', '=', titulaire.id).execute()
    expect(await (await pricing()).text()).toContain('<h3 id="plan-titulaire" class="pp-title">Titulaire Plus</h3>')
  })

  it('leaves out a retired plan, and says so when none is on sale', async () => {
    await t.db.updateTable('plans').set({ active: false }).where('slug', '=', 'remplacant').execute()
    expect(await (await pricing()).text()).not.toContain('plan-remplacant')
    await t.db.updateTable('plans').set({ active: false }).execute()
    const html = await (await pricing()).text()
    expect(html).toContain('<p class="pp-none">Aucun abonnement n’est proposé pour le moment.</p>')
    await t.db.updateTable('plans').set({ active: true }).execute()
  })

  it('answers HEAD without a body', async () => {
    const response = await t.request('/pricing', { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('')
  })

  it('serves the page as built when it lacks the markers', async () => {
    writeFileSync(path.join(clientDir, 'pricing', 'index.html'), '<!doctype html><h1>Tarifs sans repères</h1>')
    const html = await (await pricing()).text()
    expect(html).toBe('<!doctype html><h1>Tarifs sans repères</h1>')
    writeFileSync(path.join(clientDir, 'pricing', 'index.html'), builtPricing)
  })
})
