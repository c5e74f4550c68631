import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { axeViolations, renderUi } from './test-utils.tsx'
import { Toaster, toaster } from './toast.tsx'
import { TOAST_DEFAULT_MS, TOAST_REMOVE_DELAY_MS } from './toast-settings.ts'
import { ACCOUNT_TOAST_MS, toast } from './toaster.ts'

const openToasts = () => Array.from(document.querySelectorAll('[data-scope=toast][data-part=root][data-state=open]'))
const allToasts = () => Array.from(document.querySelectorAll('[data-scope=toast][data-part=root]'))
const viewport = () => screen.getByRole('region', { name: 'Notifications (F8)' })

// Zag updates through microtasks and animation frames: let both run after each step.
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms))
}

async function show(fn: () => void) {
  await act(async () => fn())
  await advance(32)
}

async function fire(fn: () => void) {
  await act(async () => fn())
  await advance(16)
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'performance',
      'Date',
    ],
  })
  renderUi(<Toaster />)
})

afterEach(async () => {
  await act(async () => toaster.remove())
  cleanup()
  vi.useRealTimers()
})

describe('Toaster', () => {
  it('shows a success toast accessibly, with its icon and a close button', async () => {
    await show(() => toast.success('Inscription réussie'))
    const [root] = openToasts()
    expect(root?.textContent).toContain('Inscription réussie')
    expect(root?.getAttribute('data-variant')).toBe('success')
    expect(root?.querySelector('[data-part=icon] svg')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Fermer la notification' })).toBeTruthy()
    vi.useRealTimers()
    expect(await axeViolations()).toEqual([])
  })

  it('gives destructive toasts their own variant and icon', async () => {
    await show(() => toast.success('Succès'))
    const successIcon = openToasts()[0]?.querySelector('[data-part=icon]')?.innerHTML
    await show(() => toast.destructive('Erreur lors de la déconnexion.'))
    const [root] = openToasts()
    expect(root?.getAttribute('data-variant')).toBe('destructive')
    expect(root?.querySelector('[data-part=icon]')?.innerHTML).not.toBe(successIcon)
  })

  it('shows one toast at a time: a new one replaces the current one', async () => {
    await show(() => toast.success('Première'))
    await show(() => toast.success('Deuxième'))
    await show(() => toast.destructive('Troisième'))
    expect(openToasts()).toHaveLength(1)
    expect(openToasts()[0]?.textContent).toContain('Troisième')
    await advance(TOAST_REMOVE_DELAY_MS + 50)
    expect(allToasts()).toHaveLength(1)
  })

  it('closes after 5000 ms by default', async () => {
    expect(TOAST_DEFAULT_MS).toBe(5000)
    await show(() => toast.success('Validation réussie.'))
    await advance(TOAST_DEFAULT_MS - 200)
    expect(openToasts()).toHaveLength(1)
    await advance(300)
    expect(openToasts()).toHaveLength(0)
  })

  it('closes account toasts after 3 s', async () => {
    expect(ACCOUNT_TOAST_MS).toBe(3000)
    await show(() => toast.success('Inscription rapide réussie', { duration: ACCOUNT_TOAST_MS }))
    await advance(ACCOUNT_TOAST_MS - 200)
    expect(openToasts()).toHaveLength(1)
    await advance(300)
    expect(openToasts()).toHaveLength(0)
  })

  it('closes with its close button', async () => {
    await show(() => toast.success('E-mail envoyé avec succès.'))
    await fire(() => fireEvent.click(screen.getByRole('button', { name: 'Fermer la notification' })))
    expect(openToasts()).toHaveLength(0)
  })

  it('closes with Escape when focus is on the toast', async () => {
    await show(() => toast.success('Suppression réussie.'))
    await fire(() => fireEvent.keyDown(openToasts()[0] as Element, { key: 'Escape' }))
    expect(openToasts()).toHaveLength(0)
  })

  it('focuses the viewport with F8, and Escape then closes the toast', async () => {
    await show(() => toast.success('Succès'))
    await fire(() => fireEvent.keyDown(document.body, { key: 'F8', code: 'F8' }))
    expect(document.activeElement).toBe(viewport())
    await fire(() => fireEvent.keyDown(viewport(), { key: 'Escape' }))
    expect(openToasts()).toHaveLength(0)
  })

  it('closes on a rightward swipe of at least 50 px, not on a shorter or leftward one', async () => {
    await show(() => toast.success('Succès'))
    const swipe = async (dx: number) => {
      const root = openToasts()[0] as Element
      await fire(() => fireEvent.pointerDown(root, { button: 0, pointerId: 1, clientX: 100, clientY: 10 }))
      await fire(() => fireEvent.pointerMove(root, { pointerId: 1, clientX: 100 + dx, clientY: 10 }))
      await fire(() => fireEvent.pointerUp(root, { pointerId: 1, clientX: 100 + dx, clientY: 10 }))
    }
    await swipe(49)
    expect(openToasts()).toHaveLength(1)
    await swipe(-80)
    expect(openToasts()).toHaveLength(1)
    await swipe(50)
    expect(openToasts()).toHaveLength(0)
  })

  it('pauses while the pointer is over the viewport', async () => {
    await show(() => toast.success('Succès'))
    await fire(() => fireEvent.mouseEnter(viewport()))
    await advance(TOAST_DEFAULT_MS * 2)
    expect(openToasts()).toHaveLength(1)
    await fire(() => fireEvent.mouseLeave(viewport()))
    await advance(TOAST_DEFAULT_MS + 100)
    expect(openToasts()).toHaveLength(0)
  })

  it('pauses while focus is inside the viewport', async () => {
    await show(() => toast.success('Succès'))
    await fire(() => screen.getByRole('button', { name: 'Fermer la notification' }).focus())
    await advance(TOAST_DEFAULT_MS * 2)
    expect(openToasts()).toHaveLength(1)
  })

  it('refuses an empty label', async () => {
    expect(() => toast.success('')).toThrow(/non-empty label/)
    expect(() => toast.destructive('   ')).toThrow(/non-empty label/)
    expect(openToasts()).toHaveLength(0)
  })

  it('offers an action button when asked', async () => {
    const onClick = vi.fn()
    await show(() =>
      toast.success('Une nouvelle version est prête', {
        duration: Number.POSITIVE_INFINITY,
        action: { label: 'Mettre à jour', onClick },
      }),
    )
    await fire(() => fireEvent.click(screen.getByRole('button', { name: 'Mettre à jour' })))
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('shows at the top on phones, where a bottom toast covered the page’s main button, and bottom right from 768 px', async () => {
    let wide = false
    const listeners = new Set<() => void>()
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        get matches() {
          return query === '(min-width: 768px)' && wide
        },
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      })),
    )
    cleanup()
    renderUi(<Toaster />)
    await show(() => toast.success('Charte acceptée'))
    expect(viewport().dataset.placement).toBe('top')
    expect(openToasts()).toHaveLength(1)

    wide = true
    await fire(() => {
      for (const listener of listeners) listener()
    })
    await advance(32)
    expect(viewport().dataset.placement).toBe('bottom-end')
    // The toast shown before the turn is still there.
    expect(openToasts()).toHaveLength(1)
    vi.unstubAllGlobals()
  })
})
