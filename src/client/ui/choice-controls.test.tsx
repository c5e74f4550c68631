import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SimpleCheckbox } from './checkbox.tsx'
import { SimpleRadioGroup } from './radio-group.tsx'
import { SimpleSwitch } from './switch.tsx'
import { axeViolations, renderUi } from './test-utils.tsx'

afterEach(cleanup)

describe('Checkbox', () => {
  it('is a labelled checkbox that toggles', async () => {
    const onCheckedChange = vi.fn()
    renderUi(<SimpleCheckbox onCheckedChange={onCheckedChange}>J’accepte la charte</SimpleCheckbox>)
    const box = screen.getByRole('checkbox', { name: 'J’accepte la charte' })
    expect(await axeViolations()).toEqual([])
    await userEvent.click(box)
    expect(onCheckedChange).toHaveBeenCalledWith(expect.objectContaining({ checked: true }))
  })
})

describe('Switch', () => {
  it('is a labelled switch that toggles', async () => {
    const onCheckedChange = vi.fn()
    renderUi(<SimpleSwitch onCheckedChange={onCheckedChange}>Alertes urgentes</SimpleSwitch>)
    const control = screen.getByRole('switch', { name: 'Alertes urgentes' })
    expect(await axeViolations()).toEqual([])
    await userEvent.click(control)
    expect(onCheckedChange).toHaveBeenCalledWith(expect.objectContaining({ checked: true }))
  })
})

describe('RadioGroup', () => {
  it('is a named group of radios; choosing one reports its value', async () => {
    const onValueChange = vi.fn()
    renderUi(
      <SimpleRadioGroup
        label="Urgence"
        onValueChange={onValueChange}
        items={[
          { label: 'Normale', value: 'normal' },
          { label: 'Urgente', value: 'urgent' },
        ]}
      />,
    )
    expect(screen.getByRole('radiogroup', { name: 'Urgence' })).toBeTruthy()
    expect(await axeViolations()).toEqual([])
    await userEvent.click(screen.getByRole('radio', { name: 'Urgente' }))
    expect(onValueChange).toHaveBeenCalledWith(expect.objectContaining({ value: 'urgent' }))
  })
})
