import { describe, expect, it } from 'vitest'
import { activeFilterCount, filtersFromParams, paramsFromFilters, searchInput } from './search-filters.ts'

describe('the partner listings search in the address', () => {
  it('starts around the member’s commune, nearest first, and reads back what it writes', () => {
    const filters = filtersFromParams(new URLSearchParams(), '35093')
    expect(filters).toMatchObject({ commune: '35093', radius_km: 30, kinds: [], sort: 'distance' })
    const changed = { ...filters, kinds: ['cession' as const], radius_km: 50, price_max: 100_000 }
    const params = paramsFromFilters(changed, new URLSearchParams('tab=search'))
    expect(params.toString()).toBe('tab=search&commune=35093&radius_km=50&kind=cession&price_max=100000')
    expect(filtersFromParams(params, null)).toEqual(changed)
    expect(activeFilterCount(changed)).toBe(2)
  })

  it('drops what it cannot read, and searches all of France newest first without a commune', () => {
    const filters = filtersFromParams(new URLSearchParams('commune=&kind=cession,nope&radius_km=9999&sort=distance'), '35093')
    expect(filters).toMatchObject({ commune: null, kinds: ['cession'], radius_km: 30, sort: 'date' })
    expect(searchInput(filters)).toEqual({ sort: 'date', kind: ['cession'] })
  })

  it('asks the API for ranges in order, whichever way they were typed', () => {
    const filters = filtersFromParams(new URLSearchParams('commune=35288&price_min=90000&price_max=50000&percent_min=20'), null)
    expect(searchInput(filters)).toEqual({
      sort: 'distance',
      commune: '35288',
      radius_km: 30,
      price_min: 50_000,
      price_max: 90_000,
      percent_min: 20,
    })
  })
})
