import { lazy, Suspense } from 'react'
import { useLocation } from 'react-router'
import { useCurrentUser } from '#client/entities/session/api/current-user.ts'
import { withChunkReload } from '#client/lib/chunk-reload.ts'
import { useIsClient } from '../use-is-client.ts'

// /legal-chart is a prerendered public page read by everyone: its acceptance form (with the
// validation library) loads only for the people it concerns — someone signed in, or someone who
// has just registered.
const load = withChunkReload(() => import('./charter-acceptance.tsx'))
const LazyNotice = lazy(() => load().then((module) => ({ default: module.CharterNotice })))
const LazyAcceptance = lazy(() => load().then((module) => ({ default: module.CharterAcceptance })))

function useConcerned(): boolean {
  const isClient = useIsClient()
  const user = useCurrentUser()
  const { state } = useLocation()
  const justRegistered = Boolean(state && typeof state === 'object' && 'registered' in state)
  return isClient && (user !== null || justRegistered)
}

/** The top of the charter for someone signing up (see charter-acceptance.tsx). */
export function CharterNoticeSlot() {
  return useConcerned() ? (
    <Suspense fallback={null}>
      <LazyNotice />
    </Suspense>
  ) : null
}

/** The acceptance at the end of the charter, for a signed-in member. */
export function CharterAcceptanceSlot() {
  return useConcerned() ? (
    <Suspense fallback={null}>
      <LazyAcceptance />
    </Suspense>
  ) : null
}
