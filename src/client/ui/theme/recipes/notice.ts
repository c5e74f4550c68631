import { defineSlotRecipe } from '@pandacss/dev'

// A box of text that tells the reader something about the screen around it (a warning, a failure,
// a confirmation). Text stays on `fg.default` (AA on every subtle tone) but a failure's, which
// reads at once in `fg.danger`; the icon carries the tone.
export const notice = defineSlotRecipe({
  className: 'notice',
  slots: ['root', 'icon', 'body', 'title'],
  base: {
    root: {
      display: 'flex',
      gap: '2',
      alignItems: 'flex-start',
      p: '3',
      borderRadius: 'md',
      color: 'fg.default',
      // Focused by the screen (tabIndex -1) when it replaces what the reader was doing: always shown.
      _focus: { outline: '2px solid', outlineColor: 'focus', outlineOffset: '2px' },
    },
    icon: {
      display: 'inline-flex',
      flexShrink: '0',
      mt: '0.5',
      '& svg': { width: '5', height: '5' },
    },
    body: { display: 'block', minWidth: '0' },
    title: { display: 'block', fontWeight: 'semibold' },
  },
  variants: {
    tone: {
      info: { root: { bg: 'bg.brandSubtle' }, icon: { color: 'fg.brand' } },
      warning: { root: { bg: 'bg.warningSubtle' }, icon: { color: 'fg.warning' } },
      danger: { root: { bg: 'bg.dangerSubtle', color: 'fg.danger', fontWeight: 'medium' }, icon: { color: 'fg.danger' } },
      success: { root: { bg: 'bg.successSubtle' }, icon: { color: 'fg.success' } },
    },
    size: {
      md: {},
      sm: { root: { textStyle: 'small' } },
    },
  },
  defaultVariants: { tone: 'info', size: 'md' },
})
