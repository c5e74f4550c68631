import { defineConfig } from '@pandacss/dev'
import { theme } from './src/client/ui/theme/index.ts'

const latin =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
const latinExt =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF'

export default defineConfig({
  preflight: true,
  jsxFramework: 'react',
  include: ['./src/client/**/*.{ts,tsx}'],
  exclude: ['./src/client/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  outExtension: 'js',
  importMap: '#styled',
  // Only Relève's tokens exist: Panda's default palette and scales are left out (preset-base
  // keeps the utilities and conditions), so a component cannot reach for an off-brand colour.
  presets: ['@pandacss/preset-base'],
  conditions: { extend: { dark: '.dark &, [data-theme=dark] &' } },
  theme,
  // Every variant of every recipe is generated: components pass variants through props that
  // Panda's static extraction cannot always see, and the whole kit is small.
  staticCss: { recipes: '*' },
  // Inter, self-hosted, latin and latin-ext only (French needs latin; names from elsewhere in
  // Europe need latin-ext, fetched by the browser only when such a character shows up).
  globalFontface: {
    'Inter Variable': [
      {
        src: "url('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2') format('woff2-variations')",
        fontWeight: '100 900',
        fontStyle: 'normal',
        fontDisplay: 'swap',
        unicodeRange: latin,
      },
      {
        src: "url('@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2') format('woff2-variations')",
        fontWeight: '100 900',
        fontStyle: 'normal',
        fontDisplay: 'swap',
        unicodeRange: latinExt,
      },
    ],
  },
  globalCss: {
    html: {
      colorScheme: 'light',
      WebkitTextSizeAdjust: '100%',
      textRendering: 'optimizeLegibility',
      WebkitFontSmoothing: 'antialiased',
      _dark: { colorScheme: 'dark' },
    },
    'html, body': { bg: 'bg.canvas', color: 'fg.default', fontFamily: 'body', lineHeight: 'normal' },
    '*:focus-visible': { outline: '2px solid', outlineColor: 'focus', outlineOffset: '2px' },
    '::selection': { bg: 'bg.brandMuted', color: 'fg.default' },
    // The app's mark while the first screen of an app path loads (shell.html, then the router's
    // fallback): painted before any script runs, never a placeholder of content that may not come.
    '.app-splash': { minHeight: '100dvh', display: 'grid', placeItems: 'center', '& svg': { width: '16', height: '16' } },
    // WCAG 2.3.3: people who ask for less motion get none (animations end at once, so
    // components waiting for animationend still unmount).
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
})
