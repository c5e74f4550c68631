import type { KyselyPlugin } from 'kysely'
import pino from 'pino'
import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '#server/app.ts'
import type { AppEnv } from '#server/http/types.ts'
import { createPasswordResetWorker, PASSWORD_RESET_MAX_ATTEMPTS } from '#server/modules/auth/password-reset.worker.ts'
import type { Mailer } from '#server/modules/mail/mailer.ts'
import type { TwoFactorSetup } from '#shared/auth.ts'
import {
  call,
  createUser,
  freshIp,
  lastMail,
  login,
  mails,
  runPasswordResets,
  setCookie,
  type TestUser,
  tokenOf,
  totpNow,
} from './helpers/accounts.ts'
import { markCommunesLoaded } from './helpers/communes.ts'
import { createTestApp } from './helpers/test-app.ts'

const t = await createTestApp()

const SENT = {
  message: 'Si un compte existe avec cette adresse, un lien pour choisir un nouveau mot de passe vient d’y être envoyé.',
}
const INVALID = {
  message: 'Ce lien n’est plus valable. Demandez-en un nouveau.',
  code: 'password_reset.invalid',
  errors: { token: ['Ce lien n’est plus valable. Demandez-en un nouveau.'] },
}
const NEW_PASSWORD = 'Nouveau-Chemin-77'

const forgot = (email: string, ip = freshIp(), headers: Record<string, string> = {}) =>
  call(t, 'POST', '/api/forgot-password', { email }, { ip, headers })

const reset = (token: string, email: string, password = NEW_PASSWORD, ip = freshIp()) =>
  call(t, 'POST', '/api/reset-password', { token, email, password, password_confirmation: password }, { ip })

async function resetToken(user: TestUser): Promise<string> {
  // Mails queued in the same millisecond have no order: a second apart, the last one is clear.
  t.clock.advance(1000)
  expect((await forgot(user.email)).status).toBe(200)
  await runPasswordResets(t)
  return tokenOf(await lastMail(t, user.email, 'reset-password'))
}

/**
 * The app on the same database, writing down the SQL of every statement it runs (parameters
 * left out): what a request did, without a stopwatch.
 */
function statementRecordingApp() {
  const statements: string[] = []
  const recorder: KyselyPlugin = {
    transformQuery(args) {
      statements.push(t.db.getExecutor().compileQuery(args.node, args.queryId).sql)
      return args.node
    },
    transformResult: async (args) => args.result,
  }
  const app = createApp({
    db: t.db.withPlugin(recorder),
    env: t.env,
    logger: pino({ level: 'silent' }),
    clock: t.clock,
    testing: { fastPasswordHashing: true },
  })
  const bindings = { incoming: { socket: { remoteAddress: freshIp() } } } as unknown as AppEnv['Bindings']
  return {
    statements,
    async forgot(email: string): Promise<Response> {
      const csrf = await t.csrfHeaders()
      return app.request(
        `${t.env.APP_URL}/api/forgot-password`,
        {
          method: 'POST',
          headers: { ...csrf, Origin: t.env.APP_URL, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email }),
        },
        bindings,
      )
    },
  }
}

const loginStatus = async (email: string, password: string) =>
  (await call(t, 'POST', '/api/login', { email, password }, { ip: freshIp() })).status

