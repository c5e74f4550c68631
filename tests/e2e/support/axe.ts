import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * The WCAG 2.2 AA violations axe finds on the page, one line each (empty when none). The colours
 * are checked at rest: a button caught in its colour transition (a hover, a state the app has just
 * set) measured an in-between contrast now and then. Reduced motion ends transitions at once (the
 * global styles, panda.config.ts), for the time of the check.
 */
export async function axe(page: Page): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  try {
    // Two frames: the styles recomputed under the new media, then painted without transitions.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  } finally {
    await page.emulateMedia({ reducedMotion: null })
  }
}
