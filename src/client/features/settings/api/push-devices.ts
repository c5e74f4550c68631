import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type { PushDevice, PushDeviceList, PushPublicKey } from '#shared/push.ts'

/** GET, POST and DELETE /api/push-subscriptions: the member's devices that receive push notifications. */
export const pushDeviceKeys = { list: ['push-devices'] as const }

export const pushDevicesQuery = queryOptions({
  queryKey: pushDeviceKeys.list,
  queryFn: ({ signal }) => api<PushDeviceList>('/push-subscriptions', { signal }),
})

export function usePushDevices() {
  return useQuery(pushDevicesQuery)
}

/** Whether this browser can receive Web Push at all (iOS: only the app added to the home screen). */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
}

/** The service worker's registration, if the app has one (none in development without a build). */
async function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  const registration = await navigator.serviceWorker.getRegistration()
  if (!registration) return undefined
  // An installing worker cannot subscribe yet: wait for the active one, a few seconds at most.
  if (registration.active) return registration
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 10_000)),
  ])
}

/** This browser's push subscription (its endpoint names it in the list), or null. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null
  const registration = await workerRegistration()
  return (await registration?.pushManager.getSubscription()) ?? null
}

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4))
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** Why enabling failed, for the message shown. */
export type EnableFailure = 'denied' | 'dismissed' | 'no-worker' | 'failed'

export class PushEnableError extends Error {
  readonly reason: EnableFailure
  constructor(reason: EnableFailure) {
    super(reason)
    this.reason = reason
  }
}

/**
 * Enables push on this device: the browser asks the person (only from a click), the push service
 * gives a subscription for our public key, and the server records it.
 */
export function useEnablePush() {
  const client = useQueryClient()
  return useMutation<PushDevice, Error, void>({
    networkMode: 'always',
    retry: 0,
    mutationFn: async () => {
      const permission = await Notification.requestPermission()
      if (permission === 'denied') throw new PushEnableError('denied')
      if (permission !== 'granted') throw new PushEnableError('dismissed')
      const registration = await workerRegistration()
      if (!registration) throw new PushEnableError('no-worker')
      const { public_key } = await api<PushPublicKey>('/push/public-key')
      const key = applicationServerKey(public_key)
      let subscription: PushSubscription
      try {
        subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
      } catch (error) {
        // A subscription made for another key (the server's keys changed) must go first.
        const existing = await registration.pushManager.getSubscription()
        if (!existing) throw error
        await existing.unsubscribe()
        subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
      }
      return api<PushDevice>('/push-subscriptions', {
        method: 'POST',
        body: subscription.toJSON() as Record<string, unknown>,
      })
    },
    onSettled: () => client.invalidateQueries({ queryKey: pushDeviceKeys.list }),
  })
}

/** Removes one device; when it is this one, the browser's subscription goes too. */
export function useRemovePushDevice() {
  const client = useQueryClient()
  return useMutation<void, Error, PushDevice>({
    networkMode: 'always',
    retry: 0,
    mutationFn: async (device) => {
      await api<null>(`/push-subscriptions/${device.id}`, { method: 'DELETE' })
      const mine = await currentPushSubscription().catch(() => null)
      if (mine?.endpoint === device.endpoint) await mine.unsubscribe().catch(() => false)
    },
    onSuccess: (_answer, device) =>
      client.setQueryData<PushDeviceList>(pushDeviceKeys.list, (list) =>
        list ? { devices: list.devices.filter((d) => d.id !== device.id) } : list,
      ),
  })
}
