import { type QueryClient, useMutation } from '@tanstack/react-query'
import { api, isApiError } from '#client/lib/api-client.ts'
import type { MutationDefaultsRegistration } from '#client/lib/query-client.ts'
import type { ContactInput } from '#shared/contact.ts'

/**
 * POST /api/contact. 201 `{ message }` on success; 422 with field errors; 429 with Retry-After.
 *
 * Written offline, the message waits: the mutation pauses (networkMode 'online'), is persisted
 * with the query cache, and resumes when the network returns — even after a reload, because the
 * function to run is registered with `setMutationDefaults` under this key, not held by the form.
 */
export const contactMutationKey = ['contact', 'send'] as const

export interface SendContactVariables {
  input: ContactInput
  /** Made once per message, so that a replay of the same message is recognised (SECURITY R5). */
  idempotencyKey: string
}

export interface ContactSent {
  message: string
}

export function sendContactMessage({ input, idempotencyKey }: SendContactVariables): Promise<ContactSent> {
  return api<ContactSent>('/contact', { method: 'POST', body: { ...input }, headers: { 'Idempotency-Key': idempotencyKey } })
}

/**
 * A network failure while the browser believes it is online (a tunnel, a flaky hotspot) is tried
 * again: a retry pauses if the connection drops meanwhile, instead of losing the message. The
 * idempotency key makes a retry of a message the server did receive harmless.
 */
function retryOnNetworkFailure(failureCount: number, error: Error): boolean {
  return failureCount < 3 && isApiError(error) && (error.code === 'network' || error.code === 'timeout')
}

const contactMutationOptions = { mutationFn: sendContactMessage, retry: retryOnNetworkFailure }

/** For the shell's list of registrations (src/client/app/mutation-defaults.ts). */
export const contactMutationDefaults: MutationDefaultsRegistration = (client: QueryClient) => {
  client.setMutationDefaults(contactMutationKey, contactMutationOptions)
}

export function useSendContactMessage() {
  // The same function as the defaults: a mutation restored after a reload runs what the form ran.
  return useMutation<ContactSent, Error, SendContactVariables>({
    mutationKey: contactMutationKey,
    mutationFn: sendContactMessage,
  })
}
