import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FilterSheet } from './filter-sheet.tsx'
import { axeViolations, renderUi } from './test-utils.tsx'

afterEach(cleanup)

function Sheet({ onApply, onClear, activeCount = 0 }: { onApply: () => void; onClear: () => void; activeCount?: number }) {
  return (
    <FilterSheet
      title="Filtrer les offres"
      formId="filters"
      submitLabel="Voir les offres"
      activeCount={activeCount}
      onClear={onClear}
    >
      {(close) => (
        <form
          id="filters"
          onSubmit={(event) => {
            event.preventDefault()
            onApply()
            close()
          }}
        >
          <label>
            Rayon <input name="radius" />
          </label>
        </form>
      )}
    </FilterSheet>
  )
}

describe('FilterSheet', () => {
  it('counts the filters set on its button and opens with the focus inside, not on a field (a phone keyboard would cover it)', async () => {
    const user = userEvent.setup()
    renderUi(<Sheet onApply={vi.fn()} onClear={vi.fn()} activeCount={2} />)
    await user.click(screen.getByRole('button', { name: 'Filtres (2)' }))
    const sheet = screen.getByRole('dialog', { name: 'Filtrer les offres' })
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true))
    expect(document.activeElement).not.toBe(screen.getByRole('textbox', { name: 'Rayon' }))
    expect(await axeViolations(sheet)).toEqual([])
  })

  it('applies the form with the footer button and closes', async () => {
    const user = userEvent.setup()
    const onApply = vi.fn()
    renderUi(<Sheet onApply={onApply} onClear={vi.fn()} />)
    await user.click(screen.getByRole('button', { name: 'Filtres' }))
    await user.click(screen.getByRole('button', { name: 'Voir les offres' }))
    expect(onApply).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('clears with « Tout effacer » and closes, without submitting the form', async () => {
    const user = userEvent.setup()
    const onApply = vi.fn()
    const onClear = vi.fn()
    renderUi(<Sheet onApply={onApply} onClear={onClear} activeCount={1} />)
    await user.click(screen.getByRole('button', { name: 'Filtres (1)' }))
    await user.click(screen.getByRole('button', { name: 'Tout effacer' }))
    expect(onClear).toHaveBeenCalledOnce()
    expect(onApply).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
