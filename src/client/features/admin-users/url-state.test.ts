import { describe, expect, it } from 'vitest'
import { apiQuery, readListState, toggleSort, withFilter, writeListState } from './url-state.ts'

describe('the users list in the address', () => {
  it('reads defaults from an empty address and writes them back as nothing', () => {
    const state = readListState(new URLSearchParams())
    expect(state).toEqual({ filters: {}, page: 1, perPage: 15, sort: 'created_at', direction: 'desc' })
    expect(writeListState(state).toString()).toBe('')
  })

  it('keeps filters, page and sort through a round trip', () => {
    const params = new URLSearchParams('q=Zo%C3%A9&role=remplacant&validated=false&page=3&sort=last_name&direction=asc')
    const state = readListState(params)
    expect(state.filters).toEqual({ q: 'Zoé', role: 'remplacant', validated: 'false' })
    expect(writeListState(state).toString()).toBe(
      'q=Zo%C3%A9&role=remplacant&validated=false&sort=last_name&direction=asc&page=3',
    )
    expect(apiQuery(state)).toMatchObject({ q: 'Zoé', page: '3', perPage: '15', sort: 'last_name', direction: 'asc' })
  })

  it('falls back to defaults on a malformed page, size or column instead of showing an error', () => {
    const state = readListState(new URLSearchParams('page=-1&perPage=1000&sort=password_hash&direction=sideways'))
    expect(state).toMatchObject({ page: 1, perPage: 15, sort: 'created_at', direction: 'desc' })
  })

  it('sends the list back to page 1 when a filter or the sort changes', () => {
    const state = readListState(new URLSearchParams('page=4'))
    expect(withFilter(state, 'status', 'pending')).toMatchObject({ page: 1, filters: { status: 'pending' } })
    expect(withFilter({ ...state, filters: { status: 'pending' } }, 'status', undefined).filters).toEqual({})
    expect(toggleSort(state, 'email')).toMatchObject({ sort: 'email', direction: 'asc', page: 1 })
    expect(toggleSort({ ...state, sort: 'email', direction: 'asc' }, 'email').direction).toBe('desc')
    expect(toggleSort(state, 'validated_at').direction).toBe('desc')
  })
})
