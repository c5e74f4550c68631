import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from './button.tsx'
import * as Dialog from './dialog.tsx'
import * as Drawer from './drawer.tsx'
import * as Menu from './menu.tsx'
import * as Tabs from './tabs.tsx'
import { axeViolations, renderUi } from './test-utils.tsx'
import { SimpleTooltip, TOOLTIP_CLOSE_DELAY_MS, TOOLTIP_OPEN_DELAY_MS } from './tooltip.tsx'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('Dialog', () => {
  it('opens as a named modal dialog, passes axe, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup()
    renderUi(
      <Dialog.Root>
        <Dialog.Trigger asChild>
          <Button>Retirer ma candidature</Button>
        </Dialog.Trigger>
        <Dialog.Popup>
          <Dialog.Header>
            <Dialog.Title>Retirer la candidature ?</Dialog.Title>
            <Dialog.Description>Le titulaire en sera informé.</Dialog.Description>
          </Dialog.Header>
          <Dialog.Footer>
            <Button variant="danger">Retirer</Button>
          </Dialog.Footer>
        </Dialog.Popup>
      </Dialog.Root>,
    )
    const trigger = screen.getByRole('button', { name: 'Retirer ma candidature' })
    await user.click(trigger)
    const dialog = screen.getByRole('dialog', { name: 'Retirer la candidature ?' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy()
    expect(await axeViolations()).toEqual([])
    await user.keyboard('{Escape}')
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(trigger)
  })
})

describe('Drawer', () => {
  it('opens as a named sheet, passes axe and closes with its close button', async () => {
    const user = userEvent.setup()
    renderUi(
      <Drawer.Root>
        <Drawer.Trigger asChild>
          <Button>Filtres</Button>
        </Drawer.Trigger>
        <Drawer.Popup>
          <Drawer.Header>
            <Drawer.Title>Filtrer les offres</Drawer.Title>
          </Drawer.Header>
          <Drawer.Body>Contenu</Drawer.Body>
        </Drawer.Popup>
      </Drawer.Root>,
    )
    await user.click(screen.getByRole('button', { name: 'Filtres' }))
    expect(screen.getByRole('dialog', { name: 'Filtrer les offres' })).toBeTruthy()
    expect(await axeViolations()).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Fermer' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})

describe('Menu', () => {
  it('opens a menu of items from its button and runs the chosen one', async () => {
    const onSelect = vi.fn()
    const user = userEvent.setup()
    renderUi(
      <Menu.Root onSelect={(details) => onSelect(details.value)}>
        <Menu.Trigger asChild>
          <Button variant="outline">Actions</Button>
        </Menu.Trigger>
        <Menu.Popup>
          <Menu.Item value="edit">Modifier</Menu.Item>
          <Menu.Separator />
          <Menu.Item value="delete" data-variant="danger">
            Supprimer
          </Menu.Item>
        </Menu.Popup>
      </Menu.Root>,
    )
    await user.click(screen.getByRole('button', { name: 'Actions' }))
    expect(screen.getByRole('menu')).toBeTruthy()
    expect(await axeViolations()).toEqual([])
    await user.click(screen.getByRole('menuitem', { name: 'Supprimer' }))
    expect(onSelect).toHaveBeenCalledWith('delete')
  })
})

describe('Tabs', () => {
  it('is a named tab list: arrow keys move between tabs, a tab shows its panel', async () => {
    const user = userEvent.setup()
    renderUi(
      <Tabs.Root defaultValue="details">
        <Tabs.List aria-label="Offre">
          <Tabs.Trigger value="details">Détails</Tabs.Trigger>
          <Tabs.Trigger value="applicants">Candidatures</Tabs.Trigger>
          <Tabs.Indicator />
        </Tabs.List>
        <Tabs.Content value="details">Du 3 au 17 août</Tabs.Content>
        <Tabs.Content value="applicants">2 candidatures</Tabs.Content>
      </Tabs.Root>,
    )
    await vi.waitFor(() => expect(screen.getByRole('tabpanel').textContent).toBe('Du 3 au 17 août'))
    expect(await axeViolations()).toEqual([])
    await user.click(screen.getByRole('tab', { name: 'Détails' }))
    await user.keyboard('{ArrowRight}')
    const next = screen.getByRole('tab', { name: 'Candidatures' })
    await vi.waitFor(() => expect(document.activeElement).toBe(next))
    await user.click(next)
    expect(next.getAttribute('aria-selected')).toBe('true')
    await vi.waitFor(() => expect(screen.getByRole('tabpanel').textContent).toBe('2 candidatures'))
  })
})

describe('Tooltip', () => {
  it('opens after 700 ms and closes 300 ms after the pointer leaves', async () => {
    expect(TOOLTIP_OPEN_DELAY_MS).toBe(700)
    expect(TOOLTIP_CLOSE_DELAY_MS).toBe(300)
    vi.useFakeTimers()
    renderUi(
      <SimpleTooltip content="Passer en mode sombre">
        <Button aria-label="Thème">☾</Button>
      </SimpleTooltip>,
    )
    const trigger = screen.getByRole('button', { name: 'Thème' })
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
    fireEvent.pointerMove(trigger, { pointerType: 'mouse' })
    await advance(TOOLTIP_OPEN_DELAY_MS - 50)
    expect(screen.queryByRole('tooltip')).toBeNull()
    await advance(100)
    expect(screen.getByRole('tooltip').textContent).toContain('Passer en mode sombre')
    vi.useRealTimers()
    expect(await axeViolations()).toEqual([])
    vi.useFakeTimers()
    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' })
    await advance(TOOLTIP_CLOSE_DELAY_MS - 50)
    expect(screen.getByRole('tooltip')).toBeTruthy()
    await advance(100)
    expect(screen.queryByRole('tooltip')).toBeNull()
  })
})
