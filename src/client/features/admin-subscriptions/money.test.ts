import { describe, expect, it } from 'vitest'
import { centsToEuros, eurosToCents } from './money.ts'

describe('eurosToCents', () => {
  it('reads euros as an admin types them, the French comma included', () => {
    expect(eurosToCents('49')).toBe(4900)
    expect(eurosToCents('49,9')).toBe(4990)
    expect(eurosToCents('49,90')).toBe(4990)
    expect(eurosToCents('49.05')).toBe(4905)
    expect(eurosToCents(' 1 000,50 € ')).toBe(100050)
    expect(eurosToCents('0,01')).toBe(1)
  })

  it('refuses what is not an amount: NaN, which the schema refuses with its sentence', () => {
    for (const text of ['', 'abc', '49,999', '-5', '4,9,0', '49 €uros']) expect(eurosToCents(text), text).toBeNaN()
  })
})

describe('centsToEuros', () => {
  it('writes cents back in the admin’s language', () => {
    expect(centsToEuros(4900, 'fr')).toBe('49,00')
    expect(centsToEuros(100050, 'fr')).toBe('1000,50')
    expect(centsToEuros(4990, 'en')).toBe('49.90')
    expect(eurosToCents(centsToEuros(123456, 'fr'))).toBe(123456)
  })
})
