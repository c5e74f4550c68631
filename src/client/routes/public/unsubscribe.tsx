import { useLingui } from '@lingui/react/macro'
import { UnsubscribeScreen } from '#client/features/settings/components/unsubscribe-screen.tsx'

/** /unsubscribe?token=… (public, not indexed): the link at the end of a campaign mail. */
export function Component() {
  const { t } = useLingui()
  return (
    <>
      <title>{t`Se désinscrire des nouvelles | Relève`}</title>
      <meta name="robots" content="noindex" />
      <UnsubscribeScreen />
    </>
  )
}
