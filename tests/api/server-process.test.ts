import { type ChildProcess, spawn } from 'node:child_process'
import http from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it, onTestFinished } from 'vitest'
import webpush from 'web-push'
import { createTestSchema, testDatabaseUrl } from './helpers/test-database.ts'

const main = fileURLToPath(new URL('../../src/server/main.ts', import.meta.url))
const children: ChildProcess[] = []
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
})

/** Starts `node src/server/main.ts` as `npm run serve` does, on a free port and a throwaway database. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [main], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', DATA_DIR: 'memory://', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (chunk) => {
    stdout += chunk
  })
  child.stderr?.on('data', (chunk) => {
    stderr += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const listening = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${stdout}\n${stderr}`)), 120_000)
    child.stdout?.on('data', () => {
      const port = /"port":(\d+)/.exec(stdout)?.[1]
      if (port) {
        clearTimeout(timer)
        resolve(Number(port))
      }
    })
    void exited.then(() => reject(new Error(`server exited:\n${stdout}\n${stderr}`)))
  })
  // A test that expects the start to fail never awaits this.
  listening.catch(() => {})
  return { child, listening, exited, output: () => ({ stdout, stderr }) }
}

describe('the server process (src/server/main.ts)', () => {
  it('stops at start with the name of a bad variable', async () => {
    const server = startServer({ TRUST_PROXY_HOPS: 'beaucoup' })
    expect(await server.exited).toBe(1)
    expect(server.output().stderr).toMatch(/TRUST_PROXY_HOPS/)
  })

  it(`migrates, serves over a real socket, and drains on SIGTERM with exit code 0 (${testDatabaseUrl() ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const url = testDatabaseUrl()
    const schema = url ? await createTestSchema(url) : undefined
    onTestFinished(() => schema?.drop())
    // On PostgreSQL the process gets its own schema through libpq's `options` parameter.
    const databaseUrl =
      url && schema
        ? `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema.name},public`)}`
        : ''
    // Production with a PostgreSQL server needs its own APP_KEY and Web Push key pair (env.ts).
    const vapid = webpush.generateVAPIDKeys()
    const server = startServer({
      DATABASE_URL: databaseUrl,
      APP_KEY: 'server-process-test-key-of-32-characters',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      SEED_DEMO: 'false',
    })
    const port = await server.listening
    const base = `http://127.0.0.1:${port}`

    const health = await fetch(`${base}/api/health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toMatchObject({ status: 'ok' })

    // The socket's address is the client (no proxy declared): the CSRF check and JSON errors work end to end.
    const refused = await fetch(`${base}/api/contact`, {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(refused.status).toBe(419)

    // A request still uploading its body when SIGTERM arrives gets its answer before the exit.
    const cookie = (await fetch(`${base}/sanctum/csrf-cookie`)).headers.get('set-cookie') ?? ''
    const token = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? ''
    const body = JSON.stringify({
      name: 'Camille Durand',
      email: 'c@example.fr',
      subject: 'general',
      message: 'Envoyé pendant un arrêt.',
    })
    const request = http.request(`${base}/api/contact`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
        Cookie: `XSRF-TOKEN=${token}`,
        'X-XSRF-TOKEN': token,
      },
    })
    const answered = new Promise<number | undefined>((resolve, reject) => {
      request.on('response', (response) => {
        response.resume()
        resolve(response.statusCode)
      })
      request.on('error', reject)
    })
    request.write(body.slice(0, 20))
    await sleep(300)
    server.child.kill('SIGTERM')
    await sleep(300)
    expect(server.child.exitCode).toBeNull()
    request.end(body.slice(20))
    expect(await answered).toBe(201)
    expect(await server.exited).toBe(0)
    expect(server.output().stdout).toContain('"msg":"stopped"')
    await expect(fetch(`${base}/api/health`)).rejects.toThrow()
    // A cold start migrates and loads 36,000 communes: slow on a loaded CI machine.
  }, 150_000)
})
