import type { QueryClient } from '@tanstack/react-query'
import { applicationKeys, replacementKeys } from './query-keys.ts'

/** An offer changed on the server (published, cancelled, decided on): its lists and copy are asked again. */
export function offerChanged(client: QueryClient, replacementId: number) {
  void client.invalidateQueries({ queryKey: replacementKeys.mine() })
  void client.invalidateQueries({ queryKey: replacementKeys.detail(replacementId) })
  void client.invalidateQueries({ queryKey: applicationKeys.received() })
}
