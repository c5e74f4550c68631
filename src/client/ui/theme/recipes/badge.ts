import { defineRecipe } from '@pandacss/dev'

export const badge = defineRecipe({
  className: 'badge',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    borderRadius: 'full',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
    lineHeight: 'tight',
    '& svg': { width: '1em', height: '1em' },
  },
  variants: {
    tone: {
      neutral: { bg: 'bg.muted', color: 'fg.default' },
      brand: { bg: 'bg.brandMuted', color: 'fg.brand' },
      urgent: { bg: 'bg.urgent', color: 'fg.onUrgent' },
      danger: { bg: 'bg.dangerSubtle', color: 'fg.danger' },
      success: { bg: 'bg.successSubtle', color: 'fg.success' },
      warning: { bg: 'bg.warningSubtle', color: 'fg.warning' },
    },
    size: {
      sm: { px: '2', py: '0.5', fontSize: 'xs' },
      md: { px: '2.5', py: '1', fontSize: 'sm' },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
})
