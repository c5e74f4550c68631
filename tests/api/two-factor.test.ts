import { describe, expect, it } from 'vitest'
import { timeStep, totpCode } from '#server/modules/two-factor/totp.ts'
import type { TwoFactorSetup } from '#shared/auth.ts'
import { call, createUser, freshIp, lastMail, login, setCookie, type TestUser, totpNow } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'

const t = await createTestApp()

/** Turns two-factor on for a user (toggle + verify) and returns the secret and recovery codes. */
async function enableTwoFactor(user: TestUser, token: string) {
  const setup = (await (
    await call(t, 'POST', '/api/users/2fa/toggle', { password: user.password }, { session: token })
  ).json()) as TwoFactorSetup
  const confirmed = await call(t, 'POST', '/api/users/2fa/verify', { code: totpNow(t, setup.secret) }, { session: token })
  const body = (await confirmed.json()) as { recovery_codes: string[] }
  // The code just used is spent: move on to a fresh step for what follows.
  t.clock.advance(30_000)
  return { secret: setup.secret, codes: body.recovery_codes }
}

async function userWithTwoFactor(options: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t, options)
  const token = await login(t, user)
  return { user, token, ...(await enableTwoFactor(user, token)) }
}

const loginStep = (user: TestUser, ip = freshIp()) =>
  call(t, 'POST', '/api/login', { email: user.email, password: user.password }, { ip })

async function challenge(user: TestUser): Promise<string> {
  const response = await loginStep(user)
  const body = (await response.json()) as { hash: string }
  return body.hash
}

const verify = (hash: string, code: string, ip = freshIp()) => call(t, 'POST', '/api/verify-2fa', { hash, code }, { ip })

describe('enabling two-factor', () => {
  it('starts with the password: a secret, its otpauth URL and an SVG QR code, stored encrypted', async () => {
    const user = await createUser(t, { email: 'qr@example.fr' })
    const token = await login(t, user)
    const response = await call(t, 'POST', '/api/users/2fa/toggle', { password: user.password }, { session: token })
    expect(response.status).toBe(200)
    const setup = (await response.json()) as TwoFactorSetup
    expect(setup.enabled).toBe(false)
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(setup.otpauth_url).toBe(
      `otpauth://totp/Rel%C3%A8ve%3Aqr%40example.fr?secret=${setup.secret}&issuer=Rel%C3%A8ve&algorithm=SHA1&digits=6&period=30`,
    )
    expect(setup.qr_code).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Buffer.from(setup.qr_code.split(',')[1] ?? '', 'base64').toString()).toMatch(
      /^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/,
    )
    const row = await t.db
      .selectFrom('users')
      .select(['two_factor_secret', 'two_factor_confirmed_at'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(row.two_factor_secret).toMatch(/^v1\./)
    expect(row.two_factor_secret).not.toContain(setup.secret)
    expect(row.two_factor_confirmed_at).toBeNull()
  })

  it('asks the password again, and refuses a wrong one', async () => {
    const user = await createUser(t)
    const token = await login(t, user)
    const missing = await call(t, 'POST', '/api/users/2fa/toggle', {}, { session: token })
    expect(missing.status).toBe(422)
    expect(await missing.json()).toEqual({
      message: 'Confirmez avec votre mot de passe.',
      code: 'two_factor.password_required',
      errors: { password: ['Confirmez avec votre mot de passe.'] },
    })
    const wrong = await call(t, 'POST', '/api/users/2fa/toggle', { password: 'Pas-le-bon' }, { session: token })
    expect(await wrong.json()).toEqual({
      message: 'Le mot de passe est incorrect.',
      code: 'password.incorrect',
      errors: { password: ['Le mot de passe est incorrect.'] },
    })
  })

  it('is not on until a code confirms it', async () => {
    const user = await createUser(t)
    const token = await login(t, user)
    await call(t, 'POST', '/api/users/2fa/toggle', { password: user.password }, { session: token })
    const stillPlain = await loginStep(user)
    expect(Object.keys(await stillPlain.json())).toEqual(['token'])
    const me = await call(t, 'GET', '/api/user', undefined, { session: token })
    expect(await me.json()).toMatchObject({ two_factor_enabled: false })
  })

  it('refuses a wrong code, then confirms with a right one: 10 recovery codes shown once, stored hashed', async () => {
    const user = await createUser(t)
    const token = await login(t, user)
    const other = await login(t, user)
    const setup = (await (
      await call(t, 'POST', '/api/users/2fa/toggle', { password: user.password }, { session: token })
    ).json()) as TwoFactorSetup
    const wrongCode = totpNow(t, setup.secret) === '000000' ? '111111' : '000000'
    const wrong = await call(t, 'POST', '/api/users/2fa/verify', { code: wrongCode }, { session: token })
    expect(wrong.status).toBe(422)
    expect(await wrong.json()).toEqual({
      message: 'Ce code n’est pas valide.',
      code: 'two_factor.code_invalid',
      errors: { code: ['Ce code n’est pas valide.'] },
    })
    const malformed = await call(t, 'POST', '/api/users/2fa/verify', { code: '12ab' }, { session: token })
    expect(await malformed.json()).toMatchObject({
      errors: { code: ['Saisissez le code à 6 chiffres de votre application, ou un code de secours.'] },
    })

    const response = await call(t, 'POST', '/api/users/2fa/verify', { code: totpNow(t, setup.secret) }, { session: token })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { enabled: boolean; recovery_codes: string[]; message: string }
    expect(body.enabled).toBe(true)
    expect(body.message).toBe('La double authentification est activée. Gardez vos codes de secours en lieu sûr.')
    expect(body.recovery_codes).toHaveLength(10)
    for (const code of body.recovery_codes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/)
    const stored = await t.db.selectFrom('two_factor_recovery_codes').select('code_hash').where('user_id', '=', user.id).execute()
    expect(stored).toHaveLength(10)
    const dump = JSON.stringify(await t.db.selectFrom('two_factor_recovery_codes').selectAll().execute())
    for (const code of body.recovery_codes) expect(dump).not.toContain(code.replace('-', ''))

    // Turning it on ends the other sessions (docs/security.md#sessions-and-tokens), not this one.
    expect((await call(t, 'GET', '/api/user', undefined, { bearer: other })).status).toBe(401)
    const me = await call(t, 'GET', '/api/user', undefined, { session: token })
    expect(await me.json()).toMatchObject({ two_factor_enabled: true })
    // Never the secret, nor the codes, in the user's own data.
    const meText = JSON.stringify(await (await call(t, 'GET', '/api/user', undefined, { session: token })).json())
    expect(meText).not.toContain(setup.secret)
    expect(meText).not.toContain('two_factor_secret')
    for (const code of body.recovery_codes) expect(meText).not.toContain(code)
  })

  it('refuses /2fa/verify before /2fa/toggle', async () => {
    const user = await createUser(t)
    const token = await login(t, user)
    const response = await call(t, 'POST', '/api/users/2fa/verify', { code: '123456' }, { session: token })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      message: 'Commencez par activer la double authentification.',
      code: 'two_factor.not_pending',
    })
  })

  it('is for logged-in users only', async () => {
    expect((await call(t, 'POST', '/api/users/2fa/toggle', {})).status).toBe(401)
    expect((await call(t, 'POST', '/api/users/2fa/verify', { code: '123456' })).status).toBe(401)
  })
})

