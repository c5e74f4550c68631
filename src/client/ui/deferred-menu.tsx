import { type ComponentType, cloneElement, type ReactElement, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { whenLoadedAndIdle } from '#client/lib/after-load.ts'
import { css } from '#styled/css'

/** What a deferred menu is given besides its own props. */
export interface DeferredMenuProps {
  /** Opens the menu as it appears: its button was pressed before its code had arrived. */
  defaultOpen?: boolean
}

type MenuLoader<P> = () => Promise<ComponentType<P & DeferredMenuProps>>

// biome-ignore lint/suspicious/noExplicitAny: one cache for menus of any props, keyed by their loader.
const loaded = new Map<MenuLoader<any>, ComponentType<any>>()

const inPlace = css({ display: 'contents' })

/**
 * A menu of the dashboard's top bar whose code — Ark's menu with its positioning and dismissal,
 * about 30 KB gzip — stays out of the dashboard's first load (docs/architecture.md#bundle-budgets):
 * its button is drawn at once, as the menu draws it, and the code comes once the page is idle, or
 * at the first press of the button, the menu then opening as soon as it is there. A button that had
 * the keyboard's focus keeps it across the swap.
 */
export function DeferredMenu<P extends object>({
  load,
  props,
  button,
}: {
  load: MenuLoader<P>
  props: P
  /** The menu's button as the menu draws it, without its behaviour. */
  button: ReactElement<{ onClick?: () => void }>
}) {
  const [Menu, setMenu] = useState<ComponentType<P & DeferredMenuProps> | null>(() => loaded.get(load) ?? null)
  const [openAtOnce, setOpenAtOnce] = useState(false)
  const place = useRef<HTMLSpanElement>(null)
  const focusAfterSwap = useRef(false)

  function fetchMenu() {
    load()
      .then((component) => {
        loaded.set(load, component)
        focusAfterSwap.current = place.current?.contains(document.activeElement) ?? false
        setMenu(() => component)
      })
      .catch((error: unknown) => console.warn('Could not load a menu', error))
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at mount.
  useEffect(() => {
    if (!Menu) whenLoadedAndIdle(fetchMenu)
  }, [])

  useLayoutEffect(() => {
    if (Menu && focusAfterSwap.current && !openAtOnce) place.current?.querySelector<HTMLElement>('button')?.focus()
  }, [Menu, openAtOnce])

  return (
    <span ref={place} className={inPlace}>
      {Menu ? (
        <Menu {...props} defaultOpen={openAtOnce} />
      ) : (
        cloneElement(button, {
          onClick: () => {
            setOpenAtOnce(true)
            fetchMenu()
          },
        })
      )}
    </span>
  )
}