describe('POST /api/forgot-password', () => {
  it('mails a 60-minute link on APP_URL, whatever Host the request claims', async () => {
    const user = await createUser(t, { email: 'oubli@example.fr' })
    const response = await forgot(' Oubli@Example.fr ', freshIp(), { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(SENT)
    await runPasswordResets(t)
    const mail = await lastMail(t, user.email, 'reset-password')
    expect(String(mail.data.url)).toMatch(/^http:\/\/localhost:3000\/password\/reset\/[\w-]{43}\?email=oubli%40example\.fr$/)
    expect(mail.data).toMatchObject({ name: 'Camille', expires_in_minutes: 60 })
  })

  it('answers an unknown address the same way and mails nobody', async () => {
    const before = (await mails(t)).length
    const response = await forgot('inconnu@example.fr')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(SENT)
    expect(await runPasswordResets(t)).toBe(1)
    expect((await mails(t)).length).toBe(before)
  })

  it('does the same work for an address with an account and one without: the same statements', async () => {
    const user = await createUser(t)
    const known = statementRecordingApp()
    expect((await known.forgot(user.email)).status).toBe(200)
    const unknown = statementRecordingApp()
    expect((await unknown.forgot(`personne-${user.id}@example.fr`)).status).toBe(200)
    expect(unknown.statements).toEqual(known.statements)
    expect(known.statements.some((statement) => /insert into "password_reset_requests"/.test(statement))).toBe(true)
    await runPasswordResets(t)
  })

  it('answers before any link or mail exists: the worker issues and mails the link afterwards', async () => {
    const user = await createUser(t)
    const tokens = () => t.db.selectFrom('one_time_tokens').select('id').where('user_id', '=', user.id).execute()
    const queued = () => t.db.selectFrom('password_reset_requests').select('email').execute()
    expect((await forgot(user.email, freshIp(), { 'Accept-Language': 'en' })).status).toBe(200)
    expect(await tokens()).toEqual([])
    expect(await mails(t, { to: user.email })).toEqual([])
    expect(await queued()).toEqual([{ email: user.email }])

    expect(await runPasswordResets(t)).toBe(1)
    expect(await tokens()).toHaveLength(1)
    // In the language the request was made in.
    expect(await mails(t, { to: user.email, template: 'reset-password' })).toMatchObject([{ locale: 'en' }])
    expect(await queued()).toEqual([])
    // Handled once: another run finds nothing to do.
    expect(await runPasswordResets(t)).toBe(0)
  })

  it('voids the older links when a new one is asked for', async () => {
    const user = await createUser(t)
    const first = await resetToken(user)
    const second = await resetToken(user)
    expect(await (await reset(first, user.email)).json()).toEqual(INVALID)
    expect((await reset(second, user.email)).status).toBe(200)
  })

  it('keeps a request whose handling failed for a later try, with nothing half done, and drops it after the last', async () => {
    const user = await createUser(t)
    expect((await forgot(user.email)).status).toBe(200)
    const outboxDown: Mailer = {
      send: async () => {
        throw new Error('outbox unavailable')
      },
      link: (path) => path,
    }
    const worker = createPasswordResetWorker({ db: t.db, mail: outboxDown, logger: pino({ level: 'silent' }), clock: t.clock })
    const waiting = () => t.db.selectFrom('password_reset_requests').select('attempts').execute()
    expect(await worker.runOnce()).toBe(1)
    expect(await waiting()).toEqual([{ attempts: 1 }])
    expect(await t.db.selectFrom('one_time_tokens').select('id').where('user_id', '=', user.id).execute()).toEqual([])
    // Not due again at once.
    expect(await worker.runOnce()).toBe(0)
    for (let attempt = 2; attempt <= PASSWORD_RESET_MAX_ATTEMPTS; attempt++) {
      t.clock.advance(30_000)
      expect(await worker.runOnce()).toBe(1)
    }
    expect(await waiting()).toEqual([])
  })

  it('is throttled per address (3 in 15 minutes) and per client (10), with Retry-After', async () => {
    const user = await createUser(t)
    for (let i = 0; i < 3; i++) expect((await forgot(user.email)).status).toBe(200)
    const refused = await forgot(user.email)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('900')
    // The same for an unknown address: the limit does not tell them apart.
    for (let i = 0; i < 3; i++) await forgot('fantome@example.fr')
    expect((await forgot('fantome@example.fr')).status).toBe(429)

    const ip = freshIp()
    for (let i = 0; i < 10; i++) expect((await forgot(`client${i}@example.fr`, ip)).status).toBe(200)
    expect((await forgot('client-x@example.fr', ip)).status).toBe(429)
  })

  it('refuses a malformed address', async () => {
    const response = await forgot('pas-un-email')
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      message: 'L’adresse e-mail n’est pas valide.',
      code: 'validation.failed',
      errors: { email: ['L’adresse e-mail n’est pas valide.'] },
    })
  })
})

