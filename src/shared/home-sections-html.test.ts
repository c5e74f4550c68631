import { describe, expect, it } from 'vitest'
import { isSafeHomeHref, renderHomeSectionsHtml } from './home-sections-html.ts'

describe('home sections HTML', () => {
  it('escapes every text and drops unsafe links, even from a row written around the schema', () => {
    const html = renderHomeSectionsHtml([
      {
        id: 1,
        kind: 'hero',
        title: '<img src=x onerror=alert(1)>',
        body: { lead: 'Ligne 1\nLigne 2\n\n"Deux"', primary_link: { label: 'Go', href: 'javascript:alert(1)' } },
      },
    ])
    expect(html).not.toContain('<img')
    expect(html).not.toContain('javascript:')
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;')
    expect(html).toContain('<p class="hs-lead">Ligne 1<br>Ligne 2</p><p class="hs-lead">&#34;Deux&#34;</p>')
  })

  it('gives the page one h1: the hero title, else the first section title', () => {
    const faq = { id: 2, kind: 'faq' as const, title: 'FAQ', body: { items: [{ question: 'Q ?', answer: 'R.' }] } }
    const hero = { id: 3, kind: 'hero' as const, title: 'Accueil', body: { lead: 'Bienvenue.' } }
    expect(renderHomeSectionsHtml([faq]).match(/<h1/g)).toHaveLength(1)
    const both = renderHomeSectionsHtml([faq, hero])
    expect(both.match(/<h1/g)).toHaveLength(1)
    expect(both).toContain('<h1 id="hs-3-title" class="hs-title">Accueil</h1>')
    expect(both).toContain('<h2 id="hs-2-title" class="hs-title">FAQ</h2>')
  })

  it('marks links to other sites as external', () => {
    const html = renderHomeSectionsHtml([
      { id: 4, kind: 'partners', title: 'Partenaires', body: { items: [{ name: 'URPS', url: 'https://urps.example.fr' }] } },
    ])
    expect(html).toContain(
      '<a class="hs-partner-name" href="https://urps.example.fr" rel="noopener noreferrer external">URPS</a>',
    )
  })

  it.each([
    ['/register', true],
    ['/search-nurse?care_type=pansements', true],
    ['https://www.ordre-infirmiers.fr/', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['http://example.fr', false],
    ['javascript:alert(1)', false],
    ['mailto:a@b.fr', false],
    ['register', false],
  ])('isSafeHomeHref(%s) is %s', (href, safe) => {
    expect(isSafeHomeHref(href)).toBe(safe)
  })
})
