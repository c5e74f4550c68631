/**
 * The one place that keeps secrets out of the audit log: whatever a module hands to recordAudit
 * passes through here. Keys that name a secret are dropped at any depth (a user row's password
 * hash, a two-factor secret or step, tokens, recovery codes), and any string carrying a
 * `token=` parameter (a mailed link) is replaced, since the log is kept for years and read by
 * every admin.
 */
const SECRET_WORDS = new Set([
  'password',
  'passwd',
  'secret',
  'secrets',
  'token',
  'tokens',
  'recovery',
  'hash',
  'otp',
  'totp',
  'cookie',
  'cookies',
  'authorization',
  'apikey',
])

/** `password_hash`, `twoFactorSecret`, `api-key`: a key is split into words, and one secret word is enough. */
export function isSecretKey(key: string): boolean {
  // The last TOTP step accepted is what stops a code from working twice.
  if (/two_?factor_?last_?step/i.test(key)) return true
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/api[_-]key/g, 'apikey')
    .split(/[^a-z0-9]+/)
  return words.some((word) => SECRET_WORDS.has(word))
}

const TOKEN_IN_TEXT = /[?&#](?:token|code|key|signature)=/i
export const REDACTED = '[redacted]'
const MAX_DEPTH = 8

export function redactSecrets(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'string') return TOKEN_IN_TEXT.test(value) ? REDACTED : value
  if (typeof value === 'number' || typeof value === 'boolean') return value
  if (typeof value === 'bigint') return value.toString()
  if (depth >= MAX_DEPTH) return REDACTED
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1))
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) {
      if (isSecretKey(key) || item === undefined || typeof item === 'function') continue
      out[key] = redactSecrets(item, depth + 1)
    }
    return out
  }
  return null
}
