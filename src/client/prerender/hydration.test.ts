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
})
