// @vitest-environment node
// Rendered to a string as on the server (the prerender step): no DOM, unlike the other components' tests.
import { I18nProvider } from '@lingui/react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { activateLocale, i18n } from '#client/lib/i18n.ts'
import { routes } from './routes.tsx'

// The prerender step renders this very route table in Node, without the browser's providers.
async function render(path: string) {
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')))
  if (context instanceof Response) throw new Error(`redirected to ${context.headers.get('Location')}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const html = renderToString(
    <I18nProvider i18n={i18n}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </I18nProvider>,
  )
  return { html, status: context.statusCode }
}

beforeAll(async () => {
  await activateLocale('fr')
})

describe('the route table on the server', () => {
  it('renders a public page inside the public layout, without touching browser APIs', async () => {
    const { html, status } = await render('/about')
    expect(status).toBe(200)
    expect(html).toContain('Navigation principale')
    expect(html).toContain('Gérer les cookies')
    expect(html).not.toContain('<script')
  })

  it('renders the 404 page for an unknown path, kept out of search engines', async () => {
    const { html, status } = await render('/nowhere')
    expect(status).toBe(404)
    expect(html).toContain('Oups ! Page introuvable.')
    expect(html).toContain('La page que vous avez demandée est introuvable.')
    expect(html).toContain('Revenir à l&#x27;accueil')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).toContain('<title>Erreur | Relève</title>')
  })
})
