import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import type { Context } from 'hono'
import { paths } from '#shared/paths.ts'
import { PRICING_PLANS_ATTRIBUTE, renderPricingPlansHtml } from '#shared/pricing-html.ts'
import { pricingTextsFr } from '#shared/pricing-texts-fr.ts'
import type { AppEnv } from '../../http/types.ts'
import { listActivePlans } from './plans.repository.ts'
import { planJson } from './subscription-json.ts'

/**
 * /pricing with the plans on sale, at request time, without a rebuild (docs/decisions/010).
 *
 * The prerendered page (dist/client/pricing/index.html) holds a notice between two empty markers
 * that features/subscriptions/components/pricing-plans.tsx renders; every request replaces them
 * and what lies between by `<div data-pricing-plans>` and the plans' HTML (the shared renderer,
 * the one the client uses too, so hydration finds the same markup). The plans are read at every
 * request (a few rows, one indexed query): an admin's new price shows at the next GET /pricing on
 * every instance. The page is answered `no-cache` with an ETag of its content.
 */

export const PRICING_MARKER_START = '<span hidden="" data-pricing-default="start"></span>'
export const PRICING_MARKER_END = '<span hidden="" data-pricing-default="end"></span>'

let template: { key: string; text: string } | undefined
let page: { template: string; plans: string; html: string; etag: string } | undefined

/**
 * The hook serve-client calls for a page of the build: /pricing gets the plans on sale; anything
 * else (undefined) is served as the file it is. Should the plans not be readable (the database
 * away), the page is served as built: its notice stands in for the plans, and the app asks again.
 */
export async function renderPricingPage(c: Context<AppEnv>, requestedPath: string, file: string): Promise<Response | undefined> {
  if (requestedPath.replace(/\/+$/, '') !== paths.pricing) return undefined
  const { db, env } = c.get('deps')
  let plansHtml: string
  try {
    const rows = await listActivePlans(db)
    plansHtml = renderPricingPlansHtml(
      rows.map((row) => planJson(row, env)),
      pricingTextsFr,
    )
  } catch (error) {
    c.get('logger').error({ err: error }, 'pricing page: the plans could not be read, served as built')
    return undefined
  }

  const info = await stat(file)
  const key = `${file}:${info.size}:${info.mtimeMs}`
  if (template?.key !== key) template = { key, text: await readFile(file, 'utf8') }
  if (page?.template !== key || page.plans !== plansHtml) {
    const html = injectPlans(template.text, plansHtml)
    if (html === undefined) {
      c.get('logger').warn({ file }, 'pricing page has no plans markers: served as built')
      return undefined
    }
    page = {
      template: key,
      plans: plansHtml,
      html,
      etag: `W/"pp-${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    }
  }
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', ETag: page.etag })
  if (matchesEtag(c.req.header('if-none-match'), page.etag)) return new Response(null, { status: 304, headers })
  return new Response(c.req.method === 'HEAD' ? null : page.html, { status: 200, headers })
}

/** The page with the plans in place of its notice; undefined without the markers. */
function injectPlans(html: string, plansHtml: string): string | undefined {
  const start = html.indexOf(PRICING_MARKER_START)
  const end = html.indexOf(PRICING_MARKER_END, start)
  if (start < 0 || end < 0) return undefined
  return `${html.slice(0, start)}<div ${PRICING_PLANS_ATTRIBUTE}="">${plansHtml}</div>${html.slice(end + PRICING_MARKER_END.length)}`
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const bare = (value: string) => value.trim().replace(/^W\//, '')
  return header.split(',').some((candidate) => bare(candidate) === bare(etag))
}
