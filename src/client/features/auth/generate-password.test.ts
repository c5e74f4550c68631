import { afterEach, describe, expect, it, vi } from 'vitest'
import { GENERATED_PASSWORD_ALPHABET, GENERATED_PASSWORD_LENGTH, generatePassword } from '#shared/password.ts'
import { generateAcceptablePassword } from './generate-password.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

const alphabet = GENERATED_PASSWORD_ALPHABET

describe('the password generator', () => {
  it('draws 12 characters from upper and lower case letters, digits and !@#$%^&*()_+[]{}|;:,.<>?', () => {
    expect(GENERATED_PASSWORD_LENGTH).toBe(12)
    expect(new Set(alphabet)).toEqual(
      new Set('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*()_+[]{}|;:,.<>?'),
    )
    for (let i = 0; i < 200; i++) {
      const password = generatePassword()
      expect(password).toHaveLength(12)
      for (const char of password) expect(alphabet).toContain(char)
    }
  })

  it('uses the platform CSPRNG', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues')
    generatePassword()
    expect(spy).toHaveBeenCalled()
  })

  it('has no modulo bias: bytes past the last full multiple of the alphabet are drawn again', () => {
    // Every byte value once, in order: a biased "byte % 86" would give the first 84 characters a
    // third occurrence (bytes 172…255); rejection sampling gives each character exactly two.
    let next = 0
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      const bytes = array as unknown as Uint8Array
      for (let i = 0; i < bytes.length; i++) bytes[i] = next++ % 256
      return array
    })
    const accepted = 256 - (256 % alphabet.length)
    const text = generatePassword(accepted)
    const counts = new Map<string, number>()
    for (const char of text) counts.set(char, (counts.get(char) ?? 0) + 1)
    expect(counts.size).toBe(alphabet.length)
    expect(new Set(counts.values())).toEqual(new Set([accepted / alphabet.length]))
  })

  it('spreads characters evenly over many real draws (each within 5 standard deviations)', () => {
    const draws = 4000
    const counts = new Map<string, number>()
    for (let i = 0; i < draws; i++) for (const char of generatePassword()) counts.set(char, (counts.get(char) ?? 0) + 1)
    const total = draws * GENERATED_PASSWORD_LENGTH
    const p = 1 / alphabet.length
    const expected = total * p
    const sigma = Math.sqrt(total * p * (1 - p))
    expect(counts.size).toBe(alphabet.length)
    for (const [char, count] of counts) {
      expect(Math.abs(count - expected), `${char}: ${count} vs ${expected.toFixed(0)}`).toBeLessThan(5 * sigma)
    }
  })

  it('draws again when a password happens to contain the person’s own words', () => {
    const draws = ['xxDurandxx!1', 'Kq7!pL2#zR9@']
    const password = generateAcceptablePassword({ last_name: 'Durand' }, () => draws.shift() ?? '')
    expect(password).toBe('Kq7!pL2#zR9@')
  })
})