describe('logging in with two-factor', () => {
  it('answers { hash } only: no token, no session cookie, no session', async () => {
    const { user } = await userWithTwoFactor()
    const sessionsBefore = (await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).length
    const response = await loginStep(user)
    expect(response.status).toBe(200)
    const body = (await response.json()) as Record<string, string>
    expect(Object.keys(body)).toEqual(['hash'])
    expect(body.hash).toMatch(/^[\w-]{43}$/)
    expect(setCookie(response, 'releve_session')).toBeUndefined()
    expect((await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).length).toBe(sessionsBefore)
    // The hash is no session token.
    expect((await call(t, 'GET', '/api/user', undefined, { bearer: body.hash })).status).toBe(401)
  })

  it('gives the token and the cookie for a good TOTP code', async () => {
    const { user, secret } = await userWithTwoFactor()
    const hash = await challenge(user)
    const response = await verify(hash, totpNow(t, secret))
    expect(response.status).toBe(200)
    const { token } = (await response.json()) as { token: string }
    expect(setCookie(response, 'releve_session')?.value).toBe(token)
    expect(setCookie(response, 'XSRF-TOKEN')?.value).toMatch(/^[\w-]{43}$/)
    const me = await call(t, 'GET', '/api/user', undefined, { session: token })
    expect(await me.json()).toMatchObject({ id: user.id, two_factor_enabled: true })
    expect(
      t.logs.some((line) => line.event === 'auth.login.success' && line.user_id === user.id && line.second_factor === 'totp'),
    ).toBe(true)
  })

  it('never accepts the same TOTP code twice, even in a new challenge', async () => {
    const { user, secret } = await userWithTwoFactor()
    const code = totpNow(t, secret)
    expect((await verify(await challenge(user), code)).status).toBe(200)
    const replay = await verify(await challenge(user), code)
    expect(replay.status).toBe(422)
    expect(await replay.json()).toMatchObject({ code: 'two_factor.code_invalid' })
    // Nor an older code of the window once a newer one was used.
    expect((await verify(await challenge(user), totpNow(t, secret, -1))).status).toBe(422)
    t.clock.advance(30_000)
    expect((await verify(await challenge(user), totpNow(t, secret))).status).toBe(200)
  })

  it('accepts the codes of the previous and next 30-second steps, not two steps away', async () => {
    const early = await userWithTwoFactor()
    // The step before the current one must not be the one that confirmed the setup.
    t.clock.advance(30_000)
    expect((await verify(await challenge(early.user), totpNow(t, early.secret, -1))).status).toBe(200)
    const late = await userWithTwoFactor()
    expect((await verify(await challenge(late.user), totpNow(t, late.secret, 1))).status).toBe(200)
    const far = await userWithTwoFactor()
    const step = timeStep(t.clock.now())
    const window = [step - 1, step, step + 1].map((s) => totpCode(far.secret, s))
    for (const offset of [-2, 2]) {
      const code = totpNow(t, far.secret, offset)
      if (!window.includes(code)) expect((await verify(await challenge(far.user), code)).status).toBe(422)
    }
  })

  it('accepts each recovery code once, however it is typed', async () => {
    const { user, codes } = await userWithTwoFactor()
    const [first = '', second = ''] = codes
    expect((await verify(await challenge(user), first)).status).toBe(200)
    expect((await verify(await challenge(user), first)).status).toBe(422)
    const typed = second.replace('-', ' ').toLowerCase()
    const response = await verify(await challenge(user), typed)
    expect(response.status).toBe(200)
    expect(
      t.logs.some(
        (line) => line.event === 'auth.login.success' && line.user_id === user.id && line.second_factor === 'recovery_code',
      ),
    ).toBe(true)
    const left = await t.db
      .selectFrom('two_factor_recovery_codes')
      .select('id')
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute()
    expect(left).toHaveLength(8)
  })

  it('makes the hash work once, for its user, within 5 minutes', async () => {
    const { user, secret } = await userWithTwoFactor()
    const other = await userWithTwoFactor()
    // Used once: dead.
    const hash = await challenge(user)
    const { token } = (await (await verify(hash, totpNow(t, secret))).json()) as { token: string }
    const me = await call(t, 'GET', '/api/user', undefined, { bearer: token })
    expect(await me.json()).toMatchObject({ id: user.id })
    t.clock.advance(30_000)
    const reused = await verify(hash, totpNow(t, secret))
    expect(reused.status).toBe(422)
    expect(await reused.json()).toEqual({
      message: 'La vérification a expiré. Reconnectez-vous.',
      code: 'two_factor.challenge_invalid',
    })

    // Bound to its user: another account's code does not open it.
    const mine = await challenge(user)
    expect((await verify(mine, totpNow(t, other.secret))).status).toBe(422)

    // Expired after 5 minutes.
    const late = await challenge(user)
    t.clock.advance(5 * 60_000)
    expect(await (await verify(late, totpNow(t, secret))).json()).toMatchObject({ code: 'two_factor.challenge_invalid' })

    // Made up.
    expect((await verify('Z'.repeat(43), totpNow(t, secret))).status).toBe(422)
  })

  it('caps wrong codes per challenge: after 5, even the right code is refused', async () => {
    const { user, secret } = await userWithTwoFactor()
    const hash = await challenge(user)
    const right = totpNow(t, secret)
    const wrong = right === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++)
      expect(await (await verify(hash, wrong)).json()).toMatchObject({ code: 'two_factor.code_invalid' })
    expect(await (await verify(hash, right)).json()).toMatchObject({ code: 'two_factor.challenge_invalid' })
    // A new login gives a new challenge.
    expect((await verify(await challenge(user), right)).status).toBe(200)
  })

  it('gives exactly one token for two concurrent good codes (R2)', async () => {
    const { user, secret, codes } = await userWithTwoFactor()
    const hash = await challenge(user)
    const code = totpNow(t, secret)
    const same = await Promise.all([verify(hash, code), verify(hash, code)])
    expect(same.map((r) => r.status).sort()).toEqual([200, 422])

    // Two different good codes (TOTP and a recovery code) on one challenge: still one token.
    t.clock.advance(30_000)
    const second = await challenge(user)
    const mixed = await Promise.all([verify(second, totpNow(t, secret)), verify(second, codes[0] ?? '')])
    expect(mixed.map((r) => r.status).sort()).toEqual([200, 422])
    const tokens = await Promise.all(mixed.map(async (r) => ((await r.json()) as { token?: string }).token))
    expect(tokens.filter(Boolean)).toHaveLength(1)
  })

  it('refuses bad input and throttles per client address', async () => {
    const bad = await call(t, 'POST', '/api/verify-2fa', { hash: 'x', code: 'abc' }, { ip: freshIp() })
    expect(bad.status).toBe(422)
    expect(await bad.json()).toEqual({
      message: 'La vérification a expiré. Reconnectez-vous. (et 1 autre erreur)',
      code: 'validation.failed',
      errors: {
        hash: ['La vérification a expiré. Reconnectez-vous.'],
        code: ['Saisissez le code à 6 chiffres de votre application, ou un code de secours.'],
      },
    })
    const ip = freshIp()
    for (let i = 0; i < 20; i++) await verify('Y'.repeat(43), '123456', ip)
    const refused = await verify('Y'.repeat(43), '123456', ip)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('900')
  })

  it('logs failures without the code or the hash', async () => {
    const { user, secret } = await userWithTwoFactor()
    const hash = await challenge(user)
    const right = totpNow(t, secret)
    const wrong = right === '654321' ? '123456' : '654321'
    await verify(hash, wrong)
    const failure = t.logs.find((line) => line.event === 'auth.two_factor.failure' && line.user_id === user.id)
    expect(failure).toMatchObject({ reason: 'code' })
    const everything = JSON.stringify(t.logs)
    expect(everything).not.toContain(hash)
    expect(everything).not.toContain(secret)
  })
})

