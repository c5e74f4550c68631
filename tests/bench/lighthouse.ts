import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { BrowserCookie } from './sign-in.ts'

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export interface LighthouseOptions {
  /** Cookies the browser holds before the run (a signed-in page); storage is then not reset. */
  cookies?: BrowserCookie[]
  /** Folder where the full JSON report is written, for a closer look. */
  reportDir?: string
  reportName?: string
}

export type LighthouseResult = Awaited<ReturnType<typeof lighthouseScores>>

/** Lighthouse's default mobile run (emulated Moto G, slow 4G) with the system Chromium, in a fresh profile. */
export async function lighthouseScores(url: string, options: LighthouseOptions = {}) {
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags })
  try {
    if (options.cookies?.length) await setCookies(chrome.port, new URL(url).hostname, options.cookies)
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Resetting storage would drop the session cookie set above; the profile is new anyway.
      disableStorageReset: Boolean(options.cookies?.length),
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (options.reportDir)
      writeFileSync(join(options.reportDir, `${options.reportName ?? 'report'}.json`), JSON.stringify(result.lhr))
    const { categories, audits } = result.lhr
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    const ms = (id: string) => Math.round(audits[id]?.numericValue ?? 0)
    const resources =
      (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })?.items ?? []
    const transfer = (type: string) => resources.find((r) => r.resourceType === type)?.transferSize ?? 0
    const failed = Object.values(categories)
      .filter((category) => category.id !== 'performance')
      .flatMap((category) =>
        category.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
      )
    return {
      // A run Lighthouse could not measure (NO_NAVSTART, NO_FCP…): its scores are 0, not figures.
      error: result.lhr.runtimeError?.code,
      finalUrl: result.lhr.finalDisplayedUrl,
      scriptKb: +(transfer('script') / 1024).toFixed(1),
      stylesheetKb: +(transfer('stylesheet') / 1024).toFixed(1),
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      fcpMs: ms('first-contentful-paint'),
      lcpMs: ms('largest-contentful-paint'),
      tbtMs: ms('total-blocking-time'),
      siMs: ms('speed-index'),
      cls: +(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      failedAudits: failed,
    }
  } finally {
    chrome.kill()
  }
}

/** Storage.setCookies over the browser's DevTools socket (Node's own WebSocket: no extra package). */
async function setCookies(port: number, domain: string, cookies: BrowserCookie[]) {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string }
  const socket = new WebSocket(version.webSocketDebuggerUrl)
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true })
    socket.addEventListener('error', reject, { once: true })
  })
  try {
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('message', (event) => {
        const answer = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } }
        if (answer.id !== 1) return
        if (answer.error) reject(new Error(answer.error.message))
        else resolve()
      })
      socket.send(
        JSON.stringify({
          id: 1,
          method: 'Storage.setCookies',
          params: { cookies: cookies.map((c) => ({ ...c, domain, path: '/', secure: false, sameSite: 'Lax' })) },
        }),
      )
    })
  } finally {
    socket.close()
  }
}
