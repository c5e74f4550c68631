import { defineSlotRecipe } from '@pandacss/dev'

export const emptyState = defineSlotRecipe({
  className: 'empty-state',
  slots: ['root', 'icon', 'title', 'description', 'actions'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      textAlign: 'center',
      gap: '3',
      px: '6',
      py: { base: '10', md: '16' },
      borderWidth: 'thin',
      borderStyle: 'dashed',
      borderColor: 'border.default',
      borderRadius: 'lg',
      bg: 'bg.surface',
    },
    icon: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '12',
      height: '12',
      borderRadius: 'full',
      bg: 'bg.brandSubtle',
      color: 'fg.brand',
      '& svg': { width: '6', height: '6' },
    },
    title: { textStyle: 'h4', color: 'fg.default' },
    description: { textStyle: 'body', color: 'fg.muted', maxWidth: 'md' },
    actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '3', mt: '2' },
  },
})
