// Test helpers for the UI kit (imported by *.test.tsx only, never by the app).
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { type RenderOptions, render } from '@testing-library/react'
import axe from 'axe-core'
import type { ReactElement, ReactNode } from 'react'

// jsdom lacks what the floating panels measure with; these stand-ins do nothing, which is what
// a layout-less DOM would report anyway.
if (typeof window !== 'undefined') {
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Element.prototype.scrollIntoView ??= () => {}
  Element.prototype.scrollTo ??= () => {}
}

// French is the source locale: with no catalog loaded, Lingui shows the source strings.
if (i18n.locale !== 'fr') i18n.loadAndActivate({ locale: 'fr', messages: {} })

function Providers({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>
}

export function renderUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options })
}

/**
 * Runs axe on a container. Two page-level rules are left out: colour contrast (jsdom computes no
 * styles; the palette is proven from the tokens in theme/contrast.test.ts and checked in the
 * browser by e2e) and "region" (a lone component is not a page with landmarks).
 */
export async function axeViolations(container: Element = document.body): Promise<string[]> {
  const results = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    resultTypes: ['violations'],
  })
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}
