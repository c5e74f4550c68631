import { defineKeyframes } from '@pandacss/dev'

// Motion is short and only says where something comes from. Under prefers-reduced-motion the global
// CSS (panda.config.ts) cuts every animation to an instant, so none of these is ever required to
// understand the UI.
export const keyframes = defineKeyframes({
  spin: { to: { transform: 'rotate(360deg)' } },
  pulse: { '50%': { opacity: '0.5' } },
  'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
  'fade-out': { from: { opacity: '1' }, to: { opacity: '0' } },
  'scale-in': { from: { opacity: '0', transform: 'scale(0.96)' }, to: { opacity: '1', transform: 'scale(1)' } },
  'scale-out': { from: { opacity: '1', transform: 'scale(1)' }, to: { opacity: '0', transform: 'scale(0.96)' } },
  'slide-in-bottom': {
    from: { transform: 'translate3d(0, 100%, 0)' },
    to: { transform: 'translate3d(var(--drawer-translate-x, 0), var(--drawer-translate-y, 0), 0)' },
  },
  'slide-out-bottom': {
    from: { transform: 'translate3d(var(--drawer-translate-x, 0), var(--drawer-translate-y, 0), 0)' },
    to: { transform: 'translate3d(0, 100%, 0)' },
  },
  'slide-in-right': {
    from: { transform: 'translate3d(100%, 0, 0)' },
    to: { transform: 'translate3d(var(--drawer-translate-x, 0), var(--drawer-translate-y, 0), 0)' },
  },
  'slide-out-right': {
    from: { transform: 'translate3d(var(--drawer-translate-x, 0), var(--drawer-translate-y, 0), 0)' },
    to: { transform: 'translate3d(100%, 0, 0)' },
  },
  'slide-in-left': {
    from: { transform: 'translate3d(-100%, 0, 0)' },
    to: { transform: 'translate3d(var(--drawer-translate-x, 0), var(--drawer-translate-y, 0), 0)' },
  },
  'slide-out-left': {
    from: { transform: 'translate3d(var(--drawer-translate-x, 0), var(--drawer-translate-y, 0), 0)' },
    to: { transform: 'translate3d(-100%, 0, 0)' },
  },
  shimmer: { from: { backgroundPosition: '200% 0' }, to: { backgroundPosition: '-200% 0' } },
})
