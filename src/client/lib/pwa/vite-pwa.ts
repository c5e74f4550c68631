import { VitePWA } from 'vite-plugin-pwa'
import type { ManifestEntry } from 'workbox-build'

/** /pricing's prerendered page, answered by pricingPageFromNetwork rather than by the precache. */
const pricingPageFile = 'pricing/index.html'

/**
 * Prerendered pages are written as about/index.html, but visitors ask for /about. Workbox would
 * look for '/about' and '/about.html' only, miss the page, and fall back to the home page's HTML.
 * Precaching them under their clean URL ('/about', which the server answers with that very file)
 * makes an offline visit to /about get /about's own HTML. /pricing keeps its file name: the
 * network answers it first (pricingPageFromNetwork).
 */
export function cleanPageUrls<Entry extends ManifestEntry>(entries: Entry[]): { manifest: Entry[] } {
  return {
    manifest: entries.map((entry) =>
      /^[\w-]+(\/[\w-]+)*\/index\.html$/.test(entry.url) && entry.url !== pricingPageFile
        ? { ...entry, url: entry.url.replace(/\/index\.html$/, '') }
        : entry,
    ),
  }
}

/**
 * The kill switch (docs/decisions/004-service-worker-updates.md): built with VITE_PWA_KILL_SWITCH=1,
 * sw.js is a worker that unregisters itself and reloads its pages, and the client code registers
 * none and clears the caches (register-sw.ts).
 */
export const killSwitch = process.env.VITE_PWA_KILL_SWITCH === '1'

/**
 * The home page shows the sections admins publish, written in by the server at request time
 * (src/server/modules/home-sections/home-page.ts): the worker fetches it from the network every
 * time, and falls back to the precached home page (the build's own content) only when the network
 * fails (offline). The precached copy is of the same build, so its scripts always exist.
 */
const homePageFromNetwork = {
  urlPattern: ({ request, url }: { request: Request; url: URL }) => request.mode === 'navigate' && url.pathname === '/',
  handler: 'NetworkOnly' as const,
  options: { precacheFallback: { fallbackURL: 'index.html' } },
}

/**
 * /pricing likewise shows the plans on sale, written in by the server at every request
 * (src/server/modules/subscriptions/pricing-page.ts). Its precached copy keeps its file name
 * (cleanPageUrls), so that only this route answers /pricing: from the network, or offline from
 * the build's own page, whose notice stands in for the plans.
 */
const pricingPageFromNetwork = {
  urlPattern: ({ request, url }: { request: Request; url: URL }) =>
    request.mode === 'navigate' && (url.pathname === '/pricing' || url.pathname === '/pricing/'),
  handler: 'NetworkOnly' as const,
  options: { precacheFallback: { fallbackURL: pricingPageFile } },
}

// Prompt mode: a new worker waits until the app says it is a safe moment (see register-sw.ts).
export function pwa() {
  return VitePWA({
    registerType: 'prompt',
    selfDestroying: killSwitch,
    // Registered by register-sw.ts (workbox-window), never by an injected inline script (CSP).
    injectRegister: false,
    includeAssets: ['favicon.svg', 'robots.txt'],
    manifest: {
      id: '/',
      lang: 'fr',
      dir: 'ltr',
      name: 'Relève — remplacements infirmiers',
      short_name: 'Relève',
      description: 'Remplacements et partenariats entre infirmiers libéraux, et recherche d’infirmier à domicile.',
      categories: ['medical', 'productivity', 'business'],
      theme_color: '#1d5f58',
      background_color: '#f7f8f8',
      display: 'standalone',
      orientation: 'any',
      start_url: '/dashboard',
      scope: '/',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
      shortcuts: [
        {
          name: 'Remplacements',
          short_name: 'Remplacements',
          description: 'Les offres de remplacement près de chez vous',
          url: '/dashboard/replacements',
          icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
        },
        {
          name: 'Recherche d’infirmier',
          short_name: 'Recherche',
          description: 'Trouver une infirmière à domicile',
          url: '/search-nurse',
          icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
        },
        {
          name: 'Messagerie',
          short_name: 'Messages',
          description: 'Vos conversations',
          url: '/dashboard/chat',
          icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
        },
      ],
    },
    workbox: {
      // Without clientsClaim the first visit is never controlled, and going offline then fails.
      clientsClaim: true,
      // skipWaiting stays false: the waiting worker takes over when register-sw.ts says so.
      cleanupOutdatedCaches: true,
      // The app shell, the prerendered pages (written before this plugin runs, see
      // src/client/prerender/vite-plugin.ts), fonts and icons. 404.html is served by the server
      // only; offline, unknown paths get the shell, whose router shows the 404 screen.
      globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,ico,txt}'],
      // The search's map (MapLibre, about 1.6 MB with its worker) is online-only and opened on
      // demand: never downloaded with the app, on a phone with a weak signal.
      // pdf.js (about 1.9 MB with its worker, fonts and decoders) draws the PDFs admins review,
      // online only: likewise never downloaded with the app.
      globIgnores: [
        '404.html',
        'assets/map-view-*',
        'assets/maplibre-gl-worker-*',
        'assets/pdf-document-*',
        'assets/pdf.worker.min-*',
        'assets/pdfjs-*/**',
      ],
      manifestTransforms: [(entries) => cleanPageUrls(entries)],
      // App routes offline: the app shell, which holds no page's content (the prerendered pages
      // are precached under their own URLs above).
      navigateFallback: '/shell.html',
      // The API, the CSRF cookie route and images are never answered with HTML. Nor are the home
      // page and /pricing: they have the database's content in them (homePageFromNetwork,
      // pricingPageFromNetwork).
      navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/sanctum(\/|$)/, /^\/_ipx(\/|$)/, /^\/(\?.*)?$/, /^\/pricing\/?(\?.*)?$/],
      // '/' must not be matched to the precached index.html (Workbox's directory index).
      directoryIndex: '',
      runtimeCaching: [homePageFromNetwork, pricingPageFromNetwork],
      // Web Push: showing a push and opening its screen on a click (public/push-handler.js, a plain
      // script copied as it is to the build's root; docs/architecture.md#web-push).
      importScripts: ['/push-handler.js'],
      // No runtime caching of /api: personal responses stay out of Cache Storage (docs/security.md#the-pwa-on-a-shared-phone,
      // shared phones); offline data comes from the persisted TanStack Query cache instead.
    },
  })
}