describe('POST /api/reset-password', () => {
  it('sets the new password, ends every session, logs nobody in and tells the user', async () => {
    const user = await createUser(t)
    const phone = await login(t, user)
    const token = await resetToken(user)
    const response = await reset(token, user.email)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ message: 'Votre mot de passe est enregistré. Vous pouvez vous connecter.' })
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(setCookie(response, 'releve_session')).toBeUndefined()
    expect((await call(t, 'GET', '/api/user', undefined, { bearer: phone })).status).toBe(401)
    expect(await loginStatus(user.email, user.password)).toBe(422)
    expect(await loginStatus(user.email, NEW_PASSWORD)).toBe(200)
    expect(await lastMail(t, user.email, 'password-changed')).toMatchObject({ data: { name: 'Camille' } })
  })

  it('works once: a second use, even concurrent, fails (R2)', async () => {
    const user = await createUser(t)
    const token = await resetToken(user)
    const [a, b] = await Promise.all([reset(token, user.email, 'Premier-Essai-11'), reset(token, user.email, 'Second-Essai-22')])
    expect([a?.status, b?.status].sort()).toEqual([200, 422])
    const winner = a?.status === 200 ? 'Premier-Essai-11' : 'Second-Essai-22'
    expect(await loginStatus(user.email, winner)).toBe(200)
    expect(await (await reset(token, user.email, 'Troisieme-Essai-33')).json()).toEqual(INVALID)
  })

  it('lasts 60 minutes', async () => {
    const user = await createUser(t)
    const early = await resetToken(user)
    t.clock.advance(59 * 60_000)
    expect((await reset(early, user.email)).status).toBe(200)
    const late = await resetToken(user)
    t.clock.advance(60 * 60_000)
    expect(await (await reset(late, user.email, 'Encore-Autre-44')).json()).toEqual(INVALID)
  })

  it('is for the address it was sent to: another address, an email change or a made-up token fail', async () => {
    const user = await createUser(t)
    const other = await createUser(t)
    const token = await resetToken(user)
    expect(await (await reset(token, other.email)).json()).toEqual(INVALID)
    expect(await (await reset('Q'.repeat(43), user.email)).json()).toEqual(INVALID)
    await t.db.updateTable('users').set({ email: 'nouvelle-adresse@example.fr' }).where('id', '=', user.id).execute()
    expect(await (await reset(token, 'nouvelle-adresse@example.fr')).json()).toEqual(INVALID)
    expect(await (await reset(token, user.email)).json()).toEqual(INVALID)
  })

  it('does not take a verification link for a reset link', async () => {
    const email = 'mauvais-lien@example.fr'
    await call(
      t,
      'POST',
      '/api/register',
      {
        first_name: 'Lou',
        last_name: 'Petit',
        email,
        phone: '0612345678',
        password: 'Tournesol-Bleu-42',
        password_confirmation: 'Tournesol-Bleu-42',
        roles: ['titulaire'],
        terms: true,
      },
      { ip: freshIp() },
    )
    const verifyToken = tokenOf(await lastMail(t, email, 'verify-email'))
    expect(await (await reset(verifyToken, email)).json()).toEqual(INVALID)
  })

  it('applies the password rules, with the account’s own words', async () => {
    const user = await createUser(t, { first_name: 'Maxence' })
    const token = await resetToken(user)
    const common = await reset(token, user.email, 'iloveyou2')
    expect(await common.json()).toMatchObject({
      errors: { password: ['Ce mot de passe est trop courant\u00a0: choisissez-en un autre.'] },
    })
    const named = await reset(token, user.email, 'maxence-1987!')
    expect(await named.json()).toMatchObject({
      errors: { password: ['Le mot de passe ne doit contenir ni votre nom, ni votre adresse e-mail, ni le nom du site.'] },
    })
    const mismatch = await call(
      t,
      'POST',
      '/api/reset-password',
      { token, email: user.email, password: NEW_PASSWORD, password_confirmation: 'autre-chose-99' },
      { ip: freshIp() },
    )
    expect(await mismatch.json()).toMatchObject({
      errors: { password_confirmation: ['Les deux mots de passe ne correspondent pas.'] },
    })
    // The refusals did not spend the link.
    expect((await reset(token, user.email)).status).toBe(200)
  })

  it('does not bypass two-factor: the next login still asks for the code', async () => {
    const user = await createUser(t)
    const session = await login(t, user)
    const setup = (await (
      await call(t, 'POST', '/api/users/2fa/toggle', { password: user.password }, { session })
    ).json()) as TwoFactorSetup
    await call(t, 'POST', '/api/users/2fa/verify', { code: totpNow(t, setup.secret) }, { session })
    const token = await resetToken(user)
    expect((await reset(token, user.email)).status).toBe(200)
    const next = await call(t, 'POST', '/api/login', { email: user.email, password: NEW_PASSWORD }, { ip: freshIp() })
    expect(Object.keys(await next.json())).toEqual(['hash'])
  })

  it('counts as proof of the mailbox: an unverified address becomes verified', async () => {
    const user = await createUser(t, { verified: false })
    const token = await resetToken(user)
    expect((await reset(token, user.email)).status).toBe(200)
    const row = await t.db.selectFrom('users').select('email_verified_at').where('id', '=', user.id).executeTakeFirstOrThrow()
    expect(row.email_verified_at).not.toBeNull()
  })

  it('is throttled per client address', async () => {
    const ip = freshIp()
    for (let i = 0; i < 10; i++) await reset('R'.repeat(43), 'a@example.fr', NEW_PASSWORD, ip)
    const refused = await reset('R'.repeat(43), 'a@example.fr', NEW_PASSWORD, ip)
    expect(refused.status).toBe(429)
  })

  it('logs successes and failures without the token', async () => {
    const user = await createUser(t)
    const token = await resetToken(user)
    await reset('S'.repeat(43), user.email)
    await reset(token, user.email)
    expect(t.logs.some((line) => line.event === 'auth.password_reset.success' && line.user_id === user.id)).toBe(true)
    expect(t.logs.some((line) => line.event === 'auth.password_reset.failure')).toBe(true)
    expect(JSON.stringify(t.logs)).not.toContain(token)
  })
})

