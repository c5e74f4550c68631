import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SimpleCombobox } from './combobox.tsx'
import { axeViolations, renderUi } from './test-utils.tsx'

afterEach(cleanup)

const regions = [
  { label: 'Île-de-France', value: '11' },
  { label: 'Bretagne', value: '53' },
  { label: 'Occitanie', value: '76' },
]

describe('Combobox', () => {
  it('filters as you type, ignoring case and accents, and renders accessibly', async () => {
    const onValueChange = vi.fn()
    const user = userEvent.setup()
    renderUi(<SimpleCombobox label="Région" items={regions} onValueChange={onValueChange} />)
    const input = screen.getByRole('combobox', { name: 'Région' })
    expect(await axeViolations()).toEqual([])

    await user.type(input, 'ile')
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Île-de-France'])
    expect(await axeViolations()).toEqual([])

    await user.click(screen.getByRole('option', { name: 'Île-de-France' }))
    expect(onValueChange).toHaveBeenCalledWith(['11'])
  })

  it('says when nothing matches', async () => {
    const user = userEvent.setup()
    renderUi(<SimpleCombobox label="Région" items={regions} />)
    await user.type(screen.getByRole('combobox', { name: 'Région' }), 'zzz')
    expect(screen.getByText('Aucun résultat')).toBeTruthy()
  })
})
