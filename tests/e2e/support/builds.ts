import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const root = new URL('../../../', import.meta.url).pathname
export const currentBuildDir = join(root, 'dist/client')
export const nextBuildDir = join(root, 'dist/e2e-next')

/** A server of its own on a copy of the current build, whose files a test can swap for the next build. */
export async function startServerOnCopy(port: number) {
  // A server left over on this port would answer the health check in our place.
  const busy = await fetch(`http://localhost:${port}/api/health`).then(
    () => true,
    () => false,
  )
  if (busy) throw new Error(`port ${port} is already taken: stop the server listening there`)
  const clientDir = mkdtempSync(join(tmpdir(), 'releve-e2e-client-'))
  cpSync(currentBuildDir, clientDir, { recursive: true })
  const server: ChildProcess = spawn(process.execPath, ['src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      CLIENT_DIR: clientDir,
      DATA_DIR: 'memory://',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 120_000
  for (;;) {
    try {
      if ((await fetch(`http://localhost:${port}/api/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      server.kill('SIGKILL')
      throw new Error(`the server on port ${port} did not become healthy in 120 s`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url: `http://localhost:${port}`,
    deployCurrentBuild() {
      rmSync(clientDir, { recursive: true, force: true })
      cpSync(currentBuildDir, clientDir, { recursive: true })
    },
    deployNextBuild() {
      rmSync(clientDir, { recursive: true, force: true })
      cpSync(nextBuildDir, clientDir, { recursive: true })
    },
    async stop() {
      server.kill('SIGTERM')
      rmSync(clientDir, { recursive: true, force: true })
    },
  }
}
