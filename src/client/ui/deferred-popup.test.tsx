import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentProps } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from './button.tsx'
import { DeferredPopup, type DeferredPopupProps } from './deferred-popup.tsx'
import * as Menu from './menu.tsx'
import { renderUi } from './test-utils.tsx'
import { toast } from './toaster.ts'

// The page is never idle here unless a test says so: the menu's code comes at the first press.
const idle = vi.hoisted(() => ({ run: (_task: () => void) => {} }))
vi.mock('#client/lib/after-load.ts', () => ({ whenLoadedAndIdle: (task: () => void) => idle.run(task) }))

afterEach(() => {
  cleanup()
  idle.run = () => {}
})

const AccountButton = (props: ComponentProps<'button'>) => (
  <Button variant="outline" {...props}>
    Mon compte
  </Button>
)

function AccountMenu({ defaultOpen }: DeferredPopupProps) {
  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <AccountButton />
      </Menu.Trigger>
      <Menu.Popup>
        <Menu.Item value="logout">Se déconnecter</Menu.Item>
      </Menu.Popup>
    </Menu.Root>
  )
}

/** A loader whose answer the test releases, as the network would. */
function heldLoader() {
  let release: () => void = () => {}
  const arrived = new Promise<void>((resolve) => {
    release = resolve
  })
  const load = vi.fn(() => arrived.then(() => AccountMenu))
  return { load, release }
}

describe('DeferredPopup', () => {
  it('draws the button at once; pressed before the menu’s code is there, the menu opens as soon as it is', async () => {
    const { load, release } = heldLoader()
    renderUi(<DeferredPopup load={load} props={{}} button={<AccountButton />} />)
    await userEvent.click(screen.getByRole('button', { name: 'Mon compte' }))
    expect(load).toHaveBeenCalled()
    expect(screen.queryByRole('menuitem', { name: 'Se déconnecter' })).toBeNull()

    release()
    expect(await screen.findByRole('menuitem', { name: 'Se déconnecter' })).toBeTruthy()
  })

  it('loads the menu once the page is idle, closed, and keeps the keyboard’s focus on its button', async () => {
    const { load, release } = heldLoader()
    let idleTask: () => void = () => {}
    idle.run = (task) => {
      idleTask = task
    }
    renderUi(<DeferredPopup load={load} props={{}} button={<AccountButton />} />)
    screen.getByRole('button', { name: 'Mon compte' }).focus()

    idleTask()
    release()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mon compte' }).getAttribute('aria-haspopup')).toBe('menu'))
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Mon compte' }))
    expect(screen.queryByRole('menuitem')).toBeNull()

    await userEvent.keyboard('{Enter}')
    expect(await screen.findByRole('menuitem', { name: 'Se déconnecter' })).toBeTruthy()
  })

  it('says so when a press finds no network for the code, and a press again opens it', async () => {
    const destructive = vi.spyOn(toast, 'destructive').mockReturnValue('toast')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const load = vi
      .fn<() => Promise<typeof AccountMenu>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    load.mockResolvedValue(AccountMenu)
    renderUi(<DeferredPopup load={load} props={{}} button={<AccountButton />} />)

    await userEvent.click(screen.getByRole('button', { name: 'Mon compte' }))
    await waitFor(() => expect(destructive).toHaveBeenCalledWith('Pas de réseau : réessayez une fois connecté.'))
    expect(screen.queryByRole('menuitem')).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Mon compte' }))
    expect(await screen.findByRole('menuitem', { name: 'Se déconnecter' })).toBeTruthy()
    expect(destructive).toHaveBeenCalledTimes(1)
    destructive.mockRestore()
    warn.mockRestore()
  })
})
