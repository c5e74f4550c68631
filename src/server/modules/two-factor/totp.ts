import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * TOTP (RFC 6238 over RFC 4226): HMAC-SHA1, 30-second steps, 6 digits — what every
 * authenticator app expects by default. node:crypto is all it takes.
 */
export const TOTP_STEP_SECONDS = 30
export const TOTP_DIGITS = 6
/** Codes of the previous and next step are accepted too: phone clocks drift, people type slowly. */
export const TOTP_WINDOW = 1

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** A new secret: 160 bits (RFC 4226's recommended length), in base32 without padding. */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(20))
}

export function timeStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_STEP_SECONDS)
}

/** The code of one time step (RFC 4226 §5.3 dynamic truncation). */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(step))
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest()
  const offset = (digest.at(-1) ?? 0) & 0x0f
  const binary = digest.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0')
}

/**
 * The time step whose code `code` is, within ±TOTP_WINDOW of now and after `lastUsedStep` (a code,
 * or an older one, is never accepted twice: RFC 6238 §5.2), or null. Every candidate is compared
 * in constant time.
 */
export function matchTotp(secret: string, code: string, now: Date, lastUsedStep: number | null): number | null {
  const current = timeStep(now)
  let found: number | null = null
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    const expected = Buffer.from(totpCode(secret, step))
    const given = Buffer.from(code.padEnd(TOTP_DIGITS, ' ').slice(0, TOTP_DIGITS))
    if (timingSafeEqual(expected, given) && code.length === TOTP_DIGITS && (lastUsedStep === null || step > lastUsedStep)) {
      found ??= step
    }
  }
  return found
}

/** The otpauth:// URL authenticator apps read from the QR code (Google's Key Uri Format). */
export function otpauthUrl(secret: string, account: string, issuer = 'Relève'): string {
  const label = encodeURIComponent(`${issuer}:${account}`)
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  })
  return `otpauth://totp/${label}?${params.toString()}`
}

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let output = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      output += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) output += BASE32[(value << (5 - bits)) & 31]
  return output
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase()
  let bits = 0
  let value = 0
  const output: number[] = []
  for (const char of clean) {
    const index = BASE32.indexOf(char)
    if (index === -1) throw new Error('Invalid base32')
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      output.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Buffer.from(output)
}
