import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Secrets handed to people (session tokens, links, login challenges): 256 random bits in
 * base64url (43 characters). Only their SHA-256 is stored, so a database dump opens nothing;
 * a plain hash is enough for values that random (no dictionary to try).
 */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

export const TOKEN_PATTERN = /^[\w-]{43}$/

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

/** Constant-time equality of two strings of any length. */
export function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest())
}
