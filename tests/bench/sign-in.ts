import type { BenchServer } from './server.ts'

export interface BrowserCookie {
  name: string
  value: string
  httpOnly: boolean
}

/**
 * Signs in as the web client does: CSRF cookie, then POST /api/login with the token header.
 * Returns the cookies a browser would then hold; `who` names the account in the error.
 */
export async function signInCookies(url: string, email: string, password: string, who: string): Promise<BrowserCookie[]> {
  const jar = new Map<string, BrowserCookie>()
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      jar.set(name, { name, value: pair.slice(at + 1).trim(), httpOnly: attributes.some((a) => /^\s*httponly\s*$/i.test(a)) })
    }
  }

  keep(await fetch(`${url}/sanctum/csrf-cookie`))
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Origin: url,
      Cookie: cookieHeader([...jar.values()]),
      'X-XSRF-TOKEN': jar.get('XSRF-TOKEN')?.value ?? '',
    },
    body: JSON.stringify({ email, password }),
  })
  if (!response.ok) throw new Error(`${who} sign-in answered ${response.status}: ${await response.text()}`)
  keep(response)
  return [...jar.values()]
}

/** The Cookie header a browser holding these cookies sends. */
export const cookieHeader = (cookies: BrowserCookie[]) => cookies.map((c) => `${c.name}=${c.value}`).join('; ')

/**
 * A demo account's password, printed once in the server's log on a fresh embedded database: a JSON
 * line when stdout is not a terminal (`"email":"…","password":"…"`, src/server/logger.ts), a table
 * or `email / password` else.
 */
export async function demoPassword(server: BenchServer, email: string): Promise<string> {
  const escaped = email.replaceAll('.', '\\.')
  const { text } = await server.waitForLog(
    new RegExp(`"email":"${escaped}","password":"[^"]+"|${escaped}(?: /|\\s{2,})[^\\S\\n]*[^\\s\\\\"]+`),
  )
  return text.startsWith('"') ? (text.split('"').at(-2) ?? '') : text.slice(email.length).replace(/^[\s/]+/, '')
}

/** The demo accounts the server seeds (src/server/scripts/seed-demo.ts): the practice holder and the replacement nurse. */
export type DemoAccount = 'titulaire' | 'remplacant'

/** Signs in as a demo account; returns the cookies a browser would then hold. */
export async function signInDemo(server: BenchServer, account: DemoAccount): Promise<BrowserCookie[]> {
  const email = `${account}@demo.releve.local`
  return signInCookies(server.url, email, await demoPassword(server, email), `demo ${account}`)
}
