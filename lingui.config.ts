import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  sourceLocale: 'fr',
  locales: ['fr', 'en'],
  fallbackLocales: { default: 'fr' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['src/client', 'src/shared'] }],
  format: formatter({ lineNumbers: false }),
})
