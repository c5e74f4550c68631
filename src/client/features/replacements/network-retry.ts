import { isApiError } from '#client/lib/api-client.ts'

/**
 * A network failure while the browser believes it is online (a tunnel, a flaky hotspot) is tried
 * again; a retry pauses if the connection drops meanwhile. The key makes a retry harmless.
 */
export function retryOnNetworkFailure(failureCount: number, error: Error): boolean {
  return failureCount < 3 && isApiError(error) && (error.code === 'network' || error.code === 'timeout')
}
