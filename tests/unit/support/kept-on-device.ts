// What a sign-in leaves behind on the device, to prove that the API token in its answer is not in it:
// the browser keeps only the session cookie, which scripts cannot read.
import type { QueryClient } from '@tanstack/react-query'

/** The query client's mutations and queries, the browser's storages and cookies, as one text. */
export function keptOnDevice(client: QueryClient): string {
  return JSON.stringify({
    mutations: client
      .getMutationCache()
      .getAll()
      .map((mutation) => mutation.state),
    queries: client
      .getQueryCache()
      .getAll()
      .map((query) => query.state),
    local: { ...localStorage },
    session: { ...sessionStorage },
    cookies: document.cookie,
  })
}
