// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parseDate, SimpleDatePicker } from './date-picker.tsx'
import { axeViolations, renderUi } from './test-utils.tsx'

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
})
