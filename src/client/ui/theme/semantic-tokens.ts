import { defineSemanticTokens } from '@pandacss/dev'

// Colours by role, light then dark. Every foreground/background pair a component uses is listed in
// contrast-pairs.ts and checked against WCAG AA (4.5:1 text, 3:1 borders and icons) in both modes.
export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: { base: '{colors.slate.50}', _dark: '{colors.slate.950}' } },
      surface: { value: { base: '{colors.white}', _dark: '{colors.slate.900}' } },
      muted: { value: { base: '{colors.slate.100}', _dark: '{colors.slate.850}' } },
      emphasized: { value: { base: '{colors.slate.200}', _dark: '{colors.slate.800}' } },
      inverted: { value: { base: '{colors.slate.900}', _dark: '{colors.slate.100}' } },
      brand: { value: { base: '{colors.teal.700}', _dark: '{colors.teal.300}' } },
      brandHover: { value: { base: '{colors.teal.800}', _dark: '{colors.teal.200}' } },
      brandSubtle: { value: { base: '{colors.teal.50}', _dark: '{colors.teal.950}' } },
      brandMuted: { value: { base: '{colors.teal.100}', _dark: '{colors.teal.900}' } },
      urgent: { value: { base: '{colors.coral.700}', _dark: '{colors.coral.300}' } },
      urgentHover: { value: { base: '{colors.coral.800}', _dark: '{colors.coral.200}' } },
      urgentSubtle: { value: { base: '{colors.coral.50}', _dark: '{colors.coral.950}' } },
      danger: { value: { base: '{colors.coral.700}', _dark: '{colors.coral.300}' } },
      dangerHover: { value: { base: '{colors.coral.800}', _dark: '{colors.coral.200}' } },
      dangerSubtle: { value: { base: '{colors.coral.50}', _dark: '{colors.coral.950}' } },
      successSubtle: { value: { base: '{colors.green.50}', _dark: '{colors.green.950}' } },
      warningSubtle: { value: { base: '{colors.amber.50}', _dark: '{colors.amber.950}' } },
      backdrop: { value: { base: 'rgba(22, 26, 26, 0.55)', _dark: 'rgba(0, 0, 0, 0.7)' } },
    },
    fg: {
      default: { value: { base: '{colors.slate.900}', _dark: '{colors.slate.50}' } },
      muted: { value: { base: '{colors.slate.600}', _dark: '{colors.slate.300}' } },
      // Disabled controls are exempt from contrast rules (WCAG 1.4.3); still kept readable.
      disabled: { value: { base: '{colors.slate.400}', _dark: '{colors.slate.500}' } },
      inverted: { value: { base: '{colors.slate.50}', _dark: '{colors.slate.900}' } },
      brand: { value: { base: '{colors.teal.700}', _dark: '{colors.teal.300}' } },
      onBrand: { value: { base: '{colors.white}', _dark: '{colors.slate.950}' } },
      urgent: { value: { base: '{colors.coral.700}', _dark: '{colors.coral.300}' } },
      onUrgent: { value: { base: '{colors.white}', _dark: '{colors.slate.950}' } },
      danger: { value: { base: '{colors.coral.700}', _dark: '{colors.coral.300}' } },
      onDanger: { value: { base: '{colors.white}', _dark: '{colors.slate.950}' } },
      success: { value: { base: '{colors.green.600}', _dark: '{colors.green.300}' } },
      warning: { value: { base: '{colors.amber.600}', _dark: '{colors.amber.300}' } },
    },
    border: {
      // Decorative separators (cards, table rows): no contrast requirement.
      default: { value: { base: '{colors.slate.200}', _dark: '{colors.slate.800}' } },
      // Boundaries that identify a control (inputs, checkboxes): 3:1 against their surface.
      strong: { value: { base: '{colors.slate.500}', _dark: '{colors.slate.400}' } },
      brand: { value: { base: '{colors.teal.700}', _dark: '{colors.teal.300}' } },
      danger: { value: { base: '{colors.coral.700}', _dark: '{colors.coral.300}' } },
    },
    focus: { value: { base: '{colors.teal.600}', _dark: '{colors.teal.300}' } },
  },
  shadows: {
    xs: { value: { base: '0 1px 2px rgba(16,24,23,0.06)', _dark: '0 1px 2px rgba(0,0,0,0.4)' } },
    sm: { value: { base: '0 1px 3px rgba(16,24,23,0.10), 0 1px 2px rgba(16,24,23,0.06)', _dark: '0 1px 3px rgba(0,0,0,0.5)' } },
    md: { value: { base: '0 4px 16px rgba(16,24,23,0.10)', _dark: '0 4px 16px rgba(0,0,0,0.6)' } },
    lg: { value: { base: '0 12px 32px rgba(16,24,23,0.16)', _dark: '0 12px 32px rgba(0,0,0,0.7)' } },
  },
})
