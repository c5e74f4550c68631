import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { root } from './builds.ts'

/**
 * A server of its own for one journey, on an embedded database that a seed script prepares
 * beforehand (seed-*.ts): no test-only endpoint, no demo accounts. Its log tells which mails it
 * queued (without SMTP they stay in the outbox as "captured").
 */
export interface SeededServer {
  url: string
  /** Templates of the mails captured so far, in order. */
  mailTemplates(): string[]
  stop(): Promise<void>
}

interface SeededServerOptions {
  port: number
  /** Names the temporary data directory and the start failure. */
  name: string
  /** Path from the project root of the script that fills the data directory given as argument. */
  seed: string
  env?: Record<string, string>
}

export async function startSeededServer({ port, name, seed, env = {} }: SeededServerOptions): Promise<SeededServer> {
  const url = `http://localhost:${port}`
  const busy = await fetch(`${url}/api/health`).then(
    () => true,
    () => false,
  )
  if (busy) throw new Error(`port ${port} is already taken: stop the server listening there`)
  const dataDir = mkdtempSync(join(tmpdir(), `releve-e2e-${name}-`))
  execFileSync(process.execPath, [seed, dataDir], { cwd: root, stdio: 'inherit' })

  const server: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: url,
      CLIENT_DIR: process.env.CLIENT_DIR ?? join(root, 'dist/client'),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const templates: string[] = []
  if (server.stdout) {
    createInterface({ input: server.stdout }).on('line', (line) => {
      if (!line.includes('mail captured')) return
      try {
        const entry = JSON.parse(line) as { template?: string }
        if (entry.template) templates.push(entry.template)
      } catch {
        // Not a log line of ours.
      }
    })
  }

  const deadline = Date.now() + 90_000
  for (;;) {
    if (Date.now() > deadline) {
      server.kill('SIGKILL')
      throw new Error(`The ${name} server did not start on ${url}`)
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }

  return {
    url,
    mailTemplates: () => [...templates],
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
