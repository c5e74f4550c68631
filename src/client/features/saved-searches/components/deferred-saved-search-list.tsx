import { lazy, Suspense } from 'react'
import { withChunkReload } from '#client/lib/chunk-reload.ts'
import type { SavedSearchListProps } from './saved-search-list.tsx'

const SavedSearchList = lazy(
  withChunkReload(() => import('./saved-search-list.tsx').then((module) => ({ default: module.SavedSearchList }))),
)

/**
 * The saved searches, under a search's results: their code (switches, dialogs) comes after the
 * search's first screen, not with it (docs/architecture.md#bundle-budgets).
 */
export function DeferredSavedSearchList(props: SavedSearchListProps) {
  return (
    <Suspense>
      <SavedSearchList {...props} />
    </Suspense>
  )
}
