import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/**
 * Authenticated encryption of the two-factor secrets at rest (AES-256-GCM, random 96-bit nonce):
 * a copy of the database alone does not give anyone the codes. Stored as
 * `v1.<nonce>.<ciphertext>.<tag>` in base64url, the version leaving room for a key rotation.
 */
export function seal(key: Buffer, plaintext: string, context: string): string {
  const nonce = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, nonce)
  // The context (the user id) is authenticated: a box copied to another account does not open.
  cipher.setAAD(Buffer.from(context))
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return ['v1', nonce, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

/** The plaintext, or null for a box that was altered, moved or sealed with another key. */
export function open(key: Buffer, box: string, context: string): string | null {
  const [version, nonce, ciphertext, tag] = box.split('.')
  if (version !== 'v1' || !nonce || !ciphertext || !tag) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'))
    decipher.setAAD(Buffer.from(context))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
