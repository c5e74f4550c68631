import { describe, expect, it } from 'vitest'
import { cleanPageUrls } from './vite-pwa.ts'

describe('precache manifest', () => {
  it('precaches prerendered pages under the URL visitors ask for', () => {
    const entries = [
      { url: 'index.html', revision: 'a' },
      { url: 'about/index.html', revision: 'b' },
      { url: 'legal-notice/index.html', revision: 'c' },
      { url: 'assets/index-abc123.js', revision: null },
      { url: 'manifest.webmanifest', revision: 'd' },
    ]
    expect(cleanPageUrls(entries).manifest.map((entry) => entry.url)).toEqual([
      'index.html',
      'about',
      'legal-notice',
      'assets/index-abc123.js',
      'manifest.webmanifest',
    ])
  })

  it('keeps /pricing under its file name, for its network-first route alone to answer /pricing', () => {
    expect(cleanPageUrls([{ url: 'pricing/index.html', revision: 'p' }]).manifest).toEqual([
      { url: 'pricing/index.html', revision: 'p' },
    ])
  })

  it('keeps each entry revision, so a changed page is fetched again', () => {
    expect(cleanPageUrls([{ url: 'terms/index.html', revision: 'r1' }]).manifest).toEqual([{ url: 'terms', revision: 'r1' }])
  })
})
