import { dateFormat } from '#shared/date-format.ts'
import type { Env } from '../../env.ts'
import type { Locale } from '../../i18n/messages.ts'
import type { MailBlock, MailContent, MailContext } from './mail-content.ts'
import { type MailTemplateData, type MailTemplateName, mailTemplates } from './templates/index.ts'

export interface RenderedMail {
  subject: string
  html: string
  text: string
}

// The brand palette (src/client/ui/theme/palette.ts), copied: the server never imports the client.
// Mail clients ignore stylesheets and CSS variables, so colours are written inline.
const color = {
  brand: '#1d5f58', // teal 700: white text on it is 7:1
  brandDark: '#19403c', // teal 900
  accent: '#fb7d60', // coral 400, the grave accent of the logo
  page: '#f7f8f8', // slate 50
  card: '#ffffff',
  text: '#262c2b', // slate 900
  muted: '#4b5554', // slate 700: 7.9:1 on white
  border: '#d9dedd', // slate 200
  quote: '#effaf8', // teal 50
} as const

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

export function mailContext(env: Env, locale: Locale): MailContext {
  const origin = new URL(env.APP_URL)
  return {
    locale,
    link: (path) => new URL(path, origin).toString(),
    formatDateTime: (iso) =>
      dateFormat(locale === 'en' ? 'en-GB' : 'fr-FR', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'Europe/Paris',
      }).format(new Date(iso)),
  }
}

/**
 * The subject, HTML and text of a template with its data, in a language. `data` is typed where the
 * mail is queued (Mailer.send takes MailTemplateData[template]); here it comes back from the outbox.
 */
export function renderMail(env: Env, template: MailTemplateName, data: unknown, locale: Locale): RenderedMail {
  const context = mailContext(env, locale)
  // Each template is called with the data its own name was queued with (see MailMessage).
  const render = mailTemplates[template].render[locale] as (
    data: MailTemplateData[typeof template],
    context: MailContext,
  ) => MailContent
  const content = render(data as MailTemplateData[typeof template], context)
  assertOwnLinks(content, env)
  return { subject: content.subject, html: renderHtml(content, context), text: renderText(content, context) }
}

/**
 * Buttons only ever lead to our own site, built from APP_URL: a link built from a request's Host
 * header (a classic reset-poisoning bug) or any other origin is a programming error, and fails.
 */
function assertOwnLinks(content: MailContent, env: Env) {
  const origin = new URL(env.APP_URL).origin
  for (const block of content.blocks) {
    if (block.type !== 'button' && block.type !== 'link') continue
    let url: URL
    try {
      url = new URL(block.url)
    } catch {
      throw new Error(`Mail link is not an absolute URL: ${block.label}`)
    }
    if (url.origin !== origin) throw new Error(`Mail link leaves APP_URL (${url.origin}): ${block.label}`)
  }
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

function renderText(content: MailContent, context: MailContext): string {
  const lines = [content.heading, '='.repeat(Math.min(content.heading.length, 70)), '']
  for (const block of content.blocks) {
    if (block.type === 'button') lines.push(`${block.label} :`, block.url, '')
    else if (block.type === 'quote') lines.push(...block.text.split(/\r?\n/).map((line) => `> ${line}`), '')
    else if (block.type === 'link') lines.push(`${block.text} ${block.label} :`, block.url, '')
    else if (block.type === 'code') lines.push(`    ${block.code}`, '')
    else lines.push(block.text, '')
  }
  lines.push('--', footerText(context))
  return `${lines.join('\n')}\n`
}

function footerText(context: MailContext): string {
  return context.locale === 'en'
    ? `Relève — replacements between self-employed nurses\n${context.link('/')}`
    : `Relève — remplacements entre infirmiers libéraux\n${context.link('/')}`
}

function renderBlock(block: MailBlock, context: MailContext): string {
  const p = (text: string, style: string) =>
    `<p style="margin:0 0 16px;${style}">${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`
  switch (block.type) {
    case 'paragraph':
      return p(block.text, `font-size:16px;line-height:24px;color:${color.text}`)
    case 'note':
      return p(block.text, `font-size:14px;line-height:20px;color:${color.muted}`)
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${color.brand};background:${color.quote};font-size:16px;line-height:24px;color:${color.text}">${escapeHtml(block.text).replace(/\r?\n/g, '<br>')}</blockquote>`
    case 'code':
      return `<p style="margin:8px 0 24px;padding:12px 16px;display:inline-block;border-radius:8px;background:${color.quote};font-family:Menlo,Consolas,monospace;font-size:32px;font-weight:700;letter-spacing:8px;color:${color.brandDark}">${escapeHtml(block.code)}</p>`
    case 'link':
      return `<p style="margin:0 0 16px;font-size:14px;line-height:20px;color:${color.muted}">${escapeHtml(block.text)} <a href="${escapeHtml(block.url)}" style="color:${color.brand}">${escapeHtml(block.label)}</a></p>`
    case 'button': {
      const href = escapeHtml(block.url)
      const fallback =
        context.locale === 'en'
          ? 'If the button does not work, copy this address into your browser:'
          : 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :'
      return [
        '<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px">',
        `<tr><td style="border-radius:8px;background:${color.brand}">`,
        `<a href="${href}" style="display:inline-block;padding:14px 24px;font-family:${FONT};font-size:16px;font-weight:600;line-height:20px;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(block.label)}</a>`,
        '</td></tr></table>',
        `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${color.muted}">${escapeHtml(fallback)}<br>`,
        `<a href="${href}" style="color:${color.brand};word-break:break-all">${href}</a></p>`,
      ].join('')
    }
  }
}

function renderHtml(content: MailContent, context: MailContext): string {
  const home = escapeHtml(context.link('/'))
  const tagline =
    context.locale === 'en' ? 'Replacements between self-employed nurses' : 'Remplacements entre infirmiers libéraux'
  return `<!doctype html>
<html lang="${context.locale}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${color.page};font-family:${FONT}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${color.page}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:${color.card};border:1px solid ${color.border};border-radius:12px;overflow:hidden">
<tr><td style="background:${color.brand};padding:20px 32px">
<a href="${home}" style="font-family:${FONT};font-size:26px;font-weight:700;letter-spacing:-0.5px;color:#ffffff;text-decoration:none">Rel<span style="color:${color.accent}">è</span>ve</a>
</td></tr>
<tr><td style="padding:32px 32px 16px;font-family:${FONT}">
<h1 style="margin:0 0 24px;font-size:24px;line-height:32px;font-weight:700;color:${color.brandDark}">${escapeHtml(content.heading)}</h1>
${content.blocks.map((block) => renderBlock(block, context)).join('\n')}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid ${color.border};font-family:${FONT};font-size:13px;line-height:20px;color:${color.muted}">
<p style="margin:0"><a href="${home}" style="color:${color.brand};font-weight:600">Relève</a> — ${escapeHtml(tagline)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`
}
