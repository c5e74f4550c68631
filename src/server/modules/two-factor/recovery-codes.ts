import { createHmac, randomBytes } from 'node:crypto'

export const RECOVERY_CODE_COUNT = 10
// No 0/O, 1/I/L: the codes are read off paper. 30 symbols × 10 = 49 bits each.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ2345678'

/** Ten codes shown once as XXXXX-XXXXX; the dash and the case are ignored when typed back. */
export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    let code = ''
    while (code.length < 10) {
      for (const byte of randomBytes(16)) {
        // 240 = 8 × 30: bytes past it would favour the first symbols.
        if (byte < 240 && code.length < 10) code += ALPHABET[byte % ALPHABET.length]
      }
    }
    return `${code.slice(0, 5)}-${code.slice(5)}`
  })
}

export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase()
}

/** Keyed hash: without APP_KEY, a stolen table of hashes cannot be brute-forced offline. */
export function hashRecoveryCode(key: Buffer, code: string): string {
  return createHmac('sha256', key).update(normalizeRecoveryCode(code)).digest('hex')
}
