import { describe, expect, it } from 'vitest'
import { activeFilterCount, filtersFromParams, paramsFromFilters, searchInput, widerRadius } from './search-filters.ts'

const read = (query: string, fallback: string | null = null) => filtersFromParams(new URLSearchParams(query), fallback)

describe('search filters in the address', () => {
  it('centres on the nurse’s commune when the address names none, and on all of France for commune=', () => {
    expect(read('', '35288')).toMatchObject({ commune: '35288', sort: 'distance', radius_km: 30 })
    expect(read('commune=', '35288')).toMatchObject({ commune: null, sort: 'start_date' })
    expect(read('commune=2a004')).toMatchObject({ commune: '2A004' })
  })

  it('reads every filter and writes them back to the same address', () => {
    const query =
      'commune=69123&radius_km=50&from=2027-03-01&to=2027-03-31&shifts=matin%2Csoir&care_types=pansements%2Cperfusions&min_percent=85&housing=true&urgency=urgent&sort=start_date&view=map'
    const filters = read(query)
    expect(filters).toEqual({
      commune: '69123',
      radius_km: 50,
      from: '2027-03-01',
      to: '2027-03-31',
      shifts: ['matin', 'soir'],
      care_types: ['pansements', 'perfusions'],
      min_percent: 85,
      housing: true,
      urgency: ['urgent'],
      sort: 'start_date',
    })
    const written = paramsFromFilters(filters, new URLSearchParams(query))
    expect(Object.fromEntries(written)).toEqual(Object.fromEntries(new URLSearchParams(query)))
    expect(activeFilterCount(filters)).toBe(6)
  })

  it('drops what it cannot read instead of failing on a hand-edited link', () => {
    expect(
      read('commune=abc&radius_km=999&from=2027-02-30&shifts=nuit,matin&min_percent=20&urgency=soon&care_types=Bad Slug'),
    ).toEqual({
      commune: null,
      radius_km: 30,
      from: null,
      to: null,
      shifts: ['matin'],
      care_types: [],
      min_percent: null,
      housing: false,
      urgency: [],
      sort: 'start_date',
    })
  })

  it('puts dates given backwards in order', () => {
    expect(read('from=2027-04-10&to=2027-04-01')).toMatchObject({ from: '2027-04-01', to: '2027-04-10' })
  })

  it('reads the radius of the nurse’s zone when the address names none, and leaves it out when writing', () => {
    const filters = filtersFromParams(new URLSearchParams('commune=35288'), null, 20)
    expect(filters.radius_km).toBe(20)
    expect(paramsFromFilters(filters, undefined, 20).toString()).toBe('commune=35288')
    expect(paramsFromFilters({ ...filters, radius_km: 30 }, undefined, 20).toString()).toBe('commune=35288&radius_km=30')
  })

  it('leaves defaults out of the address and keeps the commune so a shared link finds the same place', () => {
    const written = paramsFromFilters(read('', '35288'))
    expect(written.toString()).toBe('commune=35288')
  })

  it('asks the API with comma-separated lists, the radius only around a commune, distance order only with one', () => {
    expect(searchInput(read('commune=35288&shifts=matin,soir&housing=true'))).toEqual({
      commune: '35288',
      radius_km: 30,
      shifts: ['matin', 'soir'],
      housing: 'true',
      sort: 'distance',
    })
    expect(searchInput(read('commune=&radius_km=50&sort=distance'))).toEqual({ sort: 'start_date' })
  })

  it('widens the radius step by step up to the largest', () => {
    expect(widerRadius(30)).toBe(50)
    expect(widerRadius(200)).toBeNull()
  })
})
