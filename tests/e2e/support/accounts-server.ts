import { type ChildProcess, spawn } from 'node:child_process'
import { createHmac } from 'node:crypto'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { type APIRequestContext, expect, request, test } from '@playwright/test'
import { root } from './builds.ts'

/**
 * A server of its own for the account journeys. The mails are what these tests need to read
 * (verification, reset and set-password links): without SMTP_URL the server keeps them in its
 * outbox and, in development only, logs each one's link — so this server runs with
 * NODE_ENV=development and its log is read here. Nothing new is exposed for tests.
 */
export interface CapturedMail {
  template: string
  link: string
}

export interface AccountsServer {
  url: string
  /** The link (or code) of the next mail of this template captured after `since` mails (see mailCount). */
  nextMail(template: string, since: number): Promise<string>
  mailCount(): number
  stop(): Promise<void>
}

export async function startAccountsServer(port: number): Promise<AccountsServer> {
  const url = `http://localhost:${port}`
  const server: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: url,
      CLIENT_DIR: process.env.CLIENT_DIR ?? join(root, 'dist/client'),
      DATA_DIR: 'memory://',
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const mails: CapturedMail[] = []
  if (server.stdout) {
    createInterface({ input: server.stdout }).on('line', (line) => {
      if (!line.includes('mail captured')) return
      try {
        const entry = JSON.parse(line) as { template?: string; link?: string; code?: string }
        // A confirmation code mail has its code where others have their link.
        const secret = entry.link ?? entry.code
        if (entry.template && secret) mails.push({ template: entry.template, link: secret })
      } catch {
        // Not a log line of ours.
      }
    })
  }

  const deadline = Date.now() + 90_000
  for (;;) {
    if (Date.now() > deadline) throw new Error(`The accounts server did not start on ${url}`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }

  return {
    url,
    mailCount: () => mails.length,
    async nextMail(template, since) {
      const until = Date.now() + 15_000
      while (Date.now() < until) {
        const mail = mails.slice(since).find((m) => m.template === template)
        if (mail) return mail.link
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      throw new Error(`No "${template}" mail arrived`)
    },
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    },
  }
}

/** An API client with the anti-forgery header, as the web app sends it (docs/product.md#api-client). */
export async function apiClient(baseURL: string): Promise<{
  context: APIRequestContext
  send: (method: string, path: string, body?: unknown) => Promise<{ status: number; body: unknown }>
}> {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { Accept: 'application/json' } })
  async function send(method: string, path: string, body?: unknown) {
    let token = (await context.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value
    if (!token) {
      await context.get('/sanctum/csrf-cookie')
      token = (await context.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value
    }
    const response = await context.fetch(path, {
      method,
      data: body,
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(token ?? '') },
    })
    const text = await response.text()
    return { status: response.status(), body: text ? JSON.parse(text) : null }
  }
  return { context, send }
}

/** RFC 6238 (SHA-1, 30 s, 6 digits) from a base32 secret, as an authenticator app computes it. */
export function totp(secret: string, at: number = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const char of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0')
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)))
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)))
  const digest = createHmac('sha1', key).update(counter).digest()
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f
  const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000
  return String(value).padStart(6, '0')
}

/** A unique address per test: the server keeps one account per address. */
export function uniqueEmail(name: string): string {
  return `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.fr`
}

/**
 * The spec file's own accounts server: started once before its journeys and stopped after them;
 * its pages get its address and no service worker. Called at the top of the file; the getter
 * gives the running server.
 */
export function ownAccountsServer(port: number, journeyTimeoutMs = 60_000): () => AccountsServer {
  let server: AccountsServer | undefined
  test.use({ baseURL: `http://localhost:${port}`, serviceWorkers: 'block' })
  test.describe.configure({ timeout: journeyTimeoutMs })
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    server = await startAccountsServer(port)
  })
  test.afterAll(async () => {
    await server?.stop()
  })
  return () => {
    if (!server) throw new Error('The accounts server has not started')
    return server
  }
}

type Send = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: unknown }>

/**
 * A member with a confirmed address who accepted the charter, made through the API as the
 * registration screens would, and signed in: through `send` when given (a page's own calls, so
 * that its browser holds the session), else through a client of her own, returned.
 */
export async function registeredMember(
  server: AccountsServer,
  options: { password: string; roles?: string[]; firstName?: string; lastName?: string; send?: Send },
) {
  const { password, roles = ['remplacant'], firstName = 'Alex', lastName = 'Moreau' } = options
  const email = uniqueEmail('member')
  const own = options.send ? undefined : await apiClient(server.url)
  const send = options.send ?? (own as { send: Send }).send
  const since = server.mailCount()
  const registered = await send('POST', '/api/register', {
    first_name: firstName,
    last_name: lastName,
    email,
    phone: '0611223344',
    password,
    password_confirmation: password,
    roles,
    terms: true,
  })
  expect(registered.status).toBe(201)
  const token = new URL(await server.nextMail('verify-email', since)).searchParams.get('token')
  expect((await send('POST', '/api/email/verify', { token })).status).toBe(200)
  expect((await send('POST', '/api/login', { email, password })).body).toHaveProperty('token')
  expect((await send('PUT', '/api/user/charter', { version: '1.0' })).status).toBe(200)
  return { email, send, context: own?.context }
}
