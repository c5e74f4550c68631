import { Trans, useLingui } from '@lingui/react/macro'
import { Badge } from '#client/ui/badge.tsx'
import { Button } from '#client/ui/button.tsx'
import { SkeletonText } from '#client/ui/skeleton.tsx'
import { Text } from '#client/ui/text.tsx'
import { ACCOUNT_TOAST_MS, toast } from '#client/ui/toaster.ts'
import type { SessionInfo } from '#shared/auth.ts'
import { dateFormat } from '#shared/date-format.ts'
import { css } from '#styled/css'
import { useRevokeSessions, useSessions } from '../api/sessions.ts'
import { describeUserAgent } from '../user-agent.ts'

const item = css({
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row' },
  alignItems: { base: 'stretch', sm: 'center' },
  gap: '3',
  py: '3',
  borderBottomWidth: 'thin',
  borderColor: 'border.default',
  _last: { borderBottomWidth: '0' },
})

/** Sécurité › Sessions: where the account is signed in, and a way to end the others. */
export function SessionsList() {
  const { t, i18n } = useLingui()
  const sessions = useSessions()
  const revoke = useRevokeSessions()
  const when = dateFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' })

  function run(target: { id: string } | 'others') {
    revoke.mutate(target, {
      onSuccess: () => toast.success(t`Suppression réussie.`, { duration: ACCOUNT_TOAST_MS }),
      onError: () => toast.destructive(t`Une erreur est survenue lors de la suppression.`, { duration: ACCOUNT_TOAST_MS }),
    })
  }

  function deviceName(session: SessionInfo): string {
    const { browser, system } = describeUserAgent(session.user_agent)
    if (browser && system) return t`${browser} sur ${system}`
    return browser ?? system ?? t`Appareil inconnu`
  }

  if (sessions.isPending) return <SkeletonText lines={4} />
  if (sessions.isError) {
    return (
      <Text tone="danger" role="alert">
        <Trans>La liste de vos sessions n’a pas pu être chargée. Vérifiez votre connexion.</Trans>
      </Text>
    )
  }
  const others = sessions.data.filter((session) => !session.current)

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <ul aria-label={t`Appareils connectés`}>
        {sessions.data.map((session) => (
          <li key={session.id} className={item}>
            <div className={css({ flex: '1', minW: '0' })}>
              <p className={css({ fontWeight: 'medium', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
                {deviceName(session)}
                {session.current ? (
                  <Badge tone="success" size="sm">
                    <Trans>Cet appareil</Trans>
                  </Badge>
                ) : null}
              </p>
              <Text size="small" tone="muted">
                {session.ip ? <Trans>Adresse IP {session.ip}</Trans> : <Trans>Adresse IP inconnue</Trans>}
                {' · '}
                <Trans>Dernière activité le {when.format(new Date(session.last_used_at))}</Trans>
              </Text>
            </div>
            {session.current ? null : (
              <Button
                variant="outline"
                size="sm"
                onClick={() => run({ id: session.id })}
                loading={revoke.isPending && revoke.variables !== 'others' && revoke.variables?.id === session.id}
                disabled={revoke.isPending}
                aria-label={t`Déconnecter ${deviceName(session)}`}
              >
                <Trans>Déconnecter</Trans>
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <div>
          <Button
            variant="danger"
            onClick={() => run('others')}
            loading={revoke.isPending && revoke.variables === 'others'}
            disabled={revoke.isPending}
          >
            <Trans>Déconnecter tous les autres appareils</Trans>
          </Button>
        </div>
      ) : (
        <Text size="small" tone="muted">
          <Trans>Votre compte n’est ouvert sur aucun autre appareil.</Trans>
        </Text>
      )}
    </div>
  )
}
