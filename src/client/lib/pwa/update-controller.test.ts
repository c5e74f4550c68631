import { describe, expect, it } from 'vitest'
import { createUpdateController, type UpdateStatus } from './update-controller.ts'

function setup({ controlledAtStart = true } = {}) {
  const calls: string[] = []
  const statuses: UpdateStatus[] = []
  let pendingMutations = 0
  const controller = createUpdateController(
    {
      skipWaiting: () => calls.push('skipWaiting'),
      reload: () => calls.push('reload'),
      isIdle: () => pendingMutations === 0,
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

  it('applies an ignored update at the next navigation', () => {
    const { controller, calls } = setup()
    controller.workerWaiting()
    controller.navigated()
    expect(calls).toEqual(['skipWaiting'])
  })

  it('never applies it at a navigation while a mutation is pending or paused', () => {
    const { controller, calls, setPending } = setup()
    controller.workerWaiting()
    setPending(1)
    controller.navigated()
    expect(calls).toEqual([])
    setPending(0)
    // Settling alone does not apply an update the user ignored: the next navigation does.
    expect(calls).toEqual([])
    controller.navigated()
    expect(calls).toEqual(['skipWaiting'])
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
    controller.navigated()
    expect(calls).toEqual([])
    expect(controller.status).toBe('none')
  })

  it('does not reload when the first worker claims a page that was not controlled at load', () => {
    const { controller, calls } = setup({ controlledAtStart: false })
    controller.controllerChanged()
    controller.navigated()
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

  it('reloads at the next idle navigation when another tab activated the new worker', () => {
    const { controller, calls, setPending } = setup()
    controller.controllerChanged()
    expect(calls).toEqual([])
    setPending(1)
    controller.navigated()
    expect(calls).toEqual([])
    setPending(0)
    controller.navigated()
    expect(calls).toEqual(['reload'])
  })
})
