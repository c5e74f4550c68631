import { describe, expect, it } from 'vitest'
import { call, createUser, freshIp, lastMail, login, mails, type TestUser, tokenOf } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'

const t = await createTestApp()

const SENT = { message: 'E-mail envoyé avec succès.' }

const resend = (email: string, ip = freshIp()) => call(t, 'POST', '/api/email/verification-notification', { email }, { ip })
const verify = (token: string, options: { session?: string; ip?: string } = {}) =>
  call(t, 'POST', '/api/email/verify', { token }, { ip: freshIp(), ...options })

/** An unverified user with a fresh link in the outbox. */
async function unverified(): Promise<{ user: TestUser; token: string }> {
  const user = await createUser(t, { verified: false })
  // Mails of the same millisecond have no order: a second apart, the newest is clear.
  t.clock.advance(1000)
  expect((await resend(user.email)).status).toBe(200)
  return { user, token: tokenOf(await lastMail(t, user.email, 'verify-email')) }
}

const verifiedAt = async (user: TestUser) =>
  (await t.db.selectFrom('users').select('email_verified_at').where('id', '=', user.id).executeTakeFirstOrThrow())
    .email_verified_at

describe('POST /api/email/verify', () => {
  it('confirms the address from the mailed link (no login needed) and welcomes the user', async () => {
    const { user, token } = await unverified()
    const response = await verify(token)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: 'Votre adresse e-mail est confirmée.' })
    expect(await verifiedAt(user)).toEqual(t.clock.now())
    expect(await lastMail(t, user.email, 'welcome')).toMatchObject({ data: { name: 'Camille' } })
  })

  it('does nothing the second time', async () => {
    const { user, token } = await unverified()
    await verify(token)
    const first = await verifiedAt(user)
    t.clock.advance(60_000)
    const again = await verify(token)
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ message: 'Votre adresse e-mail est déjà confirmée.' })
    expect(await verifiedAt(user)).toEqual(first)
    expect(await mails(t, { to: user.email, template: 'welcome' })).toHaveLength(1)
  })

  it('works for the logged-in owner too', async () => {
    const { user, token } = await unverified()
    const session = await login(t, user)
    expect((await verify(token, { session })).status).toBe(200)
    const me = await call(t, 'GET', '/api/user', undefined, { session })
    expect((await me.json()) as { email_verified_at: string | null }).toMatchObject({ email_verified_at: expect.any(String) })
  })

  it('refuses a tampered or made-up link with 403', async () => {
    const { user, token } = await unverified()
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    for (const bad of [tampered, 'x', 'C'.repeat(43)]) {
      const response = await verify(bad)
      expect(response.status, bad).toBe(403)
      expect(await response.json()).toEqual({
        message: 'Ce lien de confirmation n’est pas valide.',
        code: 'verification.invalid',
      })
    }
    expect(await verifiedAt(user)).toBeNull()
  })

  it('refuses A’s link opened while logged in as B with 403, and leaves A unverified', async () => {
    const a = await unverified()
    const b = await createUser(t)
    const session = await login(t, b)
    const response = await verify(a.token, { session })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      message: 'Ce lien confirme l’adresse d’un autre compte. Déconnectez-vous, puis ouvrez-le de nouveau.',
      code: 'verification.other_account',
    })
    expect(await verifiedAt(a.user)).toBeNull()
  })

  it('expires after 24 hours', async () => {
    const { user, token } = await unverified()
    t.clock.advance(24 * 3_600_000)
    const response = await verify(token)
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      message: 'Ce lien de confirmation a expiré. Demandez-en un nouveau.',
      code: 'verification.expired',
    })
    expect(await verifiedAt(user)).toBeNull()
  })

  it('is void once the account has another address', async () => {
    const { user, token } = await unverified()
    await t.db.updateTable('users').set({ email: 'autre-adresse@example.fr' }).where('id', '=', user.id).execute()
    expect((await verify(token)).status).toBe(403)
    expect(await verifiedAt(user)).toBeNull()
  })

  it('refuses a missing token with 422 and is throttled per client', async () => {
    const missing = await call(t, 'POST', '/api/email/verify', {}, { ip: freshIp() })
    expect(missing.status).toBe(422)
    expect(await missing.json()).toEqual({
      message: 'Ce champ est obligatoire.',
      code: 'validation.failed',
      errors: { token: ['Ce champ est obligatoire.'] },
    })
    const ip = freshIp()
    for (let i = 0; i < 20; i++) await verify('D'.repeat(43), { ip })
    expect((await verify('D'.repeat(43), { ip })).status).toBe(429)
  })
})

describe('POST /api/email/verification-notification', () => {
  it('mails a new link and voids the older ones', async () => {
    const { user, token: first } = await unverified()
    t.clock.advance(1000)
    const response = await resend(user.email.toUpperCase())
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(SENT)
    const mail = await lastMail(t, user.email, 'verify-email')
    expect(String(mail.data.url)).toMatch(/^http:\/\/localhost:3000\/auth\/verify-email\?token=[\w-]{43}$/)
    const second = tokenOf(mail)
    expect(second).not.toBe(first)
    expect((await verify(first)).status).toBe(403)
    expect((await verify(second)).status).toBe(200)
  })

  it('answers the same for an unknown or already verified address, and mails nobody', async () => {
    const verified = await createUser(t)
    const before = (await mails(t)).length
    for (const email of ['inconnu@example.fr', verified.email]) {
      const response = await resend(email)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual(SENT)
    }
    expect((await mails(t)).length).toBe(before)
  })

  it('is throttled per address (3 in 15 minutes), known or not, and per client', async () => {
    const { user } = await unverified()
    await resend(user.email)
    await resend(user.email)
    const refused = await resend(user.email)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    for (let i = 0; i < 3; i++) await resend('personne@example.fr')
    expect((await resend('personne@example.fr')).status).toBe(429)
    const ip = freshIp()
    for (let i = 0; i < 10; i++) expect((await resend(`ip${i}@example.fr`, ip)).status).toBe(200)
    expect((await resend('ip-x@example.fr', ip)).status).toBe(429)
  })

  it('refuses a malformed address', async () => {
    const response = await resend('arobase')
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({ errors: { email: ['L’adresse e-mail n’est pas valide.'] } })
  })
})
