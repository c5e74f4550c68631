import { Toast as ArkToast, Toaster as ArkToaster, type ToastActionOptions, useToastContext } from '@ark-ui/react/toast'
import { useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useSyncExternalStore } from 'react'
import { createStyleContext } from '#styled/jsx'
import { toast as toastRecipe } from '#styled/recipes'
import { Button } from './button.tsx'
import { IconButton } from './icon-button.tsx'
import { AlertIcon, CloseIcon, SuccessIcon } from './icons.tsx'
import { TOAST_SWIPE_THRESHOLD_PX, TOAST_WIDE_QUERY, toaster, toastPlacement, variantOfType } from './toaster.ts'

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
