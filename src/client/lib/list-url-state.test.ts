import { describe, expect, it } from 'vitest'
import { listUrlState } from './list-url-state.ts'

const list = listUrlState({ filterKeys: ['status', 'kind'] as const, perPage: 25 })

describe('listUrlState', () => {
  it('reads the filters it knows, the page and its size, and falls back on malformed ones', () => {
    expect(list.readListState(new URLSearchParams('status=published&other=x&page=3&perPage=50'))).toEqual({
      filters: { status: 'published' },
      page: 3,
      perPage: 50,
    })
    expect(list.readListState(new URLSearchParams('page=-2&perPage=abc'))).toEqual({ filters: {}, page: 1, perPage: 25 })
  })

  it('writes only what differs from the defaults, so the first page keeps a clean address', () => {
    expect(list.writeListState({ filters: { kind: 'cession' }, page: 1, perPage: 25 }).toString()).toBe('kind=cession')
    expect(list.writeListState({ filters: {}, page: 2, perPage: 50 }).toString()).toBe('page=2&perPage=50')
  })

  it('asks the API with the filters set and the page, as strings', () => {
    expect(list.apiQuery({ filters: { status: 'published', kind: '' }, page: 2, perPage: 25 })).toEqual({
      status: 'published',
      page: '2',
      perPage: '25',
    })
  })
})
