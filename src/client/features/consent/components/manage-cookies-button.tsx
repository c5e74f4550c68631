import { Trans } from '@lingui/react/macro'
import type { ComponentProps } from 'react'
import { useConsentDialog } from '../consent-dialog-open.ts'

/** The footer's way back to the choice: change it or withdraw consent at any time. */
export function ManageCookiesButton(props: Omit<ComponentProps<'button'>, 'onClick' | 'type'>) {
  const [, setOpen] = useConsentDialog()
  return (
    <button type="button" aria-haspopup="dialog" {...props} onClick={() => setOpen(true)}>
      <Trans>Gérer les cookies</Trans>
    </button>
  )
}
