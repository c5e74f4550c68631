import { Trans, useLingui } from '@lingui/react/macro'
import { useCurrentUser } from '#client/features/session/api/current-user.ts'
import { Heading } from '#client/ui/heading.tsx'
import { Text } from '#client/ui/text.tsx'
import { displayName } from '#shared/user-access.ts'
import { css } from '#styled/css'

/** The dashboard's home: who is signed in. Later issues add their summaries here. */
export function Component() {
  const { t } = useLingui()
  const user = useCurrentUser()
  return (
    <div className={css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '8' }, py: { base: '6', md: '10' } })}>
      <title>{t`Tableau de bord | Relève`}</title>
      <Heading level={1}>{user ? <Trans>Bonjour, {displayName(user)}</Trans> : <Trans>Bonjour</Trans>}</Heading>
      <Text tone="muted" className={css({ mt: '2' })}>
        <Trans>Bienvenue dans votre espace Relève.</Trans>
      </Text>
    </div>
  )
}
