import pino from 'pino'
import { createPasswordHasher, TEST_PASSWORD_HASH_PARAMS } from '#server/modules/auth/password-hasher.ts'
import { createPasswordResetWorker } from '#server/modules/auth/password-reset.worker.ts'
import { createMailer } from '#server/modules/mail/mailer.ts'
import { timeStep, totpCode } from '#server/modules/two-factor/totp.ts'
import { CHARTER_VERSION } from '#shared/auth.ts'
import type { TestApp } from './test-app.ts'

/** Helpers of the accounts tests: people in the database, requests as them, mails they got. */

const hasher = createPasswordHasher(TEST_PASSWORD_HASH_PARAMS)
let counter = 0

export interface TestUser {
  id: number
  nurseId: number
  email: string
  password: string
}

export interface NewTestUser {
  email?: string
  password?: string | null
  verified?: boolean
  account_type?: 'user' | 'administrator' | 'developer'
  status?: 'pending' | 'active' | 'suspended'
  roles?: string[]
  first_name?: string
  last_name?: string
  /** Whether the members' charter is accepted (its current version); true unless told. */
  charter?: boolean
}

/** A user written straight to the database (verified, active, past the charter unless told otherwise). */
export async function createUser(t: TestApp, options: NewTestUser = {}): Promise<TestUser> {
  counter++
  const email = options.email ?? `user${counter}-${Math.random().toString(36).slice(2, 8)}@example.fr`
  const password = options.password === undefined ? 'Tournesol-Bleu-42' : options.password
  const roles = options.roles ?? ['titulaire']
  const user = await t.db
    .insertInto('users')
    .values({
      email,
      password_hash: password === null ? null : await hasher.hash(password),
      email_verified_at: options.verified === false ? null : t.clock.now(),
      account_type: options.account_type ?? 'user',
      status: options.status ?? 'active',
      first_name: options.first_name ?? 'Camille',
      last_name: options.last_name ?? 'Durand',
      roles,
      active_role: roles[0] ?? null,
      ...(options.charter === false ? {} : { charter_accepted_at: t.clock.now(), charter_version: CHARTER_VERSION }),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const nurse = await t.db.insertInto('nurses').values({ user_id: user.id }).returning('id').executeTakeFirstOrThrow()
  return { id: user.id, nurseId: nurse.id, email, password: password ?? '' }
}

export interface CallOptions {
  /** Session token sent as the web app does: the HttpOnly cookie (with the CSRF pair). */
  session?: string
  /** Session token sent as an API client does. */
  bearer?: string
  ip?: string
  headers?: Record<string, string>
}

/**
 * A request as the web app (same origin, CSRF pair, session cookie) or an API client (Bearer)
 * sends it. JSON body when given.
 */
export async function call(
  t: TestApp,
  method: string,
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<Response> {
  const origin = new URL(t.env.APP_URL).origin
  const headers: Record<string, string> = {
    Origin: origin,
    ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
  }
  const cookies: string[] = []
  if (method !== 'GET' && options.bearer === undefined) {
    const csrf = await t.csrfHeaders()
    cookies.push(csrf.Cookie)
    headers['X-XSRF-TOKEN'] = csrf['X-XSRF-TOKEN']
  }
  // Over HTTPS the cookie is __Host-releve_session (docs/security.md#sessions-and-tokens), as the browser would send it.
  if (options.session) cookies.push(`${origin.startsWith('https:') ? '__Host-' : ''}releve_session=${options.session}`)
  if (cookies.length) headers.Cookie = cookies.join('; ')
  if (options.bearer !== undefined) headers.Authorization = `Bearer ${options.bearer}`
  return t.request(path, {
    method,
    headers: { ...headers, ...options.headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(options.ip ? { ip: options.ip } : {}),
  })
}

/** The value of a cookie a response sets (undefined when it sets none of that name). */
export function setCookie(response: Response, name: string): { value: string; attributes: string } | undefined {
  for (const line of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';')
    const index = pair.indexOf('=')
    if (pair.slice(0, index).trim() === name) return { value: pair.slice(index + 1), attributes: attributes.join(';').trim() }
  }
  return undefined
}

let nextIp = 1
/** A client address of its own, so that one test's throttles never meet another's. */
export function freshIp(): string {
  nextIp++
  return `198.51.${Math.floor(nextIp / 250)}.${nextIp % 250}`
}

/** Logs in and returns the session token (from the body; the cookie carries the same). */
export async function login(t: TestApp, user: { email: string; password: string }, ip = freshIp()): Promise<string> {
  const response = await call(t, 'POST', '/api/login', { email: user.email, password: user.password }, { ip })
  const body = (await response.json()) as { token?: string }
  if (response.status !== 200 || !body.token) throw new Error(`login failed: ${response.status} ${JSON.stringify(body)}`)
  return body.token
}

export interface OutboxMail {
  to: string
  template: string
  locale: string
  data: Record<string, unknown>
}

/** Mails queued in the outbox, oldest first, optionally for one address and template. */
export async function mails(t: TestApp, filter: { to?: string; template?: string } = {}): Promise<OutboxMail[]> {
  let query = t.db.selectFrom('mail_outbox').select(['to', 'template', 'locale', 'data']).orderBy('created_at').orderBy('id')
  if (filter.to) query = query.where('to', '=', filter.to)
  if (filter.template) query = query.where('template', '=', filter.template)
  return (await query.execute()) as OutboxMail[]
}

/** The newest mail of a kind to an address; fails the test when there is none. */
export async function lastMail(t: TestApp, to: string, template: string): Promise<OutboxMail> {
  const list = await mails(t, { to, template })
  const last = list.at(-1)
  if (!last) throw new Error(`no ${template} mail to ${to}`)
  return last
}

/**
 * What the password-reset worker does after POST /api/forgot-password answered (main.ts runs it
 * every second): the links of every queued request issued and their mails queued; how many.
 */
export async function runPasswordResets(t: TestApp): Promise<number> {
  const mail = createMailer({ db: t.db, env: t.env, clock: t.clock })
  const worker = createPasswordResetWorker({ db: t.db, mail, logger: pino({ level: 'silent' }), clock: t.clock })
  let handled = 0
  for (let batch = await worker.runOnce(); batch > 0; batch = await worker.runOnce()) handled += batch
  return handled
}

/** The token of a mailed link: ?token=… or the last path segment (/password/reset/{token}). */
export function tokenOf(mail: OutboxMail): string {
  const url = new URL(String(mail.data.url))
  return url.searchParams.get('token') ?? url.pathname.split('/').at(-1) ?? ''
}

/** The TOTP code an authenticator app shows now on the test clock (offset in 30 s steps). */
export function totpNow(t: TestApp, secret: string, offsetSteps = 0): string {
  return totpCode(secret, timeStep(t.clock.now()) + offsetSteps)
}
