import { type FormEvent, useEffect, useState } from 'react'
import type { Filters } from './list-url-state.ts'

/**
 * An admin list's filters as one form: nothing reloads while the admin types; submitting (the
 * "Filtrer" button or Enter) applies them all, blank ones left out. When the address changes
 * (back button, a link) the form follows it, compared by value: the list reads a new object from
 * the address at each render.
 */
export function useFilterDraft<Key extends string>(applied: Filters<Key>, onApply: (filters: Filters<Key>) => void) {
  const [draft, setDraft] = useState<Filters<Key>>(applied)
  const appliedJson = JSON.stringify(applied)
  useEffect(() => setDraft(JSON.parse(appliedJson) as Filters<Key>), [appliedJson])

  const set = (key: Key) => (value: string) => setDraft((current) => ({ ...current, [key]: value }))
  function submit(event: FormEvent) {
    event.preventDefault()
    onApply(
      Object.fromEntries(Object.entries(draft).filter(([, value]) => (value as string | undefined)?.trim())) as Filters<Key>,
    )
  }
  function clear() {
    setDraft({})
    onApply({})
  }
  return { draft, set, submit, clear }
}
