import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { nextBuildDir, root } from './support/builds.ts'

// The update test needs a second, different build of the app: made once, beside the real one.
export default function globalSetup() {
  if (existsSync(`${nextBuildDir}/sw.js`) && !process.env.CI) return
  execSync(`npx vite build --outDir ${nextBuildDir} --emptyOutDir`, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_BUILD_ID: `e2e-next-${Date.now()}` },
  })
}
