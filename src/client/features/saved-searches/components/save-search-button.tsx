import { DeferredPopup } from '#client/ui/deferred-popup.tsx'
import { type SaveSearchButtonProps, SaveSearchTrigger } from './save-search-trigger.tsx'

// The dialog (Ark's dialog and switch, the form) is not part of the search's first screen.
const loadSaveSearch = () => import('./save-search-dialog.tsx').then((module) => module.SaveSearch)

/**
 * "Sauvegarder cette recherche": names the current criteria and, unless turned off, alerts the
 * person (in the app, by mail and push, as their notification settings say) when a matching offer
 * or listing is published (save-search-dialog.tsx). Its button is drawn at once, the dialog's code
 * comes once the page is idle or at the first press (ui/deferred-popup.tsx).
 */
export function SaveSearchButton(props: SaveSearchButtonProps) {
  return <DeferredPopup load={loadSaveSearch} props={props} button={<SaveSearchTrigger />} />
}
