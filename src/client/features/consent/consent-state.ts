import { atom, useAtom, useSetAtom } from 'jotai'
import { useCallback, useEffect } from 'react'
import { safeStorage, storageKeys } from '#client/lib/storage-keys.ts'
import { setConsentDialogOpen } from './consent-dialog-open.ts'
import { type ConsentChoices, type ConsentRecord, createConsentRecord, parseConsentRecord } from './consent-record.ts'
import { hasLoadedTrackerRefusedBy } from './trackers.ts'

/** undefined until read on the client (the prerendered HTML never shows the banner). */
const recordAtom = atom<ConsentRecord | null | undefined>(undefined)

export function useConsentRecord(): ConsentRecord | null | undefined {
  const [record, setRecord] = useAtom(recordAtom)
  useEffect(() => {
    if (record === undefined)
      setRecord(parseConsentRecord(safeStorage('local')?.getItem(storageKeys.consent) ?? null, new Date()))
  }, [record, setRecord])
  return record
}

/** Records a choice for six months; a withdrawal of a loaded tracker reloads to get rid of it. */
export function useDecideConsent(): (choices: ConsentChoices) => void {
  const setRecord = useSetAtom(recordAtom)
  return useCallback(
    (choices: ConsentChoices) => {
      const record = createConsentRecord(choices, new Date())
      safeStorage('local')?.setItem(storageKeys.consent, JSON.stringify(record))
      setRecord(record)
      setConsentDialogOpen(false)
      if (hasLoadedTrackerRefusedBy(choices)) window.location.reload()
    },
    [setRecord],
  )
}
