import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import type { Context } from 'hono'
import type { PublicHomeSection } from '#shared/home-sections.ts'
import { HOME_SECTIONS_ATTRIBUTE, renderHomeSectionsHtml } from '#shared/home-sections-html.ts'
import type { Db } from '../../db/connect.ts'
import type { AppEnv } from '../../http/types.ts'
import { listPublishedSections, toPublicSection } from './home-sections.repository.ts'

/**
 * The public home page with the published sections, at request time, without a rebuild.
 *
 * The prerendered home (dist/client/index.html) holds its built-in content between two empty
 * markers that src/client/routes/public/home.tsx renders. When sections are published, the
 * markers and what lies between them are replaced by `<div data-home-sections>` and the sections'
 * HTML (the shared renderer, the one the client uses too, so hydration finds the same markup).
 * With none published, the page is served as built. HTML is never cached by browsers
 * (`no-cache`, revalidated with an ETag of the content), so the next request sees a change.
 *
 * The published sections are kept in memory: an admin's change through this process clears them
 * at once (invalidateHomePage); other instances behind the load balancer read them again after
 * RELOAD_AFTER_MS at most, so they catch up within a couple of seconds with no shared cache.
 */

export const HOME_MARKER_START = '<span hidden="" data-home-default="start"></span>'
export const HOME_MARKER_END = '<span hidden="" data-home-default="end"></span>'

const RELOAD_AFTER_MS = 2000

interface Published {
  sections: PublicHomeSection[]
  html: string | null
  loadedAt: number
}

interface Cache {
  published?: Promise<Published>
  /** Bumped by every invalidation: a read that started before one is not kept. */
  generation: number
  page?: { key: string; html: string; etag: string }
}

const caches = new WeakMap<Db, Cache>()

function cacheOf(db: Db): Cache {
  let cache = caches.get(db)
  if (!cache) {
    cache = { generation: 0 }
    caches.set(db, cache)
  }
  return cache
}

/** Call after any change to the sections (in this process), once it is committed. */
export function invalidateHomePage(db: Db): void {
  const cache = cacheOf(db)
  cache.generation++
  cache.published = undefined
  cache.page = undefined
}

/** The published sections, in order (rows whose body no longer passes the schema are left out). */
export async function publishedSections(c: Context<AppEnv>): Promise<PublicHomeSection[]> {
  return (await loadPublished(c)).sections
}

async function loadPublished(c: Context<AppEnv>): Promise<Published> {
  const { db } = c.get('deps')
  const cache = cacheOf(db)
  const current = cache.published
  if (current) {
    const value = await current.catch(() => undefined)
    if (value && performance.now() - value.loadedAt < RELOAD_AFTER_MS) return value
  }
  const generation = cache.generation
  const loading = (async (): Promise<Published> => {
    const rows = await listPublishedSections(db)
    const sections: PublicHomeSection[] = []
    for (const row of rows) {
      const section = toPublicSection(row)
      if (section) sections.push(section)
      else c.get('logger').warn({ sectionId: row.id }, 'home section left out: its body does not match its kind')
    }
    return { sections, html: sections.length > 0 ? renderHomeSectionsHtml(sections) : null, loadedAt: performance.now() }
  })()
  // Only a read that no invalidation overtook is kept for the next requests.
  if (cache.generation === generation) cache.published = loading
  loading.catch(() => {
    if (cache.published === loading) cache.published = undefined
  })
  return loading
}

/**
 * The hook serve-client calls for a page of the build: the home page ('/') gets the sections;
 * anything else (undefined) is served as the file it is.
 */
export async function renderHomePage(c: Context<AppEnv>, requestedPath: string, file: string): Promise<Response | undefined> {
  if (requestedPath !== '/') return undefined
  const published = await loadPublished(c)
  if (published.html === null) return undefined
  const { db } = c.get('deps')
  const cache = cacheOf(db)
  const info = await stat(file)
  const key = `${file}:${info.size}:${info.mtimeMs}:${published.loadedAt}`
  let page = cache.page
  if (page?.key !== key) {
    const template = await readFile(file, 'utf8')
    const html = injectSections(template, published.html)
    if (html === undefined) {
      c.get('logger').warn({ file }, 'home page has no section markers: served as built')
      return undefined
    }
    page = { key, html, etag: `W/"hs-${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` }
    cache.page = page
  }
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', ETag: page.etag })
  if (matchesEtag(c.req.header('if-none-match'), page.etag)) return new Response(null, { status: 304, headers })
  return new Response(c.req.method === 'HEAD' ? null : page.html, { status: 200, headers })
}

/** The page with the sections in place of its built-in content; undefined without the markers. */
export function injectSections(template: string, sectionsHtml: string): string | undefined {
  const start = template.indexOf(HOME_MARKER_START)
  const end = template.indexOf(HOME_MARKER_END, start)
  if (start < 0 || end < 0) return undefined
  return `${template.slice(0, start)}<div ${HOME_SECTIONS_ATTRIBUTE}="">${sectionsHtml}</div>${template.slice(end + HOME_MARKER_END.length)}`
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const bare = (value: string) => value.trim().replace(/^W\//, '')
  return header.split(',').some((candidate) => bare(candidate) === bare(etag))
}
