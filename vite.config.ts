import { fileURLToPath } from 'node:url'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { pwa } from './src/client/lib/pwa/vite-pwa.ts'

const root = fileURLToPath(new URL('./src/client', import.meta.url))

export default defineConfig({
  root,
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  envDir: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), babel({ presets: [linguiTransformerBabelPreset()] }), lingui(), pwa()],
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/sanctum': 'http://localhost:3000', '/_ipx': 'http://localhost:3000' },
  },
})
