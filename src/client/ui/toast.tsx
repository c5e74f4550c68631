import {
  Toast as ArkToast,
  Toaster as ArkToaster,
  createToaster,
  type ToastActionOptions,
  useToastContext,
} from '@ark-ui/react/toast'
import { useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useSyncExternalStore } from 'react'
import { createStyleContext } from '#styled/jsx'
import { toast as toastRecipe } from '#styled/recipes'
import { Button } from './button.tsx'
import { IconButton } from './icon-button.tsx'
import { AlertIcon, CloseIcon, SuccessIcon } from './icons.tsx'
import {
  type LoadedToaster,
  TOAST_DEFAULT_MS,
  TOAST_HOTKEY,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_WIDE_QUERY,
  type ToastVariant,
  toastPlacement,
} from './toast-settings.ts'
import { HEADER_HEIGHT_VAR } from './use-header-offset.ts'

/** The toast store (Ark's, on Zag): loaded with this module, never at start-up (toaster.ts). */
export const toaster = createToaster({
  placement: toastPlacement(typeof matchMedia === 'function' && matchMedia(TOAST_WIDE_QUERY).matches),
  duration: TOAST_DEFAULT_MS,
  hotkey: TOAST_HOTKEY,
  removeDelay: TOAST_REMOVE_DELAY_MS,
  pauseOnPageIdle: true,
  overlap: false,
  gap: 12,
  // At the top, under the page's header rather than over its links (use-header-offset.ts).
  offsets: { top: `calc(var(${HEADER_HEIGHT_VAR}, 0px) + 0.5rem)`, right: '1rem', bottom: '1rem', left: '1rem' },
})

// Zag types are 'success' | 'error' | …: destructive toasts are 'error' toasts underneath.
const variantOfType = (type: string | undefined): ToastVariant => (type === 'error' ? 'destructive' : 'success')

/** One toast at a time: a new one replaces the current one (toast-settings.ts's rules). */
export const show: LoadedToaster['show'] = (variant, title, options) => {
  for (const current of toaster.getVisibleToasts()) {
    if (current.id && current.id !== options.id) toaster.dismiss(current.id)
  }
  toaster.create({
    id: options.id,
    title,
    description: options.description,
    type: variant === 'destructive' ? 'error' : 'success',
    duration: options.duration ?? TOAST_DEFAULT_MS,
    action: options.action,
    closable: true,
  })
}

const { withProvider, withContext } = createStyleContext(toastRecipe)

const Group = withProvider(ArkToaster, 'group')
const Root = withContext(ArkToast.Root, 'root')
const Icon = withContext('span', 'icon', { defaultProps: { 'data-part': 'icon' } })
const Body = withContext('div', 'body')
const Title = withContext(ArkToast.Title, 'title')
const Description = withContext(ArkToast.Description, 'description')
const ActionTrigger = withContext(ArkToast.ActionTrigger, 'actionTrigger')
const CloseTrigger = withContext(ArkToast.CloseTrigger, 'closeTrigger')

// A rightward swipe of at least TOAST_SWIPE_THRESHOLD_PX closes the toast; a shorter one, or one
// to the left, springs back. The drag is shown through --swipe-x (recipes/toast.ts).
function useSwipeToDismiss(dismiss: () => void) {
  const start = useRef<{ x: number; id: number } | null>(null)

  const reset = (element: HTMLElement) => {
    start.current = null
    element.style.removeProperty('--swipe-x')
    delete element.dataset.swiping
  }

  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0) return
      // Buttons inside the toast keep their own click.
      if ((event.target as Element).closest('button, a')) return
      start.current = { x: event.clientX, id: event.pointerId }
      event.currentTarget.setPointerCapture?.(event.pointerId)
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const origin = start.current
      if (!origin || origin.id !== event.pointerId) return
      const dx = Math.max(0, event.clientX - origin.x)
      event.currentTarget.dataset.swiping = ''
      event.currentTarget.style.setProperty('--swipe-x', `${dx}px`)
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const origin = start.current
      if (!origin || origin.id !== event.pointerId) return
      const dx = event.clientX - origin.x
      reset(event.currentTarget)
      if (dx >= TOAST_SWIPE_THRESHOLD_PX) dismiss()
    },
    onPointerCancel(event: PointerEvent<HTMLElement>) {
      reset(event.currentTarget)
    },
  }
}

function ToastItem({ action }: { action?: ToastActionOptions | undefined }) {
  const { t } = useLingui()
  const api = useToastContext()
  const swipe = useSwipeToDismiss(api.dismiss)
  const variant = variantOfType(api.type)
  return (
    <Root data-variant={variant} {...swipe}>
      <Icon>{variant === 'destructive' ? <AlertIcon /> : <SuccessIcon />}</Icon>
      <Body>
        <Title>{api.title}</Title>
        {api.description ? <Description>{api.description}</Description> : null}
        {action ? (
          <ActionTrigger asChild>
            <Button size="sm" variant="outline">
              {action.label}
            </Button>
          </ActionTrigger>
        ) : null}
      </Body>
      <CloseTrigger asChild>
        <IconButton aria-label={t`Fermer la notification`} size="sm">
          <CloseIcon />
        </IconButton>
      </CloseTrigger>
    </Root>
  )
}

function subscribeToWidth(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {}
  const media = matchMedia(TOAST_WIDE_QUERY)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

const isWide = () => typeof matchMedia === 'function' && matchMedia(TOAST_WIDE_QUERY).matches

/**
 * Mount once, at the root of the app. Shows the toasts created with `toast.success()` /
 * `toast.destructive()` from toaster.ts.
 */
export function Toaster() {
  const { t } = useLingui()
  // The placement follows the width (a tablet turned, a window resized). Zag reads it from the
  // store's settings when the group mounts: the group is mounted again under the new one.
  const placement = toastPlacement(useSyncExternalStore(subscribeToWidth, isWide, () => false))
  toaster.attrs.placement = placement
  // Ark's group subscribes to the toast store a moment after it mounts (in a microtask); a toast
  // created by another component's mount effect in that window never reaches it. Once subscribed,
  // announce the toasts the store holds again (an update with no change, harmless otherwise);
  // the same after the group is mounted again under a new placement.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new placement mounts a new group, which must hear them again.
  useEffect(() => {
    const timer = setTimeout(() => {
      for (const current of toaster.getVisibleToasts()) if (current.id) toaster.update(current.id, {})
    }, 0)
    return () => clearTimeout(timer)
  }, [placement])
  // Escape closes the toast when focus is on it (Ark) or on the viewport after F8 (here).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return
    const current = toaster.getVisibleToasts()[0]
    if (current?.id) {
      toaster.dismiss(current.id)
      event.preventDefault()
    }
  }
  return (
    <Group key={placement} toaster={toaster} aria-label={t`Notifications (F8)`} onKeyDown={onKeyDown}>
      {(options) => <ToastItem key={options.id} action={options.action} />}
    </Group>
  )
}

export const dismiss: LoadedToaster['dismiss'] = (id) => toaster.dismiss(id)
