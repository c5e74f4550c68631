import { useLingui } from '@lingui/react/macro'
import { MailsScreen } from '#client/features/admin-mails/components/mails-screen.tsx'

/**
 * /dashboard/admin/mails (admin guard): every mail of the outbox, filtered (the filters and page
 * live in the address), one opened in a sandboxed preview and sent again; and the campaigns.
 */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <title>{t`E-mails | Administration | Relève`}</title>
      <MailsScreen />
    </>
  )
}
