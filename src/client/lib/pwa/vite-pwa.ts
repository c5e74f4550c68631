import { VitePWA } from 'vite-plugin-pwa'

// Prompt mode: a new worker waits until the app says it is a safe moment (see register-sw.ts).
export function pwa() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['favicon.svg', 'robots.txt'],
    manifest: {
      lang: 'fr',
      name: 'Relève — remplacements infirmiers',
      short_name: 'Relève',
      description: 'Remplacements, partenariats et recherche d’infirmier à domicile.',
      theme_color: '#1d5f58',
      background_color: '#f7f8f8',
      display: 'standalone',
      start_url: '/dashboard',
      scope: '/',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,ico,txt}'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/sanctum\//, /^\/_ipx\//],
    },
  })
}