describe('recovery codes regeneration', () => {
  it('needs the password and a current code, invalidates the old set and tells the user', async () => {
    const { user, token, secret, codes } = await userWithTwoFactor()
    const withoutPassword = await call(t, 'POST', '/api/users/2fa/verify', { code: totpNow(t, secret) }, { session: token })
    expect(await withoutPassword.json()).toMatchObject({ code: 'two_factor.password_required' })
    const response = await call(
      t,
      'POST',
      '/api/users/2fa/verify',
      { code: totpNow(t, secret), password: user.password },
      { session: token },
    )
    expect(response.status).toBe(200)
    const body = (await response.json()) as { recovery_codes: string[]; message: string }
    expect(body.message).toBe('Voici vos nouveaux codes de secours\u00a0: les anciens ne fonctionnent plus.')
    expect(body.recovery_codes).toHaveLength(10)
    expect(body.recovery_codes).not.toContain(codes[0])
    expect((await verify(await challenge(user), codes[0] ?? '')).status).toBe(422)
    expect((await verify(await challenge(user), body.recovery_codes[0] ?? '')).status).toBe(200)
    expect(await lastMail(t, user.email, 'recovery-codes-regenerated')).toMatchObject({ data: { name: 'Camille' } })
  })
})

describe('disabling two-factor', () => {
  it('needs the password, tells the user by mail, voids open challenges, and login gives a token again', async () => {
    const { user, token } = await userWithTwoFactor()
    const hash = await challenge(user)
    const wrong = await call(t, 'POST', '/api/users/2fa/toggle', { password: 'Pas-le-bon' }, { session: token })
    expect(wrong.status).toBe(422)
    expect(await wrong.json()).toMatchObject({ code: 'password.incorrect' })
    const response = await call(t, 'POST', '/api/users/2fa/toggle', { password: user.password }, { session: token })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ enabled: false, message: 'La double authentification est désactivée.' })
    expect(await lastMail(t, user.email, 'two-factor-disabled')).toMatchObject({ data: { name: 'Camille' } })
    const row = await t.db
      .selectFrom('users')
      .select(['two_factor_secret', 'two_factor_confirmed_at'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ two_factor_secret: null, two_factor_confirmed_at: null })
    expect(await t.db.selectFrom('two_factor_recovery_codes').select('id').where('user_id', '=', user.id).execute()).toEqual([])
    expect((await verify(hash, '123456')).status).toBe(422)
    expect(Object.keys(await (await loginStep(user)).json())).toEqual(['token'])
    expect((await call(t, 'GET', '/api/user', undefined, { session: token })).status).toBe(200)
  })

  it('ends the other sessions', async () => {
    const { user, token, codes } = await userWithTwoFactor()
    const laptopResponse = await verify(await challenge(user), codes[0] ?? '')
    const laptop = ((await laptopResponse.json()) as { token: string }).token
    expect((await call(t, 'GET', '/api/user', undefined, { bearer: laptop })).status).toBe(200)
    await call(t, 'POST', '/api/users/2fa/toggle', { password: user.password }, { session: token })
    expect((await call(t, 'GET', '/api/user', undefined, { bearer: laptop })).status).toBe(401)
  })

  it('is refused to administrators, who must keep it', async () => {
    const { token, user } = await userWithTwoFactor({ account_type: 'administrator', roles: [] })
    const response = await call(t, 'POST', '/api/users/2fa/toggle', { password: user.password }, { session: token })
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      message: 'Un compte administrateur doit garder la double authentification.',
      code: 'two_factor.admin_required',
    })
  })
})
