import { useLingui } from '@lingui/react/macro'
import { type ComponentType, cloneElement, type ReactElement, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { whenLoadedAndIdle } from '#client/lib/after-load.ts'
import { css } from '#styled/css'
import { toast } from './toaster.ts'

/** What a deferred popup is given besides its own props. */
export interface DeferredPopupProps {
  /** Opens the popup as it appears: its button was pressed before its code had arrived. */
  defaultOpen?: boolean
}

type PopupLoader<P> = () => Promise<ComponentType<P & DeferredPopupProps>>

// biome-ignore lint/suspicious/noExplicitAny: one cache for popups of any props, keyed by their loader.
const loaded = new Map<PopupLoader<any>, ComponentType<any>>()

const inPlace = css({ display: 'contents' })

/**
 * A closed popup behind a button — a menu of the top bar, a search's filter sheet — whose code
 * (Ark's menu or drawer with its positioning and dismissal, the sheet's fields) stays out of the
 * page's first load (docs/architecture.md#bundle-budgets): its button is drawn at once, as the
 * popup draws it, and the code comes once the page is idle, or at the first press of the button,
 * the popup then opening as soon as it is there. A button that had the keyboard's focus keeps it
 * across the swap.
 */
export function DeferredPopup<P extends object>({
  load,
  props,
  button,
}: {
  load: PopupLoader<P>
  props: P
  /** The popup's button as the popup draws it, without its behaviour. */
  button: ReactElement<{ onClick?: () => void }>
}) {
  const { t } = useLingui()
  const [Popup, setPopup] = useState<ComponentType<P & DeferredPopupProps> | null>(() => loaded.get(load) ?? null)
  const [openAtOnce, setOpenAtOnce] = useState(false)
  const place = useRef<HTMLSpanElement>(null)
  const focusAfterSwap = useRef(false)

  /** Pressed: the person waits for the popup, and is told when its code could not come (a press again retries). */
  function fetchPopup(pressed: boolean) {
    load()
      .then((component) => {
        loaded.set(load, component)
        focusAfterSwap.current = place.current?.contains(document.activeElement) ?? false
        setPopup(() => component)
      })
      .catch((error: unknown) => {
        console.warn('Could not load a popup', error)
        if (!pressed) return
        setOpenAtOnce(false)
        toast.destructive(t`Pas de réseau : réessayez une fois connecté.`)
      })
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at mount.
  useEffect(() => {
    if (!Popup) whenLoadedAndIdle(() => fetchPopup(false))
  }, [])

  useLayoutEffect(() => {
    if (Popup && focusAfterSwap.current && !openAtOnce) place.current?.querySelector<HTMLElement>('button')?.focus()
  }, [Popup, openAtOnce])

  return (
    <span ref={place} className={inPlace}>
      {Popup ? (
        <Popup {...props} defaultOpen={openAtOnce} />
      ) : (
        cloneElement(button, {
          onClick: () => {
            setOpenAtOnce(true)
            fetchPopup(true)
          },
        })
      )}
    </span>
  )
}
