import { describe, expect, it } from 'vitest'
import { fillTemplate, outputFileFor, splitHoistables } from './template.ts'

// The shape of dist/client/index.html after `vite build`: Vite has linked the hashed assets.
const template = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <title>Relève</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-def456.css">
    <link rel="manifest" href="/manifest.webmanifest">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>
</html>`

describe('splitHoistables', () => {
  it('moves the title, meta and link tags React writes first into the head', () => {
    const rendered =
      '<title>À propos | Relève</title><meta name="description" content="La mission"/><link rel="canonical" href="/about"/><main><h1>À propos</h1></main>'
    expect(splitHoistables(rendered)).toEqual({
      head: '<title>À propos | Relève</title><meta name="description" content="La mission"/><link rel="canonical" href="/about"/>',
      body: '<main><h1>À propos</h1></main>',
    })
  })

  it('leaves a title that sits inside the markup where it is', () => {
    const rendered = '<main><title>Not first</title><h1>Page</h1></main>'
    expect(splitHoistables(rendered)).toEqual({ head: '', body: rendered })
  })
})

describe('fillTemplate', () => {
  const page = {
    head: '<title>À propos | Relève</title><meta name="description" content="La mission"/>',
    body: '<main><h1>À propos</h1></main>',
    prerenderedPath: '/about',
  }

  it('keeps the stylesheet and the module script of the client build, so the page is styled and interactive', () => {
    const html = fillTemplate(template, page)
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-def456.css">')
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>')
  })

  it('puts the markup in #root, marked with the path it renders so the client hydrates only there', () => {
    expect(fillTemplate(template, page)).toContain(
      '<div id="root" data-prerendered="/about"><main><h1>À propos</h1></main></div>',
    )
  })

  it('replaces the generic title with the page title, inside the head', () => {
    const html = fillTemplate(template, page)
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toMatch(/<title>À propos \| Relève<\/title><meta name="description" content="La mission"\/><\/head>/)
  })

  it('keeps the generic title when the page sets none', () => {
    const html = fillTemplate(template, { ...page, head: '' })
    expect(html).toContain('<title>Relève</title>')
  })

  it('marks the 404 page noindex and leaves it unmarked so the client always renders it', () => {
    const html = fillTemplate(template, {
      head: '<title>Erreur | Relève</title>',
      body: '<main>404</main>',
      prerenderedPath: null,
      noindex: true,
    })
    expect(html).toContain('<meta name="robots" content="noindex"/></head>')
    expect(html).toContain('<div id="root"><main>404</main></div>')
  })

  it('writes one robots tag when the page already has its own', () => {
    const head = '<title>Erreur | Relève</title><meta name="robots" content="noindex"/>'
    const html = fillTemplate(template, { head, body: '<main>404</main>', prerenderedPath: null, noindex: true })
    expect(html.match(/name="robots"/g)).toHaveLength(1)
  })

  it('keeps dollar signs of the page text literal', () => {
    expect(fillTemplate(template, { ...page, body: '<p>$& $1 $$</p>' })).toContain('<p>$& $1 $$</p>')
  })

  it('refuses markup with a script, which the content security policy would block', () => {
    expect(() => fillTemplate(template, { ...page, body: '<main></main><script>$RC()</script>' })).toThrow(/script/)
  })

  it('refuses a template without the root placeholder', () => {
    expect(() => fillTemplate('<html><head></head><body><div id="root"></div></body></html>', page)).toThrow(/root/)
  })
})

describe('outputFileFor', () => {
  it('writes the home page as index.html and others as <path>/index.html', () => {
    expect(outputFileFor('/')).toBe('index.html')
    expect(outputFileFor('/about')).toBe('about/index.html')
    expect(outputFileFor('/legal-notice/')).toBe('legal-notice/index.html')
  })

  it('refuses paths that would escape the build folder', () => {
    expect(() => outputFileFor('/../etc')).toThrow()
    expect(() => outputFileFor('about')).toThrow()
  })
})
