import {
  Children,
  type ComponentProps,
  cloneElement,
  createElement,
  isValidElement,
  type ReactElement,
  type Ref,
  useCallback,
} from 'react'

// Ark UI's `ark.button` (its `asChild` factory), rewritten for the one button of the start-up:
// Ark's factory imports Zag's core for its `mergeProps`, and that import brought Zag's whole core,
// DOM and utility modules (about 10 KB gzip) into the app's start (docs/architecture.md#bundle-budgets).
// The same behaviour as Ark's: the only child is rendered with this element's props merged into
// its own (event handlers both run, the child's first; classes joined; styles merged; otherwise the
// child's defined values win), and both refs are set.

type Props = Record<string | symbol, unknown>
type Handler = (...args: unknown[]) => unknown

const joinClasses = (...names: unknown[]) =>
  names
    .map((name) => (typeof name === 'string' ? name.trim() : name))
    .filter(Boolean)
    .join(' ')

const cssDeclaration = /((?:--)?(?:\w+-?)+)\s*:\s*([^;]*)/g

function styleObject(style: string): Record<string, string> {
  const result: Record<string, string> = {}
  for (const match of style.matchAll(cssDeclaration)) result[match[1] as string] = match[2] as string
  return result
}

function mergeStyles(a: unknown, b: unknown): unknown {
  if (typeof a === 'string' && typeof b === 'string') return `${a};${b}`
  const first = typeof a === 'string' ? styleObject(a) : a
  const second = typeof b === 'string' ? styleObject(b) : b
  return Object.assign({}, first ?? {}, second ?? {})
}

function mergeProps(...all: Props[]): Props {
  const result: Props = {}
  for (const props of all) {
    for (const key in result) {
      const mine = result[key]
      const theirs = props[key]
      if (key.startsWith('on') && typeof mine === 'function' && typeof theirs === 'function') {
        result[key] = (...args: unknown[]) => {
          ;(theirs as Handler)(...args)
          ;(mine as Handler)(...args)
        }
      } else if (key === 'className' || key === 'class') result[key] = joinClasses(mine, theirs)
      else if (key === 'style') result[key] = mergeStyles(mine, theirs)
      else if (key === 'data-ownedby')
        result[key] = [...new Set(joinClasses(mine, theirs).split(/\s+/).filter(Boolean))].join(' ')
      else result[key] = theirs !== undefined ? theirs : mine
    }
    for (const key in props) if (result[key] === undefined) result[key] = props[key]
    for (const symbol of Object.getOwnPropertySymbols(props)) result[symbol] = props[symbol]
  }
  return result
}

function setRef<T>(ref: Ref<T> | undefined, node: T | null): (() => void) | undefined {
  if (typeof ref === 'function') {
    const cleanUp = ref(node)
    return typeof cleanUp === 'function' ? cleanUp : () => ref(null)
  }
  if (ref) {
    ref.current = node
    return () => {
      ref.current = null
    }
  }
  return undefined
}

function useComposedRef<T>(a: Ref<T> | undefined, b: Ref<T> | undefined): (node: T | null) => (() => void) | undefined {
  return useCallback(
    (node: T | null) => {
      const cleanUps = [setRef(a, node), setRef(b, node)]
      return () => {
        for (const cleanUp of cleanUps) cleanUp?.()
      }
    },
    [a, b],
  )
}

const lazyType = Symbol.for('react.lazy')

function onlyChild(children: unknown): ReactElement<Props> | undefined {
  if (isValidElement<Props>(children)) return children
  if (typeof children === 'object' && children !== null && (children as { $$typeof?: symbol }).$$typeof === lazyType) {
    return Children.toArray(children as never).find((child) => isValidElement(child)) as ReactElement<Props> | undefined
  }
  return undefined
}

/** A <button>, or with `asChild` its only child (a router link…) given the button's props. */
export function AsChildButton({ asChild, children, ref, ...props }: ComponentProps<'button'> & { asChild?: boolean }) {
  const child = asChild ? onlyChild(children) : undefined
  const childRef = child?.props.ref as Ref<HTMLButtonElement> | undefined
  const composedRef = useComposedRef(ref, childRef)
  // biome-ignore lint/a11y/useButtonType: Button (button.tsx) always gives its type.
  if (!asChild) return createElement('button', { ...props, ref }, children)
  if (!child) return null
  return cloneElement(child, { ...mergeProps(props as Props, child.props), ref: ref ? composedRef : childRef })
}
