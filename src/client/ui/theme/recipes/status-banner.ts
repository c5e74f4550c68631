import { defineSlotRecipe } from '@pandacss/dev'

// The offline / sync banner. It sits under the header, never covers content, and its text keeps
// AA contrast on each tinted background.
export const statusBanner = defineSlotRecipe({
  className: 'status-banner',
  slots: ['root', 'icon', 'text', 'detail', 'action'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'center',
      flexWrap: 'wrap',
      gap: '2',
      columnGap: '3',
      width: 'full',
      px: '4',
      py: '2',
      textStyle: 'small',
      borderBottomWidth: 'thin',
    },
    icon: { display: 'inline-flex', flexShrink: '0', '& svg': { width: '4', height: '4' } },
    text: { fontWeight: 'semibold' },
    detail: { color: 'fg.default' },
    action: { marginInlineStart: 'auto' },
  },
  variants: {
    status: {
      online: { root: { bg: 'bg.successSubtle', color: 'fg.success', borderColor: 'border.default' } },
      offline: { root: { bg: 'bg.warningSubtle', color: 'fg.warning', borderColor: 'border.default' } },
      pending: { root: { bg: 'bg.brandSubtle', color: 'fg.brand', borderColor: 'border.default' } },
      syncing: {
        root: { bg: 'bg.brandSubtle', color: 'fg.brand', borderColor: 'border.default' },
        icon: { animation: 'spin', _motionReduce: { animation: 'none' } },
      },
    },
  },
  defaultVariants: { status: 'online' },
})
