import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { HOME_MARKER_END, HOME_MARKER_START } from '#server/modules/home-sections/home-page.ts'
import {
  adminHomeSectionListSchema,
  adminHomeSectionSchema,
  type HomeSectionInput,
  publicHomeSectionsSchema,
} from '#shared/home-sections.ts'
import { builtInHomeSections } from '#shared/home-sections-built-in.ts'
import { call, createUser, login } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'

// A client build whose home page carries the markers src/client/routes/public/home.tsx renders.
const clientDir = mkdtempSync(path.join(tmpdir(), 'releve-home-'))
afterAll(() => rmSync(clientDir, { recursive: true, force: true }))
const builtHome = `<!doctype html><html lang="fr"><head><title>Relève</title></head><body><div id="root" data-prerendered="/"><main class="home">${HOME_MARKER_START}<h1>Contenu par défaut</h1>${HOME_MARKER_END}</main></div></body></html>`
writeFileSync(path.join(clientDir, 'index.html'), builtHome)
writeFileSync(path.join(clientDir, '404.html'), '<!doctype html><h1>Oups ! Page introuvable.</h1>')

const t = await createTestApp({ clientDir })

async function adminSession(): Promise<{ session: string; id: number }> {
  const admin = await createUser(t, { account_type: 'developer', roles: [] })
  const session = await login(t, admin)
  await t.db.updateTable('users').set({ two_factor_confirmed_at: t.clock.now() }).where('id', '=', admin.id).execute()
  return { session, id: admin.id }
}
const admin = await adminSession()
const nurseSession = await login(t, await createUser(t))

const hero: HomeSectionInput = {
  kind: 'hero',
  title: 'Vos remplacements, près de chez vous',
  body: {
    lead: 'Relève met en relation titulaires et remplaçants.',
    primary_link: { label: 'Créer un compte', href: '/register' },
  },
}
const faq: HomeSectionInput = {
  kind: 'faq',
  title: 'Questions fréquentes',
  body: { items: [{ question: 'Est-ce gratuit ?', answer: 'La recherche est gratuite.' }] },
}

const adminEndpoints: [string, string, unknown?][] = [
  ['GET', '/api/admin/home-sections'],
  ['POST', '/api/admin/home-sections', hero],
  ['PUT', '/api/admin/home-sections/order', { ids: [] }],
  ['GET', '/api/admin/home-sections/1'],
  ['PUT', '/api/admin/home-sections/1', hero],
  ['PUT', '/api/admin/home-sections/1/published', { published: true }],
  ['DELETE', '/api/admin/home-sections/1'],
]

async function create(input: HomeSectionInput) {
  const response = await call(t, 'POST', '/api/admin/home-sections', input, { session: admin.session })
  expect(response.status).toBe(201)
  return adminHomeSectionSchema.parse(await response.json())
}

async function home(headers: Record<string, string> = {}) {
  return t.request('/', { headers })
}

describe('home sections: who may call', () => {
  it.each(adminEndpoints)('%s %s answers 401 to an anonymous caller', async (method, p, body) => {
    expect((await call(t, method, p, body)).status).toBe(401)
  })

  it.each(adminEndpoints)('%s %s answers 403 to a nurse', async (method, p, body) => {
    expect((await call(t, method, p, body, { session: nurseSession })).status).toBe(403)
  })

  it('GET /api/home-sections is public', async () => {
    const response = await call(t, 'GET', '/api/home-sections')
    expect(response.status).toBe(200)
    expect(publicHomeSectionsSchema.safeParse(await response.json()).success).toBe(true)
  })
})

async function adminList() {
  return adminHomeSectionListSchema.parse(
    await (await call(t, 'GET', '/api/admin/home-sections', undefined, { session: admin.session })).json(),
  )
}
async function publicTitles() {
  return publicHomeSectionsSchema.parse(await (await call(t, 'GET', '/api/home-sections')).json()).sections.map((s) => s.title)
}
const builtInTitles = builtInHomeSections.map((section) => section.title)

