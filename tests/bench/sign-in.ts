import type { BenchServer } from './server.ts'

export interface BrowserCookie {
  name: string
  value: string
  httpOnly: boolean
}

const demoEmail = 'titulaire@demo.releve.local'

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
 * Signs in as the demo practice holder the server seeds on a fresh embedded database (its
 * password is printed once in the log). Returns the cookies a browser would then hold.
 */
export async function signInDemoHolder(server: BenchServer): Promise<BrowserCookie[]> {
  const { text } = await server.waitForLog(/titulaire@demo\.releve\.local \/ [^\s\\"]+/)
  const password = text.slice(text.lastIndexOf(' ') + 1)
  return signInCookies(server.url, demoEmail, password, 'demo')
}
