import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll } from 'vitest'
import { type App, createApp } from '#server/app.ts'
import type { Db } from '#server/db/connect.ts'
import { type Env, loadEnv } from '#server/env.ts'
import type { AppEnv } from '#server/http/types.ts'
import { createTestDatabase } from './test-database.ts'

export interface LogLine {
  level: number
  msg?: string
  reqId?: string
  err?: { message?: string; stack?: string }
  [key: string]: unknown
}

export interface TestClock {
  now(): Date
  advance(ms: number): void
}

// A type, not an interface: it must fit Record<string, string> where headers are merged.
export type CsrfHeaders = {
  Cookie: string
  'X-XSRF-TOKEN': string
}

export interface RequestOptions extends RequestInit {
  /** The socket's address (the client, or the nearest proxy). */
  ip?: string
}

export interface TestApp {
  app: App
  db: Db
  env: Env
  clock: TestClock
  dbKind: 'pglite' | 'postgres'
  /** Every line the app logged, parsed. */
  logs: LogLine[]
  /** Sends a request through the whole app, as from a socket at `ip` (127.0.0.1 by default). */
  request(path: string, options?: RequestOptions): Promise<Response>
  /** Headers of a same-origin mutating call: the CSRF cookie and the matching X-XSRF-TOKEN. */
  csrfHeaders(): Promise<CsrfHeaders>
  /** Another app on the same database, clock and logs, with other environment variables. */
  withEnv(overrides: Record<string, string>): TestApp
  /** Another app on the same database, serving another client build. */
  withClientDir(clientDir: string): TestApp
  close(): Promise<void>
}

export const APP_URL = 'http://localhost:3000'

/**
 * An app on a fresh database, as `createApp` builds it in production, for one test file; closed
 * by afterAll. `env` overrides the environment (the strings a real process would get).
 */
export async function createTestApp(options: { env?: Record<string, string>; clientDir?: string } = {}): Promise<TestApp> {
  const database = await createTestDatabase()
  const logs: LogLine[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line) as LogLine)
      done()
    },
  })
  let current = new Date('2026-03-02T09:00:00Z').getTime()
  const clock: TestClock = {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms
    },
  }

  let closed = false
  const close = async () => {
    if (closed) return
    closed = true
    await database.drop().catch(() => {})
  }
  afterAll(close)

  const build = (envOverrides: Record<string, string>, clientDir: string | undefined): TestApp => {
    const env = loadEnv({ NODE_ENV: 'test', APP_URL, LOG_LEVEL: 'info', ...envOverrides })
    const logger = pino({ level: env.LOG_LEVEL }, sink)
    // argon2 at its cheapest (a test-only option createApp refuses outside NODE_ENV=test).
    const testing = { fastPasswordHashing: true }
    const app = createApp({ db: database.db, env, logger, clock, testing, ...(clientDir ? { clientDir } : {}) })

    const request = (path: string, { ip = '127.0.0.1', ...init }: RequestOptions = {}) => {
      // What @hono/node-server passes as bindings, reduced to the part the app reads.
      const bindings = { incoming: { socket: { remoteAddress: ip } } } as unknown as AppEnv['Bindings']
      return Promise.resolve(app.request(new URL(path, APP_URL).toString(), init, bindings))
    }

    const csrfHeaders = async (): Promise<CsrfHeaders> => {
      const response = await request('/sanctum/csrf-cookie')
      const token = /XSRF-TOKEN=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]
      if (!token) throw new Error('GET /sanctum/csrf-cookie set no XSRF-TOKEN cookie')
      return { Cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token }
    }

    return {
      app,
      db: database.db,
      env,
      clock,
      dbKind: database.kind,
      logs,
      request,
      csrfHeaders,
      withEnv: (overrides) => build({ ...envOverrides, ...overrides }, clientDir),
      withClientDir: (otherDir) => build(envOverrides, otherDir),
      close,
    }
  }

  return build(options.env ?? {}, options.clientDir)
}

/** A JSON mutating call from our own origin with a valid CSRF pair. */
export async function postJson(
  t: TestApp,
  path: string,
  body: unknown,
  init: Omit<RequestOptions, 'headers'> & { headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers = { 'Content-Type': 'application/json', Origin: APP_URL, ...(await t.csrfHeaders()), ...init.headers }
  return t.request(path, { ...init, method: init.method ?? 'POST', headers, body: JSON.stringify(body) })
}
