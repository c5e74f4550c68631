import { describe, expect, it } from 'vitest'
import { createUpdateController, type UpdateStatus } from './update-controller.ts'

function setup({ controlledAtStart = true } = {}) {
  const calls: string[] = []
  const statuses: UpdateStatus[] = []
  let pendingMutations = 0
  let expireGrace: (() => void) | undefined
  const controller = createUpdateController(
    {
      skipWaiting: () => calls.push('skipWaiting'),
      leave: (href) => calls.push(href === null ? 'reload' : `leave ${href}`),
      isIdle: () => pendingMutations === 0,
      startGrace: (expired) => {
        expireGrace = expired
      },
      onStatus: (status) => statuses.push(status),
    },
    { controlledAtStart },
  )
  return {
    controller,
    calls,
    statuses,
    setPending(count: number) {
      pendingMutations = count
      controller.mutationsChanged()
    },
    expireGrace() {
      expireGrace?.()
    },
  }
}

describe('service worker updates', () => {
  it('offers a waiting worker and applies it when the user accepts, then reloads once it controls the page', () => {
    const { controller, calls, statuses } = setup()
    controller.workerWaiting()
    expect(statuses).toEqual(['ready'])
    controller.apply()
    expect(calls).toEqual(['skipWaiting'])
    controller.controllerChanged()
    expect(calls).toEqual(['skipWaiting', 'reload'])
  })

  it('holds the next navigation and loads it as a document of the new build once the worker took over', () => {
    const { controller, calls } = setup()
    controller.workerWaiting()
    expect(controller.navigationStarting('/contact')).toBe(true)
    expect(calls).toEqual(['skipWaiting'])
    controller.controllerChanged()
    expect(calls).toEqual(['skipWaiting', 'leave /contact'])
  })

  it('leaves after the grace period even when the new worker has not taken over yet', () => {
    const { controller, calls, expireGrace } = setup()
    controller.workerWaiting()
    controller.navigationStarting('/contact')
    expireGrace()
    expect(calls).toEqual(['skipWaiting', 'leave /contact'])
    controller.controllerChanged()
    expect(calls).toEqual(['skipWaiting', 'leave /contact'])
  })

  it('goes where the user clicked last while the update is being applied', () => {
    const { controller, calls } = setup()
    controller.workerWaiting()
    controller.apply()
    expect(controller.navigationStarting('/about')).toBe(true)
    controller.controllerChanged()
    expect(calls).toEqual(['skipWaiting', 'leave /about'])
  })

  it('never applies it at a navigation while a mutation is pending or paused', () => {
    const { controller, calls, setPending } = setup()
    controller.workerWaiting()
    setPending(1)
    expect(controller.navigationStarting('/contact')).toBe(false)
    expect(calls).toEqual([])
    setPending(0)
    // Settling alone does not apply an update the user ignored: the next navigation does.
    expect(calls).toEqual([])
    expect(controller.navigationStarting('/about')).toBe(true)
    expect(calls).toEqual(['skipWaiting'])
  })

  it('does not leave while a mutation started during the hand-over is pending', () => {
    const { controller, calls, setPending } = setup()
    controller.workerWaiting()
    controller.navigationStarting('/contact')
    setPending(1)
    controller.controllerChanged()
    expect(calls).toEqual(['skipWaiting'])
    setPending(0)
    expect(calls).toEqual(['skipWaiting', 'leave /contact'])
  })

  it('waits for pending mutations to settle when the user accepts during one', () => {
    const { controller, calls, statuses, setPending } = setup()
    controller.workerWaiting()
    setPending(2)
    controller.apply()
    expect(statuses).toEqual(['ready', 'waiting-for-idle'])
    setPending(1)
    expect(calls).toEqual([])
    setPending(0)
    expect(calls).toEqual(['skipWaiting'])
    expect(statuses.at(-1)).toBe('applying')
  })

  it('does nothing when there is no new worker', () => {
    const { controller, calls } = setup()
    controller.apply()
    expect(controller.navigationStarting('/contact')).toBe(false)
    expect(calls).toEqual([])
    expect(controller.status).toBe('none')
  })

  it('does not reload when the first worker claims a page that was not controlled at load', () => {
    const { controller, calls } = setup({ controlledAtStart: false })
    controller.controllerChanged()
    expect(controller.navigationStarting('/contact')).toBe(false)
    expect(calls).toEqual([])
  })

  it('reloads a page that was not controlled at load once its own update takes over', () => {
    const { controller, calls } = setup({ controlledAtStart: false })
    controller.controllerChanged()
    controller.workerWaiting()
    controller.apply()
    controller.controllerChanged()
    expect(calls).toEqual(['skipWaiting', 'reload'])
  })

  it('loads the next idle navigation as a document when another tab activated the new worker', () => {
    const { controller, calls, setPending } = setup()
    controller.controllerChanged()
    expect(calls).toEqual([])
    setPending(1)
    expect(controller.navigationStarting('/contact')).toBe(false)
    setPending(0)
    expect(controller.navigationStarting('/about')).toBe(true)
    expect(calls).toEqual(['leave /about'])
  })
})
