/**
 * A random UUID v4 for the Idempotency-Key of a queued change (docs/security.md R5): made once per
 * change, so that its replay is recognised. crypto.randomUUID exists only in secure contexts.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  // Version 4 and the RFC 4122 variant, as randomUUID sets them; the indexes exist (16 bytes).
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
