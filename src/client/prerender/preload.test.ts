import { describe, expect, it } from 'vitest'
import { type ChunkInfo, pageModuleFor, staticClosure } from './preload.ts'

describe('staticClosure', () => {
  it('lists a page chunk and its static imports once each, through cycles', () => {
    const chunks = new Map<string, ChunkInfo>([
      ['assets/about.js', { file: 'assets/about.js', imports: ['assets/legal-page.js', 'assets/page-meta.js'] }],
      ['assets/legal-page.js', { file: 'assets/legal-page.js', imports: ['assets/css.js'] }],
      ['assets/page-meta.js', { file: 'assets/page-meta.js', imports: ['assets/css.js', 'assets/about.js'] }],
      ['assets/css.js', { file: 'assets/css.js', imports: [] }],
    ])
    expect(staticClosure(chunks, 'assets/about.js')).toEqual([
      'assets/about.js',
      'assets/legal-page.js',
      'assets/css.js',
      'assets/page-meta.js',
    ])
  })
})

describe('pageModuleFor', () => {
  it('finds the route module of a public page', () => {
    expect(pageModuleFor('/')).toBe('routes/public/home.tsx')
    expect(pageModuleFor('/legal-notice')).toBe('routes/public/legal-notice.tsx')
  })
})
