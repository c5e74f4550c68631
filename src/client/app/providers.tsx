import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { type Persister, PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import type { ReactNode } from 'react'
import { confirmCurrentUser } from '#client/entities/session/load-current-user.ts'
import { buildId } from '#client/lib/build-id.ts'
import { i18n } from '#client/lib/i18n.ts'
import { persistMaxAgeMs, queryClient } from '#client/lib/query-client.ts'
import { shouldPersistQuery, signalCacheRestored } from '#client/lib/query-persistence.ts'

/**
 * Once the persisted cache is back: confirm whose it is (the start-up user fetch drops another
 * user's data and queued mutations), then replay the mutations queued offline.
 */
async function afterRestore() {
  signalCacheRestored()
  await confirmCurrentUser(queryClient)
  await queryClient.resumePausedMutations()
}

function onRestoreError() {
  signalCacheRestored()
}

/** Language and server state around the router; with a persister, the cache lives in IndexedDB. */
export function AppProviders({ children, persister }: { children: ReactNode; persister?: Persister }) {
  return (
    <I18nProvider i18n={i18n}>
      {persister ? (
        <PersistQueryClientProvider
          client={queryClient}
          persistOptions={{
            persister,
            maxAge: persistMaxAgeMs,
            buster: buildId,
            dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
          }}
          onSuccess={afterRestore}
          onError={onRestoreError}
        >
          {children}
        </PersistQueryClientProvider>
      ) : (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      )}
    </I18nProvider>
  )
}
