import { defineTokens } from '@pandacss/dev'

// Relève's palette: a deep teal for trust and care, a warm coral for urgency.
export const tokens = defineTokens({
  colors: {
    teal: {
      50: { value: '#effaf8' }, 100: { value: '#d6f1ec' }, 200: { value: '#aee2d9' }, 300: { value: '#7dccc0' },
      400: { value: '#4aaea1' }, 500: { value: '#2e9285' }, 600: { value: '#21766c' }, 700: { value: '#1d5f58' },
      800: { value: '#1b4c47' }, 900: { value: '#19403c' }, 950: { value: '#0a2523' },
    },
    coral: {
      50: { value: '#fff4f1' }, 100: { value: '#ffe6df' }, 200: { value: '#ffcfc2' }, 300: { value: '#ffab97' },
      400: { value: '#fb7d60' }, 500: { value: '#f25a38' }, 600: { value: '#d93d1b' }, 700: { value: '#b53015' },
      800: { value: '#952b17' }, 900: { value: '#7b2919' }, 950: { value: '#431108' },
    },
    slate: {
      50: { value: '#f7f8f8' }, 100: { value: '#eef0f0' }, 200: { value: '#d9dedd' }, 300: { value: '#b8c1c0' },
      400: { value: '#909d9b' }, 500: { value: '#73817f' }, 600: { value: '#5c6867' }, 700: { value: '#4b5554' },
      800: { value: '#3f4847' }, 900: { value: '#262c2b' }, 950: { value: '#161a1a' },
    },
    green: { 600: { value: '#16794a' }, 300: { value: '#6fd3a0' } },
    amber: { 600: { value: '#9a5b00' }, 300: { value: '#f5c15c' } },
    white: { value: '#ffffff' },
  },
  fonts: {
    body: { value: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
    heading: { value: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
  },
  fontSizes: {
    xs: { value: '0.75rem' }, sm: { value: '0.875rem' }, md: { value: '1rem' }, lg: { value: '1.125rem' },
    xl: { value: '1.25rem' }, '2xl': { value: '1.5rem' }, '3xl': { value: '1.875rem' }, '4xl': { value: '2.25rem' },
    '5xl': { value: '3rem' },
  },
  radii: { sm: { value: '0.375rem' }, md: { value: '0.5rem' }, lg: { value: '0.75rem' }, xl: { value: '1rem' }, full: { value: '9999px' } },
  sizes: { toast: { value: '420px' }, content: { value: '72rem' }, prose: { value: '44rem' } },
  durations: { fast: { value: '120ms' }, normal: { value: '200ms' } },
})
