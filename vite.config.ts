import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { appChunks } from './src/client/lib/app-chunks.ts'
import { bundleBudgets } from './src/client/lib/bundle-budgets.ts'
import { pdfjsAssets } from './src/client/lib/pdfjs-assets.ts'
import { pwa } from './src/client/lib/pwa/vite-pwa.ts'
import { linguiWithSourceMessages } from './src/client/lib/source-messages.ts'
import { prerender } from './src/client/prerender/vite-plugin.ts'

const root = fileURLToPath(new URL('./src/client', import.meta.url))
const projectRoot = fileURLToPath(new URL('.', import.meta.url))
const noConsoleError = fileURLToPath(new URL('./tests/setup/no-console-error.ts', import.meta.url))

export default defineConfig({
  root,
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  envDir: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    babel({ presets: [linguiWithSourceMessages()] }),
    lingui(),
    appChunks(),
    // The fonts and decoders pdf.js fetches by name, from our origin (the admins' PDF preview).
    pdfjsAssets(),
    // Writes the public pages into the build before pwa() precaches it (both in closeBundle).
    prerender({ entry: fileURLToPath(new URL('./src/client/prerender/entry-server.tsx', import.meta.url)) }),
    pwa(),
    // Fails the build when the app start or a route loads more JS than its budget (docs/architecture.md#bundle-budgets).
    bundleBudgets({
      budgetsFile: fileURLToPath(new URL('./src/client/budgets.json', import.meta.url)),
      routeTable: fileURLToPath(new URL('./src/client/app/routes.tsx', import.meta.url)),
      root,
    }),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      // Two pages: the template of the prerendered public pages (which start the app on demand,
      // see src/client/page-entry.ts) and the app shell served for every other app path.
      input: {
        index: fileURLToPath(new URL('./src/client/index.html', import.meta.url)),
        shell: fileURLToPath(new URL('./src/client/shell.html', import.meta.url)),
      },
    },
  },
  test: {
    // Unit and component tests see the client build's plugins (Lingui macros); API tests run plain Node.
    // Unit and component files run on every core at once (`maxWorkers`, the same for both projects so
    // they share one queue): Vitest's default keeps one core for itself, which on a two-core machine
    // ran the files one after the other.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          root: projectRoot,
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: [noConsoleError],
          // A thread starts faster than a child process, and these tests need no process of their own.
          pool: 'threads',
          maxWorkers: '100%',
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          root: projectRoot,
          include: ['src/**/*.test.tsx', 'tests/unit/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: [noConsoleError],
          // Each file still gets its own modules and DOM (a fresh VM context), but in a worker kept
          // from one file to the next, which sets jsdom up once: a new process and a new jsdom for
          // every file were the larger part of the run.
          pool: 'vmThreads',
          maxWorkers: '100%',
        },
      },
      {
        test: {
          name: 'api',
          root: projectRoot,
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          setupFiles: [noConsoleError],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/sanctum': 'http://localhost:3000', '/_ipx': 'http://localhost:3000' },
  },
})
