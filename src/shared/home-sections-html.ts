// Types only: the public home page imports this file, and Zod must stay out of its bundle.
import type { HomeSectionBody, PublicHomeSection } from './home-sections.ts'

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
  // One h1 per page: the hero's title, or else the first section's.
  const h1Index = Math.max(
    0,
    sections.findIndex((section) => section.kind === 'hero'),
  )
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
  const titleId = `hs-${section.id}-title`
  const title = `<${heading} id="${titleId}" class="hs-title">${escapeHtml(section.title)}</${heading}>`
  const content = renderBody(section)
  return `<section class="hs-section hs-${section.kind.replace(/_/g, '-')}" aria-labelledby="${titleId}"><div class="hs-container">${title}${content}</div></section>`
}

function renderBody(section: PublicHomeSection): string {
  switch (section.kind) {
    case 'hero':
      return hero(section.body)
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
  }
}

function hero(body: HomeSectionBody<'hero'>): string {
  const links = [
    body.primary_link ? anchor(body.primary_link.href, body.primary_link.label, 'hs-button hs-button-primary') : '',
    body.secondary_link ? anchor(body.secondary_link.href, body.secondary_link.label, 'hs-button hs-button-secondary') : '',
  ].join('')
  return `${paragraphs(body.lead, 'hs-lead')}${links ? `<div class="hs-actions">${links}</div>` : ''}`
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
      const name = item.url ? anchor(item.url, item.name, 'hs-partner-name') : `<span class="hs-partner-name">${escapeHtml(item.name)}</span>`
      return `<li class="hs-partner">${name}${item.description ? `<p>${escapeHtml(item.description)}</p>` : ''}</li>`
    })
    .join('')
  return `${intro(body.intro)}<ul class="hs-partners">${items}</ul>`
}
