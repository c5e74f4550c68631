/**
 * Pure string work of the prerender step: it takes the client build's index.html (which already
 * links the hashed CSS and the module script) and puts a page's rendered HTML into it.
 * Kept free of Node and React so that it is unit tested on its own.
 */

/** The placeholder src/client/index.html carries inside #root. */
export const appPlaceholder = '<!--app-html-->'

const rootPattern = /<div id="root"><!--app-html--><\/div>/

/**
 * React 19 hoists the <title>, <meta> and <link> elements a component renders. When it renders
 * only the app (not a whole document) it writes them first, before the app's markup; they belong
 * in the document's <head>, not in #root, or hydration would not find the app where it expects.
 */
export function splitHoistables(html: string): { head: string; body: string } {
  const leading = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/
  let rest = html
  let head = ''
  for (let match = leading.exec(rest); match !== null; match = leading.exec(rest)) {
    head += match[0]
    rest = rest.slice(match[0].length)
  }
  return { head, body: rest }
}

export interface PageParts {
  /** Elements for <head> (the page's title and description). */
  head: string
  /** The app's markup, the content of #root. */
  body: string
  /**
   * The path this HTML is the render of: the client hydrates only when it loads that very path in
   * the prerendered language (hydrating another route's or language's markup is React error
   * #418). Null for the 404 page, which the client always renders.
   */
  prerenderedPath: string | null
  /** Keep the page out of search engines (the 404 page). */
  noindex?: boolean
}

/** Builds one page's document from the client build's index.html. */
export function fillTemplate(template: string, page: PageParts): string {
  if (!rootPattern.test(template)) throw new Error(`The HTML template has no <div id="root">${appPlaceholder}</div>`)
  // The CSP forbids inline scripts: a page that needs one would silently break in production.
  if (/<script\b/i.test(page.body) || /<script\b/i.test(page.head))
    throw new Error('Prerendered markup must not contain <script>')

  let head = page.head
  // The error layout may already say so itself; one robots tag is enough.
  if (page.noindex && !/<meta name="robots"/.test(head)) head += '<meta name="robots" content="noindex"/>'
  let html = template
  // The page's own <title> replaces the template's generic one (the first <title> wins in browsers).
  if (/<title>/.test(head)) html = html.replace(/<title>[\s\S]*?<\/title>\s*/, '')
  html = html.replace('</head>', `${head}</head>`)

  const marker = page.prerenderedPath === null ? '' : ` data-prerendered="${escapeAttribute(page.prerenderedPath)}"`
  // A replacer function: `$&` or `$1` in the page's text must stay literal.
  return html.replace(rootPattern, () => `<div id="root"${marker}>${page.body}</div>`)
}

/** Where a prerendered path is written inside the client build: '/' → index.html, '/about' → about/index.html. */
export function outputFileFor(path: string): string {
  if (!path.startsWith('/')) throw new Error(`Not an absolute path: ${path}`)
  const clean = path.replace(/^\/+|\/+$/g, '')
  if (clean === '') return 'index.html'
  if (clean.split('/').some((part) => part === '..' || part === '.' || part === '')) throw new Error(`Not a plain path: ${path}`)
  return `${clean}/index.html`
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}
