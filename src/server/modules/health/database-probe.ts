import { sql } from 'kysely'
import type { Db } from '../../db/connect.ts'
import { communesLoaded } from '../communes/communes.loader.ts'

// A load balancer asks every few seconds: better a quick "no" than a request that hangs.
const DATABASE_CHECK_TIMEOUT_MS = 2000
/** More checks than this in a second are a flood, not a load balancer (which asks every few seconds). */
const FLOOD_CHECKS_PER_SECOND = 10
/** How long a flood of checks may be answered from one probe's "ok". */
const REUSED_OK_MS = 1000

export type ProbeResult = { ok: true; latencyMs: number; communes: 'ok' | 'loading' } | { ok: false; error: unknown }

interface Probe {
  inFlight: Promise<ProbeResult> | undefined
  /** The last probe's answer when it was "ok", and when that probe started. */
  lastOk: { answer: ProbeResult; startedAt: number } | undefined
  /** Checks counted since `startedAt`, a new count every second. */
  window: { startedAt: number; checks: number }
  /** Stays true once seen: the communes loader only ever adds the row it checks. */
  communesLoaded: boolean
}

const probes = new WeakMap<Db, Probe>()

/**
 * Whether the database answers, and whether the communes are loaded, without a flood of health
 * checks queueing statements in front of real requests (the embedded database runs one at a time,
 * docs/architecture.md#scale):
 *
 * - one probe at a time: checks that arrive while it runs share its answer;
 * - checks at a load balancer's pace each get a new probe, so an outage shows on the next check;
 * - past ten checks in a second, the others get the last probe's "ok" while it is less than a
 *   second old. A failure is never reused: the next check probes again.
 */
export function probeDatabase(db: Db): Promise<ProbeResult> {
  const now = performance.now()
  let probe = probes.get(db)
  if (!probe) {
    probe = { inFlight: undefined, lastOk: undefined, window: { startedAt: now, checks: 0 }, communesLoaded: false }
    probes.set(db, probe)
  }
  if (now - probe.window.startedAt >= 1000) probe.window = { startedAt: now, checks: 0 }
  probe.window.checks++
  if (probe.inFlight) return probe.inFlight
  const flood = probe.window.checks > FLOOD_CHECKS_PER_SECOND
  if (flood && probe.lastOk && now - probe.lastOk.startedAt < REUSED_OK_MS) return Promise.resolve(probe.lastOk.answer)

  const current = probe
  const answer = run(db, current, now)
  current.inFlight = answer
  void answer.then((result) => {
    current.inFlight = undefined
    current.lastOk = result.ok ? { answer: result, startedAt: now } : undefined
  })
  return answer
}

async function run(db: Db, probe: Probe, started: number): Promise<ProbeResult> {
  let timer: NodeJS.Timeout | undefined
  try {
    return await Promise.race([
      (async () => {
        await sql`select 1`.execute(db)
        const latencyMs = Math.round(performance.now() - started)
        // Loaded in the background after a fresh start (main.ts): the API serves meanwhile, only
        // the commune search waits. Reported, not a reason to take the instance out of rotation.
        if (!probe.communesLoaded) probe.communesLoaded = await communesLoaded(db)
        return { ok: true, latencyMs, communes: probe.communesLoaded ? 'ok' : 'loading' } as const
      })(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('database check timed out')), DATABASE_CHECK_TIMEOUT_MS)
      }),
    ])
  } catch (error) {
    return { ok: false, error }
  } finally {
    clearTimeout(timer)
  }
}