describe('the home page’s own content, as sections', () => {
  it('is on a fresh database, published and in order, so the page looks as it always did', async () => {
    const { sections } = publicHomeSectionsSchema.parse(await (await call(t, 'GET', '/api/home-sections')).json())
    expect(sections.map(({ kind, title, body }) => ({ kind, title, body }))).toEqual(
      builtInHomeSections.map(({ kind, title, body }) => ({ kind, title, body })),
    )
    const html = await (await home()).text()
    expect(html).toContain('<h1 id="hs-')
    expect(html).toContain('Les remplacements infirmiers, près de chez vous.</h1>')
    expect(html).toContain('<a class="hs-button hs-button-primary" href="/register">Créer un compte infirmier</a>')
    expect(html).toContain('<h2 class="hs-title">Sur la route, même sans réseau</h2>')
    expect(html).toContain('Prêt à prendre le relais\u202f?</h2>')
    expect(html).not.toContain('Contenu par défaut')
  })

  it('keeps its parts when another section is published: the new one is added after them', async () => {
    const section = await create({ ...faq, published: true })
    expect(await publicTitles()).toEqual([...builtInTitles, 'Questions fréquentes'])
    const html = await (await home()).text()
    expect(html).toContain('<summary>Est-ce gratuit ?</summary>')
    expect(html).toContain('Les remplacements infirmiers, près de chez vous.</h1>')
    expect(
      (await call(t, 'DELETE', `/api/admin/home-sections/${section.id}`, undefined, { session: admin.session })).status,
    ).toBe(204)
  })

  it('gives way to a new headline: a hero opens the page and the other hero goes off it, until published again', async () => {
    const builtInHero = (await adminList()).sections.find((s) => s.title === builtInTitles[0])
    const created = await create({ ...hero, published: true })
    expect(await publicTitles()).toEqual([hero.title, ...builtInTitles.slice(1)])
    expect((await adminList()).sections.map((s) => [s.title, s.published])).toEqual([
      [hero.title, true],
      [builtInTitles[0], false],
      ...builtInTitles.slice(1).map((title) => [title, true]),
    ])
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'subject_id'])
      .where('subject_type', '=', 'home_section')
      .where('action', '=', 'home_section.unpublish')
      .execute()
    expect(audit).toContainEqual({ action: 'home_section.unpublish', subject_id: String(builtInHero?.id) })

    await call(t, 'PUT', `/api/admin/home-sections/${builtInHero?.id}/published`, { published: true }, { session: admin.session })
    expect(await publicTitles()).toEqual(builtInTitles)
    expect(
      (await call(t, 'DELETE', `/api/admin/home-sections/${created.id}`, undefined, { session: admin.session })).status,
    ).toBe(204)
  })

  it('checks the new kinds’ bodies like the others', async () => {
    const icon = await call(
      t,
      'POST',
      '/api/admin/home-sections',
      { ...hero, body: { lead: 'x', highlights: [{ icon: 'rocket', title: 'a', text: 'b' }] } },
      { session: admin.session },
    )
    expect(icon.status).toBe(422)
    expect(Object.keys(((await icon.json()) as { errors: object }).errors)).toEqual(['body.highlights.0.icon'])
    const columns = await call(
      t,
      'POST',
      '/api/admin/home-sections',
      { kind: 'columns', title: 'x', body: { items: [] } },
      { session: admin.session },
    )
    expect(columns.status).toBe(422)
    const points = await call(
      t,
      'POST',
      '/api/admin/home-sections',
      {
        kind: 'key_points',
        title: 'x',
        body: { items: [{ title: 'a', text: 'b' }], link: { label: 'Voir', href: 'javascript:x' } },
      },
      { session: admin.session },
    )
    expect(points.status).toBe(422)
    expect(Object.keys(((await points.json()) as { errors: object }).errors)).toEqual(['body.link.href'])
  })

  it('can be taken off entirely: the admin deletes every section (the cases below start from none)', async () => {
    for (const section of (await adminList()).sections) {
      expect(
        (await call(t, 'DELETE', `/api/admin/home-sections/${section.id}`, undefined, { session: admin.session })).status,
      ).toBe(204)
    }
    expect(await publicTitles()).toEqual([])
  })
})

