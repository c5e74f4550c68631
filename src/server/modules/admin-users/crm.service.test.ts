import { describe, expect, it } from 'vitest'
import { nextCrmState } from './crm.service.ts'

describe('nextCrmState', () => {
  const current = { stage: 'new' as const, next_action_on: '2026-03-02', tags: ['salon'] }

  it('keeps what the edit does not send', () => {
    expect(nextCrmState(current, {})).toEqual(current)
  })

  it('takes what it sends, a null day clearing the next action', () => {
    expect(nextCrmState(current, { stage: 'contacted', next_action_on: null, tags: [] })).toEqual({
      stage: 'contacted',
      next_action_on: null,
      tags: [],
    })
  })
})
