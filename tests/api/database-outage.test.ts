import pino from 'pino'
import { describe, expect, it, onTestFinished } from 'vitest'
import { createApp } from '#server/app.ts'
import { connectDatabase } from '#server/db/connect.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { loadEnv } from '#server/env.ts'
import type { AppEnv } from '#server/http/types.ts'
import { startTcpProxy } from './helpers/tcp-proxy.ts'
import { APP_URL } from './helpers/test-app.ts'
import { createTestSchema, testDatabaseUrl } from './helpers/test-database.ts'

const url = testDatabaseUrl()

// Needs a real server to cut; on PGlite (in process) there is no connection to lose.
describe.skipIf(!url)('PostgreSQL going away under the app', () => {
  it('answers quick 503s while it is down or unreachable, never hangs or crashes, and recovers by itself', async () => {
    if (!url) return
    const target = new URL(url)
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
    onTestFinished(() => proxy.close())
    const schema = await createTestSchema(url)
    onTestFinished(() => schema.drop())
    const proxied = new URL(url)
    proxied.hostname = '127.0.0.1'
    proxied.port = String(proxy.port)
    const poolErrors: Error[] = []
    const db = await connectDatabase({
      url: proxied.toString(),
      dataDir: '',
      searchPath: schema.name,
      onPoolError: (e) => poolErrors.push(e),
    })
    onTestFinished(() => db.destroy())
    await migrateToLatest(db)
    const env = loadEnv({ NODE_ENV: 'test', APP_URL, LOG_LEVEL: 'silent' })
    const app = createApp({ db, env, logger: pino({ level: 'silent' }), clock: { now: () => new Date() } })
    const bindings = { incoming: { socket: { remoteAddress: '127.0.0.1' } } } as unknown as AppEnv['Bindings']
    const get = (path: string) => Promise.resolve(app.request(`${APP_URL}${path}`, {}, bindings))
    const timed = async (path: string) => {
      const started = performance.now()
      const response = await get(path)
      return { status: response.status, ms: performance.now() - started, retryAfter: response.headers.get('retry-after') }
    }
    const cookie = (await get('/sanctum/csrf-cookie')).headers.get('set-cookie') ?? ''
    const token = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? ''
    const postContact = async () => {
      const started = performance.now()
      const response = await app.request(
        `${APP_URL}/api/contact`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token },
          body: JSON.stringify({
            name: 'Camille Durand',
            email: 'c@example.fr',
            subject: 'general',
            message: 'Pendant la panne.',
          }),
        },
        bindings,
      )
      return { status: response.status, ms: performance.now() - started, retryAfter: response.headers.get('retry-after') }
    }

    expect((await timed('/api/health')).status).toBe(200)

    // The server restarts: connections cut, port closed.
    await proxy.setMode('refuse')
    const refusedHealth = await timed('/api/health')
    expect(refusedHealth.status).toBe(503)
    expect(refusedHealth.ms).toBeLessThan(1000)
    const refusedPost = await postContact()
    expect(refusedPost).toMatchObject({ status: 503, retryAfter: '5' })
    expect(refusedPost.ms).toBeLessThan(1000)

    // The network swallows packets: bounded by the health timeout and the connect timeout.
    await proxy.setMode('blackhole')
    const stuckHealth = await timed('/api/health')
    expect(stuckHealth.status).toBe(503)
    expect(stuckHealth.ms).toBeLessThan(2600)
    const stuckPost = await postContact()
    expect(stuckPost.status).toBe(503)
    expect(stuckPost.ms).toBeLessThan(4000)

    // Back: the pool opens new connections on its own, nothing to restart.
    await proxy.setMode('forward')
    let recovered = 0
    for (let attempt = 0; attempt < 20 && recovered !== 200; attempt++) {
      recovered = (await timed('/api/health')).status
      if (recovered !== 200) await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(recovered).toBe(200)
    expect((await postContact()).status).toBe(201)
  })
})
