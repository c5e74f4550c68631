import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

// Debian's Chromium when present: Playwright's own browser download cannot run here.
const systemChromium = '/usr/bin/chromium'
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(systemChromium) ? systemChromium : undefined)
const port = Number(process.env.E2E_PORT ?? 3555)

export default defineConfig({
  testDir: '.',
  globalSetup: './global-setup.ts',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  outputDir: '../../test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    serviceWorkers: 'allow',
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'mobile', use: { ...devices['Pixel 7'], browserName: 'chromium' } }],
  webServer: {
    // The production build, as users get it; the build itself runs once in global setup.
    command: `node src/server/main.ts`,
    cwd: '../..',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      NODE_ENV: 'production',
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
    },
  },
})
