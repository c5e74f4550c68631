import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Control, Input, parseDate, Root, SimpleDatePicker } from './date-picker.tsx'
import { axeViolations, renderUi } from './test-utils.tsx'
import { datePicker } from './theme/recipes/date-picker.ts'

afterEach(cleanup)

describe('DatePicker', () => {
  it('shows a French calendar whose weeks start on Monday, accessibly, and picks a date', async () => {
    const onValueChange = vi.fn()
    const user = userEvent.setup()
    renderUi(
      <SimpleDatePicker label="Début du remplacement" defaultValue={[parseDate('2026-08-03')]} onValueChange={onValueChange} />,
    )
    const input = screen.getByRole('textbox', { name: 'Début du remplacement' })
    expect((input as HTMLInputElement).value).toBe('03/08/2026')
    expect(await axeViolations()).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Ouvrir le calendrier' }))
    const grid = await screen.findByRole('grid')
    // Ark hides the weekday row from assistive technologies (each day button says its full date).
    const headers = Array.from(grid.querySelectorAll('thead th abbr')).map((abbr) => abbr.getAttribute('title'))
    expect(headers).toEqual(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'])
    expect(screen.getByRole('button', { name: /^août 2026\s*, changer de vue$/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Mois suivant' })).toBeTruthy()
    expect(await axeViolations()).toEqual([])

    await user.click(within(grid).getByRole('button', { name: /14 août 2026/ }))
    expect(onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ valueAsString: ['14/08/2026'] }))
  })

  it('asks for jj/mm/aaaa, not Ark’s "dd/mm/yyyy", in every field built on it', () => {
    renderUi(<SimpleDatePicker label="Début du remplacement" />)
    expect(screen.getByRole('textbox', { name: 'Début du remplacement' }).getAttribute('placeholder')).toBe('jj/mm/aaaa')
    cleanup()
    // A screen composing the parts itself (the offer form's range) gets it too, with French labels.
    renderUi(
      <Root selectionMode="range">
        <Control>
          <Input index={0} aria-label="Premier jour" />
          <Input index={1} aria-label="Dernier jour" />
        </Control>
      </Root>,
    )
    expect(screen.getByRole('textbox', { name: 'Premier jour' }).getAttribute('placeholder')).toBe('jj/mm/aaaa')
    expect(screen.getByRole('textbox', { name: 'Dernier jour' }).getAttribute('placeholder')).toBe('jj/mm/aaaa')
  })

  it('capitalises the month of the view button, not its hidden ", changer de vue" (read "Changer De Vue")', () => {
    const slots = datePicker.base as Record<string, { textTransform?: string } | undefined>
    expect(slots.viewTrigger?.textTransform).toBeUndefined()
    expect(slots.rangeText?.textTransform).toBe('capitalize')
  })
})
