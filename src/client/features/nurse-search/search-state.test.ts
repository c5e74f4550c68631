import { describe, expect, it } from 'vitest'
import { readSearchState, searchParamsOf } from './search-state.ts'

describe('the search in the address', () => {
  it('reads a commune, a care type and a page', () => {
    expect(readSearchState(new URLSearchParams('commune=69383&care_type=pansements&page=2'))).toEqual({
      commune: '69383',
      careType: 'pansements',
      page: 2,
    })
    // Corsica's codes, as people may type them.
    expect(readSearchState(new URLSearchParams('commune=2a004'))).toEqual({ commune: '2A004', careType: undefined, page: 1 })
  })

  it('is no search without a valid commune, and ignores a bad care type or page', () => {
    expect(readSearchState(new URLSearchParams(''))).toBeNull()
    expect(readSearchState(new URLSearchParams('commune=Lyon&care_type=pansements'))).toBeNull()
    expect(readSearchState(new URLSearchParams('commune=69383&care_type=<b>&page=-1'))).toEqual({
      commune: '69383',
      careType: undefined,
      page: 1,
    })
    expect(readSearchState(new URLSearchParams('commune=69383&page=1.5'))?.page).toBe(1)
  })

  it('writes the shortest address that reads back the same', () => {
    const state = { commune: '69383', careType: 'diabete', page: 3 }
    expect(searchParamsOf(state).toString()).toBe('commune=69383&care_type=diabete&page=3')
    expect(readSearchState(searchParamsOf(state))).toEqual(state)
    expect(searchParamsOf({ commune: '75111', careType: undefined, page: 1 }).toString()).toBe('commune=75111')
  })
})
