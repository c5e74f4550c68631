// Types only: the public home page imports this file, and Zod must stay out of its bundle.
import type { HomeIcon, HomeSectionBody, PublicHomeSection } from './home-sections.ts'

/**
 * The published home sections as HTML, the one renderer of both sides: the server writes it into
 * the prerendered home page at request time (so the page shows the sections without a rebuild,
 * for crawlers and without JavaScript too), and the client shows the same string when it renders
 * the home page itself. Its classes (`hs-…`) are styled by the home page's wrapper.
 *
 * Every text is escaped; links pass isSafeHomeHref again here, so a row written around the
 * schema can still never carry `javascript:`.
 */
export function renderHomeSectionsHtml(sections: readonly PublicHomeSection[]): string {
  // One h1 per page: the hero's title, or else the first shown title (columns show none of their own).
  const hero = sections.findIndex((section) => section.kind === 'hero')
  const h1Index = hero >= 0 ? hero : sections.findIndex((section) => section.kind !== 'columns')
  return sections.map((section, index) => renderSection(section, index === h1Index ? 'h1' : 'h2')).join('')
}

/**
 * Where a button or link may lead: a page of this site ("/register") or an https address.
 * Anything else (javascript:, http:, protocol-relative "//host") is refused.
 */
export function isSafeHomeHref(value: string): boolean {
  if (/^\/(?![/\\])[^\s<>"'`]*$/.test(value)) return true
  if (!/^https:\/\/[^\s<>"'`]+$/.test(value)) return false
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}

/** The attribute that marks the sections' container in the page (server and client agree on it). */
export const HOME_SECTIONS_ATTRIBUTE = 'data-home-sections'

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

/** Blank lines make paragraphs, single line breaks stay. */
function paragraphs(value: string, className?: string): string {
  const attr = className ? ` class="${className}"` : ''
  return value
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p${attr}>${escapeHtml(part).replace(/\r?\n/g, '<br>')}</p>`)
    .join('')
}

function anchor(href: string, label: string, className: string): string {
  if (!isSafeHomeHref(href)) return ''
  const external = href.startsWith('https://')
  const rel = external ? ' rel="noopener noreferrer external"' : ''
  return `<a class="${className}" href="${escapeHtml(href)}"${rel}>${escapeHtml(label)}</a>`
}

function intro(value: string | undefined): string {
  return value ? paragraphs(value, 'hs-intro') : ''
}

function renderSection(section: PublicHomeSection, heading: 'h1' | 'h2'): string {
  const kindClass = `hs-section hs-${section.kind.replace(/_/g, '-')}`
  // Each column has its own heading: the section's title only names it for screen readers.
  if (section.kind === 'columns')
    return `<section class="${kindClass}" aria-label="${escapeHtml(section.title)}"><div class="hs-container">${columns(section.body)}</div></section>`
  const titleId = `hs-${section.id}-title`
  const title = `<${heading} id="${titleId}" class="hs-title">${escapeHtml(section.title)}</${heading}>`
  const content = section.kind === 'hero' ? hero(title, section.body) : `${title}${renderBody(section)}`
  return `<section class="${kindClass}" aria-labelledby="${titleId}"><div class="hs-container">${content}</div></section>`
}

function renderBody(section: Exclude<PublicHomeSection, { kind: 'hero' | 'columns' }>): string {
  switch (section.kind) {
    case 'how_it_works':
      return howItWorks(section.body)
    case 'audiences':
      return audiences(section.body)
    case 'testimonials':
      return testimonials(section.body)
    case 'faq':
      return faq(section.body)
    case 'partners':
      return partners(section.body)
    case 'key_points':
      return keyPoints(section.body)
    case 'call_to_action':
      return callToAction(section.body)
  }
}

type Links = {
  primary_link?: { label: string; href: string } | undefined
  secondary_link?: { label: string; href: string } | undefined
}

function buttons(body: Links): string {
  const links = [
    body.primary_link ? anchor(body.primary_link.href, body.primary_link.label, 'hs-button hs-button-primary') : '',
    body.secondary_link ? anchor(body.secondary_link.href, body.secondary_link.label, 'hs-button hs-button-secondary') : '',
  ].join('')
  return links ? `<div class="hs-actions">${links}</div>` : ''
}

/** The headline, its lead and buttons, and beside them on wide screens the highlights. */
function hero(title: string, body: HomeSectionBody<'hero'>): string {
  const main = `<div>${title}${paragraphs(body.lead, 'hs-lead')}${buttons(body)}</div>`
  const highlights = (body.highlights ?? [])
    .map(
      (item) => `<li>${icon(item.icon)}<div><strong>${escapeHtml(item.title)}</strong><p>${escapeHtml(item.text)}</p></div></li>`,
    )
    .join('')
  return highlights ? `<div class="hs-hero-grid">${main}<ul class="hs-highlights">${highlights}</ul></div>` : main
}

function columns(body: HomeSectionBody<'columns'>): string {
  const items = body.items
    .map((item) => `<div class="hs-column"><h2 class="hs-title">${escapeHtml(item.title)}</h2>${paragraphs(item.text)}</div>`)
    .join('')
  return `<div class="hs-columns-grid">${items}</div>`
}

function keyPoints(body: HomeSectionBody<'key_points'>): string {
  const items = body.items.map((item) => `<li><strong>${escapeHtml(item.title)}</strong>${escapeHtml(item.text)}</li>`).join('')
  const link = body.link ? `<p class="hs-intro">${anchor(body.link.href, body.link.label, 'hs-card-link')}</p>` : ''
  return `${intro(body.intro)}<ul class="hs-boxes">${items}</ul>${link}`
}

function callToAction(body: HomeSectionBody<'call_to_action'>): string {
  return `${intro(body.lead)}${buttons(body)}`
}

/** The hero's pictograms: the app's own icons (24-pixel grid, 2-pixel strokes), decorative. */
const iconPaths: Record<HomeIcon, string> = {
  map_pin: '<path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z"/><circle cx="12" cy="10" r="3"/>',
  bell: '<path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.9 1.9 0 0 0 3.4 0"/>',
  wifi_off:
    '<path d="M2 2l20 20M8.5 16.4a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5.2-2.8M19 12.9a10 10 0 0 0-2.3-1.7M2 8.8a15 15 0 0 1 4.2-2.7M22 8.8A15 15 0 0 0 10.7 5M12 20h.01"/>',
  calendar: '<rect x="3" y="4" width="18" height="18" rx="2"/><path d="M16 2v4M8 2v4M3 10h18"/>',
  clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3 2"/>',
  shield: '<path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z"/><path d="m9 12 2 2 4-4"/>',
  users: '<circle cx="9" cy="8" r="4"/><path d="M2 21a7 7 0 0 1 14 0M16 4a4 4 0 0 1 0 8M18 14a6 6 0 0 1 4 7"/>',
  check: '<path d="M20 6 9 17l-5-5"/>',
}

function icon(name: HomeIcon): string {
  const paths = iconPaths[name] ?? iconPaths.check
  return `<svg class="hs-icon" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${paths}</svg>`
}

function howItWorks(body: HomeSectionBody<'how_it_works'>): string {
  const steps = body.steps
    .map(
      (step, index) =>
        `<li class="hs-step"><span class="hs-step-number" aria-hidden="true">${index + 1}</span><h3 class="hs-item-title">${escapeHtml(step.title)}</h3>${paragraphs(step.text)}</li>`,
    )
    .join('')
  return `${intro(body.intro)}<ol class="hs-steps">${steps}</ol>`
}

function audiences(body: HomeSectionBody<'audiences'>): string {
  const cards = body.items
    .map((item) => {
      const points = item.points.map((point) => `<li>${escapeHtml(point)}</li>`).join('')
      const link = item.link ? anchor(item.link.href, item.link.label, 'hs-card-link') : ''
      return `<article class="hs-card"><p class="hs-kicker">${escapeHtml(item.audience)}</p><h3 class="hs-item-title">${escapeHtml(item.title)}</h3><ul class="hs-points">${points}</ul>${link}</article>`
    })
    .join('')
  return `${intro(body.intro)}<div class="hs-cards">${cards}</div>`
}

function testimonials(body: HomeSectionBody<'testimonials'>): string {
  const quotes = body.items
    .map(
      (item) =>
        `<li><figure class="hs-quote"><blockquote>${paragraphs(item.quote)}</blockquote><figcaption><span class="hs-quote-author">${escapeHtml(item.author)}</span>${item.role ? `<span class="hs-quote-role">${escapeHtml(item.role)}</span>` : ''}</figcaption></figure></li>`,
    )
    .join('')
  return `${intro(body.intro)}<ul class="hs-quotes">${quotes}</ul>`
}

function faq(body: HomeSectionBody<'faq'>): string {
  // <details> opens and closes without JavaScript, with the keyboard, and is announced as such.
  const items = body.items
    .map(
      (item) =>
        `<details class="hs-faq-item"><summary>${escapeHtml(item.question)}</summary><div class="hs-faq-answer">${paragraphs(item.answer)}</div></details>`,
    )
    .join('')
  return `${intro(body.intro)}<div class="hs-faq">${items}</div>`
}

function partners(body: HomeSectionBody<'partners'>): string {
  const items = body.items
    .map((item) => {
      const name = item.url
        ? anchor(item.url, item.name, 'hs-partner-name')
        : `<span class="hs-partner-name">${escapeHtml(item.name)}</span>`
      return `<li class="hs-partner">${name}${item.description ? `<p>${escapeHtml(item.description)}</p>` : ''}</li>`
    })
    .join('')
  return `${intro(body.intro)}<ul class="hs-partners">${items}</ul>`
}
