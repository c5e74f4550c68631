import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PAGINATION_DEFAULT_PAGE_SIZE, SimplePagination } from './pagination.tsx'
import { axeViolations, renderUi } from './test-utils.tsx'

afterEach(cleanup)

describe('Pagination', () => {
  it('shows 10 items per page by default, in a named navigation landmark', async () => {
    expect(PAGINATION_DEFAULT_PAGE_SIZE).toBe(10)
    const onPageChange = vi.fn()
    renderUi(<SimplePagination count={45} onPageChange={onPageChange} />)
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Page 5 sur 5' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Page 6 sur 5' })).toBeNull()
    expect(screen.getByText('1–10 sur 45')).toBeTruthy()
    expect(await axeViolations()).toEqual([])

    await userEvent.click(screen.getByRole('button', { name: 'Page suivante' }))
    expect(onPageChange).toHaveBeenCalledWith(expect.objectContaining({ page: 2, pageSize: 10 }))
    expect(screen.getByText('11–20 sur 45')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Page 2 sur 5' }).getAttribute('aria-current')).toBe('page')
  })

  it('follows another page size when given one', () => {
    renderUi(<SimplePagination count={45} pageSize={15} />)
    expect(screen.getByRole('button', { name: 'Page 3 sur 3' })).toBeTruthy()
    expect(screen.getByText('1–15 sur 45')).toBeTruthy()
  })

  it('shows the page it is given (`currentPage`), and turns when that page does', async () => {
    const onPageChange = vi.fn()
    const { rerender } = renderUi(<SimplePagination count={45} currentPage={2} onPageChange={onPageChange} />)
    expect(screen.getByText('11–20 sur 45')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Page suivante' }))
    expect(onPageChange).toHaveBeenCalledWith(expect.objectContaining({ page: 3 }))
    expect(screen.getByText('11–20 sur 45')).toBeTruthy()
    rerender(<SimplePagination count={45} currentPage={3} onPageChange={onPageChange} />)
    expect(screen.getByText('21–30 sur 45')).toBeTruthy()
  })
})
