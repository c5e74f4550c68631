import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { connectDatabase } from '#server/db/connect.ts'
import { memberWithSession, publishedOffer, vapidKeys } from './helpers/instance-fixtures.ts'
import { sseReader } from './helpers/sse.ts'
import { createTestSchema, testDatabaseUrl } from './helpers/test-database.ts'

/**
 * Fan-out across instances (docs/architecture.md#realtime-events): two `node src/server/main.ts`
 * on one PostgreSQL schema; what an action through A publishes reaches a stream opened on B, and a
 * stream that resumes on B with Last-Event-ID gets what it missed. PostgreSQL only: PGlite is one
 * process's database.
 */

const main = fileURLToPath(new URL('../../src/server/main.ts', import.meta.url))
const url = testDatabaseUrl()
const children: ChildProcess[] = []
const cleanup: Array<() => Promise<unknown>> = []
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  for (const step of cleanup.reverse()) await step().catch(() => {})
})

/** One Web Push pair for both instances, as production would have. */
const vapid = vapidKeys()

function startServer(databaseUrl: string): Promise<{ base: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [main], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      APP_KEY: 'events-instances-test-key-of-32-characters',
      SEED_DEMO: 'false',
      ...vapid,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000)
    const read = (chunk: Buffer) => {
      output += chunk
      const port = /"port":(\d+)/.exec(output)?.[1]
      if (port) {
        clearTimeout(timer)
        resolve({ base: `http://127.0.0.1:${port}`, child })
      }
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.on('exit', () => reject(new Error(`server exited:\n${output}`)))
  })
}

const apply = (base: string, token: string, replacementId: number) =>
  fetch(`${base}/api/replacements/${replacementId}/applications`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ message: 'Disponible toute la semaine.' }),
  })

const stream = (base: string, token: string, lastEventId?: number) =>
  fetch(`${base}/api/events`, {
    headers: { Authorization: `Bearer ${token}`, ...(lastEventId === undefined ? {} : { 'Last-Event-ID': String(lastEventId) }) },
  })

describe.skipIf(!url)(
  'realtime events across two server processes on one PostgreSQL (needs TEST_DATABASE_URL: PGlite serves one process)',
  () => {
    it('an action through A reaches a stream on B; a resume on B replays what was missed', { timeout: 240_000 }, async () => {
      if (!url) return
      const schema = await createTestSchema(url)
      cleanup.push(() => schema.drop())
      const databaseUrl = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema.name},public`)}`
      // A migrates the schema first, then B starts on it.
      const { base: a } = await startServer(databaseUrl)
      const { base: b, child: processB } = await startServer(databaseUrl)
      const db = await connectDatabase({ url, dataDir: '', searchPath: schema.name, poolSize: 2 })
      cleanup.push(() => db.destroy())

      const holder = await memberWithSession(db, ['titulaire'])
      const first = await memberWithSession(db, ['remplacant'])
      const second = await memberWithSession(db, ['remplacant'])
      const replacementId = await publishedOffer(db, holder.id)

      const onB = sseReader(await stream(b, holder.token))
      expect(await onB.next()).toEqual({ retry: '3000' })
      expect(await onB.next()).toEqual({ id: '0' })
      const applied = await apply(a, first.token, replacementId)
      expect(applied.status).toBe(201)
      const live = [await onB.nextEvent(), await onB.nextEvent()]
      expect(live.map((event) => event.type)).toEqual(['notification.created', 'application.updated'])
      const lastSeen = live[1]?.id as number
      await onB.close()

      // While the holder is away (a tunnel), a second application through A.
      expect((await apply(a, second.token, replacementId)).status).toBe(201)
      const resumed = sseReader(await stream(b, holder.token, lastSeen))
      const missed = [await resumed.nextEvent(), await resumed.nextEvent()]
      expect(missed.map((event) => event.type)).toEqual(['notification.created', 'application.updated'])
      expect(missed[0]?.id).toBeGreaterThan(lastSeen)
      expect(missed[1]?.data).toMatchObject({ replacement_id: replacementId, status: 'pending' })

      // A graceful stop ends the open streams (their clients reconnect elsewhere) and exits 0.
      const exited = new Promise<number | null>((resolve) => processB.on('exit', resolve))
      const stopping = performance.now()
      processB.kill('SIGTERM')
      await resumed.ended(5000)
      expect(await exited).toBe(0)
      expect(performance.now() - stopping).toBeLessThan(5000)
    })
  },
)