describe('admin home sections', () => {
  it('refuses a body that does not fit its kind, an unknown kind, and unsafe links (422)', async () => {
    const wrongBody = await call(
      t,
      'POST',
      '/api/admin/home-sections',
      { kind: 'faq', title: 'FAQ', body: { lead: 'x' } },
      { session: admin.session },
    )
    expect(wrongBody.status).toBe(422)
    expect(Object.keys(((await wrongBody.json()) as { errors: object }).errors)).toContain('body.items')

    const unknown = await call(
      t,
      'POST',
      '/api/admin/home-sections',
      { kind: 'banner', title: 'x', body: {} },
      { session: admin.session },
    )
    expect(unknown.status).toBe(422)

    for (const href of ['javascript:alert(1)', '//evil.example/x', 'http://example.fr', 'data:text/html,x']) {
      const response = await call(
        t,
        'POST',
        '/api/admin/home-sections',
        { ...hero, body: { lead: 'x', primary_link: { label: 'Go', href } } },
        { session: admin.session },
      )
      expect(response.status, href).toBe(422)
      expect(await response.json()).toMatchObject({ errors: { 'body.primary_link.href': [expect.stringContaining('https://')] } })
    }
    expect(await t.db.selectFrom('home_sections').select('id').execute()).toEqual([])
  })

  it('serves the built home page while no section is published', async () => {
    await create(hero)
    const response = await home()
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(builtHome)
  })

  it('shows a section on / at the next request once published, and takes it away when unpublished', async () => {
    const section = await create(faq)
    const before = await home()
    const beforeEtag = before.headers.get('etag')

    const published = await call(
      t,
      'PUT',
      `/api/admin/home-sections/${section.id}/published`,
      { published: true },
      { session: admin.session },
    )
    expect(published.status).toBe(200)

    const after = await home()
    expect(after.status).toBe(200)
    expect(after.headers.get('cache-control')).toBe('no-cache')
    expect(after.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await after.text()
    expect(html).toContain('<div data-home-sections="">')
    expect(html).toContain('<summary>Est-ce gratuit ?</summary>')
    expect(html).not.toContain('Contenu par défaut')
    expect(html).not.toContain('data-home-default')
    // The page around the sections is the build's.
    expect(html.startsWith('<!doctype html><html lang="fr"><head><title>Relève</title>')).toBe(true)
    expect(after.headers.get('etag')).not.toBe(beforeEtag)

    // Revalidation: the same page answers 304 to its ETag.
    const etag = after.headers.get('etag') ?? ''
    expect((await home({ 'If-None-Match': etag })).status).toBe(304)

    const api = publicHomeSectionsSchema.parse(await (await call(t, 'GET', '/api/home-sections')).json())
    expect(api.sections.map((s) => s.title)).toEqual(['Questions fréquentes'])

    await call(t, 'PUT', `/api/admin/home-sections/${section.id}/published`, { published: false }, { session: admin.session })
    expect(await (await home()).text()).toBe(builtHome)
    const audit = await t.db.selectFrom('audit_log').select('action').where('subject_type', '=', 'home_section').execute()
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['home_section.publish', 'home_section.unpublish']))
  })

  it('shows an edit on / at the next request, escaped', async () => {
    const list = adminHomeSectionListSchema.parse(
      await (await call(t, 'GET', '/api/admin/home-sections', undefined, { session: admin.session })).json(),
    )
    const heroRow = list.sections.find((s) => s.kind === 'hero')
    expect(heroRow).toBeDefined()
    await call(t, 'PUT', `/api/admin/home-sections/${heroRow?.id}/published`, { published: true }, { session: admin.session })
    expect(await (await home()).text()).toContain('Vos remplacements, près de chez vous')

    const edited = await call(
      t,
      'PUT',
      `/api/admin/home-sections/${heroRow?.id}`,
      { ...hero, title: 'Relève <script>alert(1)</script> & vous' },
      { session: admin.session },
    )
    expect(edited.status).toBe(200)
    const html = await (await home()).text()
    expect(html).toContain('<h1 id="hs-')
    expect(html).toContain('Relève &#60;script&#62;alert(1)&#60;/script&#62; &#38; vous')
    expect(html).not.toContain('<script>')
    expect(html).toContain('<a class="hs-button hs-button-primary" href="/register">Créer un compte</a>')
  })

  it('never changes the kind of a section', async () => {
    const section = await create(faq)
    const response = await call(t, 'PUT', `/api/admin/home-sections/${section.id}`, hero, { session: admin.session })
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({ errors: { kind: [expect.any(String)] } })
  })

  it('reorders every section at once, and refuses an order that misses or invents one', async () => {
    const list = adminHomeSectionListSchema.parse(
      await (await call(t, 'GET', '/api/admin/home-sections', undefined, { session: admin.session })).json(),
    )
    const ids = list.sections.map((s) => s.id)
    const reversed = [...ids].reverse()
    const response = await call(t, 'PUT', '/api/admin/home-sections/order', { ids: reversed }, { session: admin.session })
    expect(response.status).toBe(200)
    const after = adminHomeSectionListSchema.parse(await response.json())
    expect(after.sections.map((s) => s.id)).toEqual(reversed)

    expect(
      (await call(t, 'PUT', '/api/admin/home-sections/order', { ids: ids.slice(1) }, { session: admin.session })).status,
    ).toBe(422)
    expect(
      (await call(t, 'PUT', '/api/admin/home-sections/order', { ids: [...ids, 99999] }, { session: admin.session })).status,
    ).toBe(422)
    expect(
      (await call(t, 'PUT', '/api/admin/home-sections/order', { ids: [ids[0], ids[0]] }, { session: admin.session })).status,
    ).toBe(422)
    expect((await call(t, 'PUT', '/api/admin/home-sections/order', { ids: 'all' }, { session: admin.session })).status).toBe(422)
  })

  it('deletes a section, and the home page goes back to its built-in content when none is left published', async () => {
    const list = adminHomeSectionListSchema.parse(
      await (await call(t, 'GET', '/api/admin/home-sections', undefined, { session: admin.session })).json(),
    )
    for (const section of list.sections) {
      expect(
        (await call(t, 'DELETE', `/api/admin/home-sections/${section.id}`, undefined, { session: admin.session })).status,
      ).toBe(204)
    }
    expect(await (await home()).text()).toBe(builtHome)
    expect(
      (await call(t, 'GET', `/api/admin/home-sections/${list.sections[0]?.id}`, undefined, { session: admin.session })).status,
    ).toBe(404)
  })

  it('leaves every other page as built', async () => {
    await create({ ...faq, published: true })
    const other = await t.request('/dashboard')
    expect(other.status).toBe(200)
    expect(await other.text()).toBe(builtHome)
  })
})
