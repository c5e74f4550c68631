import { describe, expect, it } from 'vitest'
import type { AdminUserRow, CrmBoard } from '#shared/admin-users.ts'
import { parseTags } from '../components/crm-panel.tsx'
import { moveCard } from './user-mutations.ts'

const user = (id: number, stage: AdminUserRow['crm']['stage']) =>
  ({ id, email: `u${id}@example.fr`, crm: { stage, next_action_on: null, tags: [] } }) as unknown as AdminUserRow

const board: CrmBoard = {
  columns: [
    { stage: 'new', count: 5, users: [user(1, 'new'), user(2, 'new')] },
    { stage: 'contacted', count: 1, users: [user(3, 'contacted')] },
  ],
}

describe('moveCard', () => {
  it('moves the card to the top of its new column and keeps both counts right', () => {
    const moved = moveCard(board, 2, 'contacted')
    expect(moved.columns.map((c) => [c.stage, c.count, c.users.map((u) => u.id)])).toEqual([
      ['new', 4, [1]],
      ['contacted', 2, [2, 3]],
    ])
    expect(moved.columns[1]?.users[0]?.crm.stage).toBe('contacted')
  })

  it('leaves the board alone for an unknown card or the same column', () => {
    expect(moveCard(board, 99, 'contacted')).toBe(board)
    expect(moveCard(board, 1, 'new')).toBe(board)
  })
})

describe('parseTags', () => {
  it('splits on commas, trims, lowercases and drops repeats and blanks', () => {
    expect(parseTags(' Cabinet Lyon, salon,,cabinet lyon ')).toEqual(['cabinet lyon', 'salon'])
  })
})
