import { toastAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { focusRing } from './shared.ts'

// The toast viewport ("group") spans the screen on phones and is at most 420 px wide from md up
// (docs/product.md#constants). Zag positions each toast with --x/--y/--opacity; a swipe adds --swipe-x.
export const toast = defineSlotRecipe({
  className: 'toast',
  slots: [...toastAnatomy.keys(), 'icon', 'body'],
  base: {
    group: {
      zIndex: 'toast',
      insetInlineStart: { base: 'calc(env(safe-area-inset-left, 0px) + 1rem)', md: 'auto' },
      width: { md: 'calc(100% - 2rem)' },
      maxWidth: { md: 'toast' },
      _focusVisible: focusRing,
    },
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      width: 'full',
      p: '4',
      pe: '12',
      bg: 'bg.surface',
      color: 'fg.default',
      borderWidth: 'thin',
      borderColor: 'border.default',
      borderInlineStartWidth: '4px',
      borderRadius: 'lg',
      boxShadow: 'lg',
      translate: 'calc(var(--x) + var(--swipe-x, 0px)) var(--y)',
      scale: 'var(--scale)',
      zIndex: 'var(--z-index)',
      // Zag fixes a toast's height from a measurement taken at mount, before the web font has
      // swapped in; with one toast at a time nothing needs that height, so it follows its content.
      height: 'auto',
      opacity: 'var(--opacity)',
      willChange: 'translate, opacity, scale',
      touchAction: 'pan-y',
      transitionProperty: 'translate, scale, opacity',
      transitionDuration: '300ms',
      transitionTimingFunction: 'cubic-bezier(0.21, 1.02, 0.73, 1)',
      _closed: { transitionDuration: '200ms', transitionTimingFunction: 'default' },
      '&[data-swiping]': { transitionProperty: 'none' },
      _focusVisible: focusRing,
      '&[data-type=success]': { borderInlineStartColor: 'fg.success' },
      // Destructive toasts are tinted as well as marked, so the difference is not in one stripe only.
      '&[data-type=error]': { bg: 'bg.dangerSubtle', borderColor: 'border.danger', borderInlineStartColor: 'fg.danger' },
    },
    icon: {
      display: 'inline-flex',
      flexShrink: '0',
      mt: '0.5',
      '& svg': { width: '5', height: '5' },
      '[data-type=success] &': { color: 'fg.success' },
      '[data-type=error] &': { color: 'fg.danger' },
    },
    body: { display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minWidth: '0' },
    title: { textStyle: 'body', fontWeight: 'semibold', color: 'fg.default' },
    description: { textStyle: 'small', color: 'fg.muted', '[data-type=error] &': { color: 'fg.default' } },
    actionTrigger: { mt: '2', alignSelf: 'flex-start' },
    closeTrigger: { position: 'absolute', top: '2', insetInlineEnd: '2' },
  },
})
