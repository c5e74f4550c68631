/** A year, immutable: Vite puts a content hash in every name under /assets. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Always revalidated (cheap with the ETag): a new deploy must be seen at once. */
export const REVALIDATE = 'no-cache'
/** Unhashed public files (icons, robots.txt): a day is a fair trade. */
export const SHORT = 'public, max-age=86400'

/** Cache-Control for a file of the build, by its path relative to the build folder. */
export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('assets/')) return IMMUTABLE
  const name = relativePath.slice(relativePath.lastIndexOf('/') + 1)
  // The service worker and what it imports, the manifest and every page decide what runs next.
  if (
    name.endsWith('.html') ||
    name === 'sw.js' ||
    name === 'registerSW.js' ||
    name === 'manifest.webmanifest' ||
    /^workbox-[\w-]+\.js$/.test(name)
  ) {
    return REVALIDATE
  }
  return SHORT
}
