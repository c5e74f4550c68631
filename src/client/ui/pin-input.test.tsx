import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SimplePinInput } from './pin-input.tsx'
import { axeViolations, renderUi } from './test-utils.tsx'

afterEach(cleanup)

const cells = () => screen.getAllByRole('textbox') as HTMLInputElement[]

describe('PinInput', () => {
  it('labels each cell "N of M" and renders accessibly', async () => {
    renderUi(<SimplePinInput label="Code de vérification" length={6} />)
    expect(cells().map((cell) => cell.getAttribute('aria-label'))).toEqual([
      'pin input 1 of 6',
      'pin input 2 of 6',
      'pin input 3 of 6',
      'pin input 4 of 6',
      'pin input 5 of 6',
      'pin input 6 of 6',
    ])
    expect(await axeViolations()).toEqual([])
  })

  it('takes digits only when its type is number, one per cell', async () => {
    const onValueComplete = vi.fn()
    const user = userEvent.setup()
    renderUi(<SimplePinInput label="Code" length={4} onValueComplete={onValueComplete} />)
    await user.click(cells()[0] as HTMLInputElement)
    await user.keyboard('a1b2')
    expect(cells().map((cell) => cell.value)).toEqual(['1', '2', '', ''])
    await user.keyboard('34')
    expect(cells().map((cell) => cell.value)).toEqual(['1', '2', '3', '4'])
    expect(onValueComplete).toHaveBeenCalledWith(expect.objectContaining({ valueAsString: '1234' }))
    expect(cells().every((cell) => cell.value.length <= 1)).toBe(true)
  })

  it('takes letters too when its type is text', async () => {
    const user = userEvent.setup()
    renderUi(<SimplePinInput label="Code" length={3} type="text" />)
    await user.click(cells()[0] as HTMLInputElement)
    await user.keyboard('a1B')
    expect(cells().map((cell) => cell.value)).toEqual(['a', '1', 'B'])
  })
})
