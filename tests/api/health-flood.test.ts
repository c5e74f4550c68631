import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { createTestApp } from './helpers/test-app.ts'

const t = await createTestApp()

// A flood of checks shares probes (modules/health/database-probe.ts); an outage still shows.
describe('GET /api/health under a flood of checks', () => {
  it('answers every check of a flood, and says the database is gone within about a second', async () => {
    const flood = await Promise.all(Array.from({ length: 30 }, () => t.request('/api/health')))
    expect(flood.map((response) => response.status)).toEqual(Array(30).fill(200))
    expect(await flood[29]?.json()).toMatchObject({ status: 'ok', database: { status: 'ok' } })

    await t.close()
    const started = performance.now()
    let response = await t.request('/api/health')
    while (response.status === 200 && performance.now() - started < 3000) {
      await sleep(50)
      response = await t.request('/api/health')
    }
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'degraded', database: { status: 'unavailable' } })
    expect(performance.now() - started).toBeLessThan(2000)
  })
})
