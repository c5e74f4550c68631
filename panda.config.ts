import { defineConfig } from '@pandacss/dev'
import { theme } from './src/client/ui/theme/index.ts'

export default defineConfig({
  preflight: true,
  jsxFramework: 'react',
  include: ['./src/client/**/*.{ts,tsx}'],
  exclude: [],
  outdir: 'styled-system',
  outExtension: 'js',
  importMap: '#styled',
  conditions: { extend: { dark: '.dark &, [data-theme=dark] &' } },
  theme,
  globalCss: {
    'html, body': { bg: 'bg.canvas', color: 'fg.default', fontFamily: 'body' },
    'html': { WebkitTextSizeAdjust: '100%' },
    '*:focus-visible': { outline: '2px solid', outlineColor: 'focus', outlineOffset: '2px' },
  },
})
