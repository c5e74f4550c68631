// Prints the figures the foundation is judged on: home page weight, Lighthouse mobile scores,
// and the time from `npm run serve` to a healthy API. Run after `npm run build` (it builds if
// dist/ is missing). Figures go in the issue notes, never in tests.
import { spawn, execSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { homeWeight } from './home-weight.ts'
import { lighthouseScores } from './lighthouse.ts'

const port = Number(process.env.BENCH_PORT ?? 3666)
const root = new URL('../../', import.meta.url).pathname

if (!existsSync(join(root, 'dist/client/index.html'))) execSync('npm run build', { cwd: root, stdio: 'inherit' })

const weight = homeWeight(join(root, 'dist/client'))
console.log(`Home first-load JS: ${(weight.js / 1024).toFixed(1)} KB gzip (${weight.jsFiles} files)`)
console.log(`Home first-load CSS: ${(weight.css / 1024).toFixed(1)} KB gzip (${weight.cssFiles} files)`)

const dataDir = mkdtempSync(join(tmpdir(), 'releve-bench-'))
const started = performance.now()
const server = spawn(process.execPath, ['src/server/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
})
try {
  const readyMs = await waitForHealth(`http://localhost:${port}/api/health`, started)
  console.log(`Serve → first 200 on /api/health (fresh data dir, migrations included): ${readyMs.toFixed(0)} ms`)
  for (const path of ['/', '/about']) {
    const scores = await lighthouseScores(`http://localhost:${port}${path}`)
    console.log(
      `Lighthouse mobile ${path}: performance ${scores.performance}, accessibility ${scores.accessibility}, ` +
        `best practices ${scores['best-practices']}, SEO ${scores.seo} (LCP ${scores.lcpMs} ms, TBT ${scores.tbtMs} ms; transferred JS ${scores.scriptKb} KB, CSS ${scores.stylesheetKb} KB)`,
    )
  }
} finally {
  server.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}

async function waitForHealth(url: string, since: number): Promise<number> {
  const deadline = since + 60_000
  while (performance.now() < deadline) {
    try {
      const res = await fetch(url)
      if (res.status === 200) return performance.now() - since
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error('the server did not answer within 60 s')
}
