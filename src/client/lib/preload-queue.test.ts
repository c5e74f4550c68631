import { describe, expect, it } from 'vitest'
import { createPreloadQueue } from './preload-queue.ts'

function deferred() {
  let resolve: () => void = () => {}
  let reject: (error: Error) => void = () => {}
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('route preload queue', () => {
  it('runs at most 5 preloads at once and starts the next when one finishes', async () => {
    const queue = createPreloadQueue()
    const tasks = Array.from({ length: 8 }, () => deferred())
    let started = 0
    let maxRunning = 0
    let running = 0
    for (const [index, task] of tasks.entries()) {
      queue.enqueue(`route-${index}`, () => {
        started++
        running++
        maxRunning = Math.max(maxRunning, running)
        return task.promise.finally(() => running--)
      })
    }
    await flush()
    expect(started).toBe(5)
    expect(queue.active).toBe(5)
    expect(queue.waiting).toBe(3)

    tasks[0]?.resolve()
    tasks[1]?.reject(new Error('offline'))
    await flush()
    expect(started).toBe(7)

    for (const task of tasks) task.resolve()
    await flush()
    await flush()
    expect(started).toBe(8)
    expect(maxRunning).toBe(5)
    expect(queue.active).toBe(0)
  })

  it('preloads a route once, but tries again after a failure', async () => {
    const queue = createPreloadQueue()
    let calls = 0
    queue.enqueue('about', async () => {
      calls++
      throw new Error('offline')
    })
    queue.enqueue('about', async () => {
      calls++
    })
    await flush()
    expect(calls).toBe(1)
    queue.enqueue('about', async () => {
      calls++
    })
    await flush()
    queue.enqueue('about', async () => {
      calls++
    })
    await flush()
    expect(calls).toBe(2)
  })
})
