import { isApiError } from '#client/lib/api-client.ts'

/**
 * A network failure while the browser believes it is online (a tunnel, a flaky hotspot) is tried
 * again: a retry pauses if the connection drops meanwhile, instead of losing the change. The
 * idempotency key makes a retry of a change the server did receive harmless.
 */
export function retryOnNetworkFailure(failureCount: number, error: Error): boolean {
  return failureCount < 3 && isApiError(error) && (error.code === 'network' || error.code === 'timeout')
}

/** What every queued settings change carries. */
export interface QueuedChange<T> {
  input: T
  /** Made once per change, so that its replay is recognised (docs/security.md R5). */
  idempotencyKey: string
}
