/**
 * Options of every mutation that carries a password, a code or a one-time token. They run now or
 * fail now: never paused offline, never persisted with the query cache (the persister keeps
 * paused mutations, variables included), and forgotten as soon as the form lets go of them.
 */
export const signInMutationOptions = {
  networkMode: 'always',
  retry: 0,
  gcTime: 0,
} as const
