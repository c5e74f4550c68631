/** docs/product.md#constants: at most 5 route preloads at once. */
export const maxConcurrentPreloads = 5

export interface PreloadQueue {
  /** Runs the task once per key, when a slot is free. A failed task may be tried again later. */
  enqueue(key: string, task: () => Promise<unknown>): void
  readonly active: number
  readonly waiting: number
}

export function createPreloadQueue(limit = maxConcurrentPreloads): PreloadQueue {
  const seen = new Set<string>()
  const waiting: Array<{ key: string; task: () => Promise<unknown> }> = []
  let active = 0

  function pump() {
    while (active < limit) {
      const next = waiting.shift()
      if (!next) return
      active++
      Promise.resolve()
        .then(next.task)
        .catch(() => {
          // Preloading is a bonus: a failure is retried at the next hover, never reported.
          seen.delete(next.key)
        })
        .finally(() => {
          active--
          pump()
        })
    }
  }

  return {
    enqueue(key, task) {
      if (seen.has(key)) return
      seen.add(key)
      waiting.push({ key, task })
      pump()
    },
    get active() {
      return active
    },
    get waiting() {
      return waiting.length
    },
  }
}
