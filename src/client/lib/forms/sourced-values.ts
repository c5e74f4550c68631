import { useCallback, useState } from 'react'

/**
 * A form's values, started from the server's copy (`source`) and following it while untouched:
 * a form opened from the device's saved copy (offline, weak signal) takes the fresh copy when it
 * arrives, instead of sending the old values back on the next save. Once the person edits, their
 * values win until a save succeeds (`saved()`); the form then follows the server again.
 * `source` keeps its identity while its content is the same (TanStack Query's structural sharing).
 */
export function useSourcedValues<S, T extends object>(source: S, from: (source: S) => T) {
  const [state, setState] = useState(() => ({ source, values: from(source), edited: false }))
  let current = state
  if (!state.edited && state.source !== source) {
    // Adjusting state while rendering (React's documented pattern): no effect, no stale frame.
    current = { source, values: from(source), edited: false }
    setState(current)
  }
  const setValues = useCallback(
    (update: T | ((values: T) => T)) =>
      setState((s) => ({ ...s, edited: true, values: typeof update === 'function' ? update(s.values) : update })),
    [],
  )
  const saved = useCallback(() => setState((s) => ({ ...s, edited: false })), [])
  /** Starts again from these values (a dialog opened anew, an edit given up), untouched. */
  const reset = useCallback((values: T) => setState((s) => ({ ...s, values, edited: false })), [])
  return { values: current.values, setValues, saved, reset }
}
