/**
 * `npm run dev`: the API restarted on every change (`node --watch`) and Vite's dev server with hot
 * reload, which proxies /api, /sanctum and /_ipx to the API (vite.config.ts). Open Vite's URL.
 * Both children live and die together: Ctrl-C, SIGTERM or either one exiting stops the other.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))
// Read .env here too, so that its APP_URL or PORT win over the defaults below.
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'))
const vitePort = process.env.VITE_PORT || '5173'
// Vite's package exports do not include its bin: take the file the package.json "bin" names.
const viteBin = path.join(root, 'node_modules/vite/bin/vite.js')

const env = {
  ...process.env,
  NODE_ENV: 'development',
  PORT: process.env.PORT || '3000',
  // The browser is on Vite's origin: that is the Origin the CSRF check must accept.
  APP_URL: process.env.APP_URL || `http://localhost:${vitePort}`,
}

// process.execPath is the Node 24 that npm put on the PATH, for both children.
const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', '--watch-preserve-output', 'src/server/main.ts'], { cwd: root, env, stdio: 'inherit' }),
  spawn(process.execPath, [viteBin, '--port', vitePort, '--strictPort'], { cwd: root, env, stdio: 'inherit' }),
]

let stopping = false
function stopAll(code: number) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  // Whatever ignores SIGTERM for 5 s is killed, so the terminal is never left with an orphan.
  setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
    process.exit(code)
  }, 5000).unref()
  Promise.all(
    children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null)),
  ).then(() => process.exit(code))
}

for (const child of children) child.once('exit', (code) => stopAll(code ?? 1))
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))
