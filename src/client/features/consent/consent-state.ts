import { atom, useAtom, useAtomValue, useSetAtom } from 'jotai'
import { useCallback, useEffect } from 'react'
import { safeStorage, storageKeys } from '#client/lib/storage-keys.ts'
import { type ConsentChoices, type ConsentRecord, createConsentRecord, parseConsentRecord } from './consent-record.ts'
import { hasLoadedTrackerRefusedBy } from './trackers.ts'

/** undefined until read on the client (the prerendered HTML never shows the banner). */
const recordAtom = atom<ConsentRecord | null | undefined>(undefined)
/** The "Personnaliser" dialog, also opened from the footer to change or withdraw consent. */
const dialogOpenAtom = atom(false)

export function useConsentRecord(): ConsentRecord | null | undefined {
  const [record, setRecord] = useAtom(recordAtom)
  useEffect(() => {
    if (record === undefined)
      setRecord(parseConsentRecord(safeStorage('local')?.getItem(storageKeys.consent) ?? null, new Date()))
  }, [record, setRecord])
  return record
}

export function useConsentDialog(): [boolean, (open: boolean) => void] {
  const open = useAtomValue(dialogOpenAtom)
  const setOpen = useSetAtom(dialogOpenAtom)
  return [open, setOpen]
}

/** Records a choice for six months; a withdrawal of a loaded tracker reloads to get rid of it. */
export function useDecideConsent(): (choices: ConsentChoices) => void {
  const setRecord = useSetAtom(recordAtom)
  const setDialogOpen = useSetAtom(dialogOpenAtom)
  return useCallback(
    (choices: ConsentChoices) => {
      const record = createConsentRecord(choices, new Date())
      safeStorage('local')?.setItem(storageKeys.consent, JSON.stringify(record))
      setRecord(record)
      setDialogOpen(false)
      if (hasLoadedTrackerRefusedBy(choices)) window.location.reload()
    },
    [setRecord, setDialogOpen],
  )
}
