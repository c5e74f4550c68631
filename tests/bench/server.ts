import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface BenchServer {
  url: string
  /** From spawn to the first answer of any kind (the process listens). */
  listeningMs: number
  /** From spawn to the first 200 on /api/health. */
  healthyMs: number
  /** Resolves with the time from spawn to the log line that matches, or rejects after `timeoutMs`. */
  waitForLog(pattern: RegExp, timeoutMs?: number): Promise<{ ms: number; text: string }>
  /** Resolves with the time from spawn to the first health answer where `accept(body)` holds. */
  waitForHealth(accept: (body: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<number>
  stop(): Promise<void>
}

/**
 * `node src/server/main.ts` in production mode at http://localhost:<port>, with this environment
 * besides the bench's own; its errors go to the bench's.
 */
export function spawnApp(options: { root: string; port: number; env: Record<string, string>; stdout: 'pipe' | 'ignore' }) {
  return spawn(process.execPath, ['src/server/main.ts'], {
    cwd: options.root,
    env: {
      ...process.env,
      PORT: String(options.port),
      APP_URL: `http://localhost:${options.port}`,
      NODE_ENV: 'production',
      ...options.env,
    },
    stdio: ['ignore', options.stdout, 'inherit'],
  })
}

/**
 * `node src/server/main.ts` on a fresh data folder, as `npm run serve` would on a new machine,
 * with its log kept (at info level: the demo accounts' passwords are printed there once). With
 * `dataDir`, on that folder instead (a restart), which it then leaves in place.
 */
export async function startServer(options: {
  root: string
  port: number
  clientDir: string
  dataDir?: string
}): Promise<BenchServer> {
  const url = `http://localhost:${options.port}`
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'releve-bench-'))
  let log = ''
  const started = performance.now()
  const child = spawnApp({
    root: options.root,
    port: options.port,
    env: { CLIENT_DIR: options.clientDir, DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdout: 'pipe',
  })
  child.stdout?.setEncoding('utf8')
  child.stdout?.on('data', (chunk: string) => {
    log += chunk
  })
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`the server exited (${code})`))))
  exited.catch(() => {})

  async function poll<T>(probe: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
    const deadline = performance.now() + timeoutMs
    while (performance.now() < deadline) {
      const found = await Promise.race([probe(), exited])
      if (found !== undefined) return found
      await new Promise((r) => setTimeout(r, 20))
    }
    throw new Error(`${what}: nothing within ${timeoutMs / 1000} s`)
  }
  const health = async () => {
    try {
      const response = await fetch(`${url}/api/health`)
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    } catch {
      return undefined
    }
  }

  const server: BenchServer = {
    url,
    listeningMs: 0,
    healthyMs: 0,
    waitForLog: (pattern, timeoutMs = 120_000) =>
      poll(
        async () => {
          const match = pattern.exec(log)
          return match ? { ms: performance.now() - started, text: match[0] } : undefined
        },
        timeoutMs,
        `log ${pattern}`,
      ),
    waitForHealth: (accept, timeoutMs = 120_000) =>
      poll(
        async () => {
          const answer = await health()
          return answer?.status === 200 && accept(answer.body) ? performance.now() - started : undefined
        },
        timeoutMs,
        'health',
      ),
    async stop() {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r).once('error', r))
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
  try {
    server.listeningMs = await poll(async () => ((await health()) ? performance.now() - started : undefined), 120_000, 'listen')
    server.healthyMs = await server.waitForHealth(() => true)
  } catch (error) {
    await server.stop()
    throw error
  }
  return server
}
