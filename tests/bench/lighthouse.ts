import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Lighthouse's default mobile run (emulated Moto G, slow 4G) with the system Chromium. */
export async function lighthouseScores(url: string) {
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { categories, audits } = result.lhr
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    const resources = (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })?.items ?? []
    const transfer = (type: string) => resources.find((r) => r.resourceType === type)?.transferSize ?? 0
    return {
      scriptKb: +(transfer('script') / 1024).toFixed(1),
      stylesheetKb: +(transfer('stylesheet') / 1024).toFixed(1),
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    }
  } finally {
    chrome.kill()
  }
}
