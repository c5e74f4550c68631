import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SimpleSelect } from './select.tsx'
import { axeViolations, renderUi } from './test-utils.tsx'

afterEach(cleanup)

const shifts = [
  { label: 'Matin', value: 'morning' },
  { label: 'Après-midi', value: 'afternoon' },
  { label: 'Soir', value: 'evening' },
]

describe('Select', () => {
  it('renders accessibly, closed and open, and selects an item', async () => {
    const onValueChange = vi.fn()
    const user = userEvent.setup()
    renderUi(<SimpleSelect label="Créneau" items={shifts} placeholder="Choisir un créneau" onValueChange={onValueChange} />)
    const trigger = screen.getByRole('combobox', { name: 'Créneau' })
    expect(await axeViolations()).toEqual([])

    await user.click(trigger)
    expect(screen.getByRole('listbox')).toBeTruthy()
    expect(await axeViolations()).toEqual([])

    await user.click(screen.getByRole('option', { name: 'Soir' }))
    expect(onValueChange).toHaveBeenCalledWith(expect.objectContaining({ value: ['evening'] }))
    expect(trigger.textContent).toContain('Soir')
  })

  it('refuses an item with an empty value', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderUi(<SimpleSelect label="Créneau" items={[{ label: 'Aucun', value: '' }, ...shifts]} />)).toThrow(
      /must not have an empty value/,
    )
    vi.mocked(console.error).mockRestore()
  })
})
