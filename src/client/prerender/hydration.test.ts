import { describe, expect, it } from 'vitest'
import { type RootElement, shouldHydrate } from './hydration.ts'

function root(html: string, prerendered?: string): RootElement {
  const dataset: DOMStringMap = prerendered === undefined ? {} : { prerendered }
  return { dataset, hasChildNodes: () => html !== '' }
}

describe('shouldHydrate', () => {
  it('hydrates the prerendered page loaded at its own path', () => {
    expect(shouldHydrate(root('<main></main>', '/about'), '/about', 'fr')).toBe(true)
    expect(shouldHydrate(root('<main></main>', '/about'), '/about/', 'fr')).toBe(true)
  })

  it('renders instead when a page’s HTML is served for another route', () => {
    expect(shouldHydrate(root('<main></main>', '/'), '/dashboard', 'fr')).toBe(false)
  })

  it('renders instead when the reader chose another language than the prerendered one', () => {
    expect(shouldHydrate(root('<main></main>', '/'), '/', 'en')).toBe(false)
  })

  it('renders the 404 page and the empty shell, which carry no mark', () => {
    expect(shouldHydrate(root('<main></main>'), '/nowhere', 'fr')).toBe(false)
    expect(shouldHydrate(root('', '/'), '/', 'fr')).toBe(false)
  })

  it('renders instead when the history entry carries a screen’s word for the next one', () => {
    const notice = { usr: { notice: 'Votre mot de passe est enregistré.' }, key: 'k', idx: 1 }
    expect(shouldHydrate(root('<main></main>', '/login'), '/login', 'fr', notice)).toBe(false)
    expect(shouldHydrate(root('<main></main>', '/login'), '/login', 'fr', { usr: null, key: 'k', idx: 0 })).toBe(true)
  })
})
