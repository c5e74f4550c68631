import { describe, expect, it } from 'vitest'
import { generateRecoveryCodes, hashRecoveryCode, normalizeRecoveryCode } from './recovery-codes.ts'
import { open, seal } from './secret-box.ts'
import { base32Decode, base32Encode, generateTotpSecret, matchTotp, otpauthUrl, timeStep, totpCode } from './totp.ts'

// RFC 6238 appendix B: the SHA-1 secret is the ASCII "12345678901234567890".
const rfcSecret = base32Encode(Buffer.from('12345678901234567890'))

describe('TOTP', () => {
  it('gives the RFC 6238 test vectors (last 6 digits of the 8-digit values)', () => {
    const vectors: [number, string][] = [
      [59, '287082'],
      [1111111109, '081804'],
      [1111111111, '050471'],
      [1234567890, '005924'],
      [2000000000, '279037'],
      [20000000000, '353130'],
    ]
    for (const [seconds, code] of vectors) expect(totpCode(rfcSecret, timeStep(new Date(seconds * 1000)))).toBe(code)
  })

  it('accepts the previous, current and next step, and nothing further (R6 edges)', () => {
    const now = new Date(1_800_000_000_000)
    const step = timeStep(now)
    const secret = generateTotpSecret()
    expect(matchTotp(secret, totpCode(secret, step - 1), now, null)).toBe(step - 1)
    expect(matchTotp(secret, totpCode(secret, step), now, null)).toBe(step)
    expect(matchTotp(secret, totpCode(secret, step + 1), now, null)).toBe(step + 1)
    // Codes two steps away: refused unless they happen to equal a neighbour's (1 in a million).
    for (const far of [step - 2, step + 2]) {
      const code = totpCode(secret, far)
      if ([step - 1, step, step + 1].every((s) => totpCode(secret, s) !== code))
        expect(matchTotp(secret, code, now, null)).toBeNull()
    }
    // The last second of a step still accepts the step before; the first second of the next does not.
    const lastSecond = new Date((step + 1) * 30_000 - 1)
    expect(matchTotp(secret, totpCode(secret, step - 1), lastSecond, null)).toBe(step - 1)
    const nextStepStart = new Date((step + 1) * 30_000)
    const stale = totpCode(secret, step - 1)
    if ([step, step + 1, step + 2].every((s) => totpCode(secret, s) !== stale))
      expect(matchTotp(secret, stale, nextStepStart, null)).toBeNull()
  })

  it('never accepts a step at or before the last one used', () => {
    const now = new Date(1_800_000_000_000)
    const step = timeStep(now)
    const secret = generateTotpSecret()
    expect(matchTotp(secret, totpCode(secret, step), now, step)).toBeNull()
    expect(matchTotp(secret, totpCode(secret, step - 1), now, step - 1)).toBeNull()
    expect(matchTotp(secret, totpCode(secret, step + 1), now, step)).toBe(step + 1)
  })

  it('refuses malformed codes', () => {
    const secret = generateTotpSecret()
    const now = new Date()
    expect(matchTotp(secret, '', now, null)).toBeNull()
    expect(matchTotp(secret, `${totpCode(secret, timeStep(now))}0`, now, null)).toBeNull()
  })

  it('makes 160-bit base32 secrets and the otpauth URL apps read', () => {
    const secret = generateTotpSecret()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(base32Decode(secret)).toHaveLength(20)
    const url = new URL(otpauthUrl(secret, 'camille@example.fr'))
    expect(url.protocol).toBe('otpauth:')
    expect(url.host).toBe('totp')
    expect(decodeURIComponent(url.pathname)).toBe('/Relève:camille@example.fr')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret,
      issuer: 'Relève',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    })
  })
})

describe('secret box', () => {
  const key = Buffer.alloc(32, 7)
  it('opens what it sealed, for the same user only', () => {
    const box = seal(key, 'JBSWY3DPEHPK3PXP', 'user:1')
    expect(box).toMatch(/^v1\./)
    expect(box).not.toContain('JBSWY3DPEHPK3PXP')
    expect(open(key, box, 'user:1')).toBe('JBSWY3DPEHPK3PXP')
    expect(open(key, box, 'user:2')).toBeNull()
    expect(open(Buffer.alloc(32, 8), box, 'user:1')).toBeNull()
    // The second-to-last character carries six whole bits of the tag, so changing it always alters the box.
    const tampered = `${box.slice(0, -2)}${box.at(-2) === 'A' ? 'B' : 'A'}${box.slice(-1)}`
    expect(open(key, tampered, 'user:1')).toBeNull()
    expect(open(key, 'garbage', 'user:1')).toBeNull()
  })
})

describe('recovery codes', () => {
  it('are ten distinct XXXXX-XXXXX codes without ambiguous characters', () => {
    const codes = generateRecoveryCodes()
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-8]{5}-[A-HJKMNP-Z2-8]{5}$/)
  })

  it('hash the same however they are typed back, and differently under another key', () => {
    const key = Buffer.alloc(32, 1)
    expect(normalizeRecoveryCode(' abcde-fghjk ')).toBe('ABCDEFGHJK')
    expect(hashRecoveryCode(key, 'abcde fghjk')).toBe(hashRecoveryCode(key, 'ABCDE-FGHJK'))
    expect(hashRecoveryCode(Buffer.alloc(32, 2), 'ABCDE-FGHJK')).not.toBe(hashRecoveryCode(key, 'ABCDE-FGHJK'))
  })
})