describe('immediate registration, then a first password', () => {
  const immediate = {
    first_name: 'Inès',
    last_name: 'Moreau',
    email: 'urgent@example.fr',
    phone: '+33 6 98 76 54 32',
    role: 'titulaire',
    commune_insee: '69123',
  }

  // One commune of the reference table (loaded at start in production; empty in tests).
  beforeAll(async () => {
    await t.db
      .insertInto('communes')
      .values({
        insee: '69123',
        name: 'Lyon',
        name_search: 'lyon',
        name_search_bare: 'lyon',
        postal_code: '69001',
        department: '69',
        region: '84',
        type: 'COM',
        parent_insee: null,
        lat: 45.7578,
        lng: 4.832,
      })
      .execute()
    await markCommunesLoaded(t)
  })

  it('logs the new user in at once and mails a link to choose a password, which verifies the address', async () => {
    const response = await call(t, 'POST', '/api/register-immediate', immediate, { ip: freshIp() })
    expect(response.status).toBe(201)
    const body = (await response.json()) as { token: string; message: string }
    expect(body.message).toBe('Inscription rapide réussie')
    expect(setCookie(response, 'releve_session')?.value).toBe(body.token)

    const me = (await (await call(t, 'GET', '/api/user', undefined, { session: body.token })).json()) as Record<string, unknown>
    expect(me).toMatchObject({
      email: 'urgent@example.fr',
      email_verified_at: null,
      has_password: false,
      roles: ['titulaire'],
      active_role: 'titulaire',
      phone: '+33698765432',
      postal_code: '69001',
      commune_insee: '69123',
      commune_name: 'Lyon',
      lat: 45.7578,
      lng: 4.832,
      nurse: { zone_commune_insee: '69123', zone_commune_name: 'Lyon' },
    })

    const mail = await lastMail(t, 'urgent@example.fr', 'set-password')
    const url = new URL(String(mail.data.url))
    expect(url.origin + url.pathname).toBe('http://localhost:3000/password/new-password')
    expect(url.searchParams.get('email')).toBe('urgent@example.fr')
    expect(mail.data).toMatchObject({ name: 'Inès', expires_in_hours: 72 })

    // No password yet: nothing logs in with one.
    expect(await loginStatus('urgent@example.fr', '')).toBe(422)

    const chosen = await reset(url.searchParams.get('token') ?? '', 'urgent@example.fr')
    expect(chosen.status).toBe(200)
    const after = await t.db
      .selectFrom('users')
      .select(['email_verified_at', 'password_hash'])
      .where('email', '=', 'urgent@example.fr')
      .executeTakeFirstOrThrow()
    expect(after.email_verified_at).not.toBeNull()
    expect(after.password_hash).toMatch(/^\$argon2id\$/)
    expect(await loginStatus('urgent@example.fr', NEW_PASSWORD)).toBe(200)
    // The reset ended the immediate session too: a new login is the way in.
    expect((await call(t, 'GET', '/api/user', undefined, { bearer: body.token })).status).toBe(401)
  })

  it('refuses a commune that does not exist', async () => {
    const response = await call(
      t,
      'POST',
      '/api/register-immediate',
      { ...immediate, email: 'nulle-part@example.fr', commune_insee: '99999' },
      { ip: freshIp() },
    )
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      message: 'Choisissez une commune dans la liste.',
      code: 'validation.failed',
      errors: { commune_insee: ['Choisissez une commune dans la liste.'] },
    })
  })

  it('refuses an address that already has an account (it cannot be logged into without its password)', async () => {
    await createUser(t, { email: 'pris@example.fr' })
    const response = await call(
      t,
      'POST',
      '/api/register-immediate',
      { ...immediate, email: 'Pris@example.fr' },
      { ip: freshIp() },
    )
    expect(response.status).toBe(422)
    const message = 'Un compte existe déjà avec cette adresse e-mail. Connectez-vous, ou demandez un nouveau mot de passe.'
    expect(await response.json()).toEqual({ message, code: 'register.email_taken', errors: { email: [message] } })
    expect(setCookie(response, 'releve_session')).toBeUndefined()
  })

  it('refuses bad input with French messages', async () => {
    const response = await call(
      t,
      'POST',
      '/api/register-immediate',
      { first_name: 'Inès', last_name: '', email: 'urgent2@example.fr', phone: 'abc', role: 'chef', commune_insee: 'Lyon' },
      { ip: freshIp() },
    )
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      message: 'Indiquez votre nom. (et 3 autres erreurs)',
      code: 'validation.failed',
      errors: {
        last_name: ['Indiquez votre nom.'],
        phone: ['Le numéro de téléphone n’est pas valide.'],
        role: ['Choisissez un rôle\u00a0: titulaire ou remplaçant.'],
        commune_insee: ['Choisissez une commune dans la liste.'],
      },
    })
  })

  it('shares the registration throttle', async () => {
    const ip = freshIp()
    for (let i = 0; i < 10; i++)
      await call(t, 'POST', '/api/register-immediate', { ...immediate, email: `vite${i}@example.fr` }, { ip })
    const refused = await call(t, 'POST', '/api/register-immediate', { ...immediate, email: 'vite-x@example.fr' }, { ip })
    expect(refused.status).toBe(429)
  })
})

describe('the pages that carry a secret in their address', () => {
  it('send Referrer-Policy: no-referrer', async () => {
    for (const path of [
      '/password/reset/abc?email=a%40example.fr',
      '/password/new-password?token=abc',
      '/auth/verify-email?token=abc',
    ]) {
      const response = await t.request(path)
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer')
    }
    expect((await t.request('/about')).headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })
})

describe('the reset page’s address', () => {
  it('is logged without its token', async () => {
    const user = await createUser(t)
    const token = await resetToken(user)
    const response = await t.request(`/password/reset/${token}?email=${encodeURIComponent(user.email)}`)
    expect(response.status).toBeLessThan(500)
    expect(t.logs.some((line) => line.path === '/password/reset/[token]')).toBe(true)
    expect(JSON.stringify(t.logs)).not.toContain(token)
  })
})
