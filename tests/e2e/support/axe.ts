import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The WCAG 2.2 AA violations axe finds on the page, one line each (empty when none). */
export async function axe(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
