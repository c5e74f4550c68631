import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useNetworkStatus } from '#client/lib/pwa/use-network-status.ts'
import { Badge } from '#client/ui/badge.tsx'
import { Button } from '#client/ui/button.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { Notice } from '#client/ui/notice.tsx'
import { Text } from '#client/ui/text.tsx'
import { ACCOUNT_TOAST_MS, toast } from '#client/ui/toaster.ts'
import { dateFormat } from '#shared/date-format.ts'
import { css } from '#styled/css'
import {
  currentPushSubscription,
  type EnableFailure,
  PushEnableError,
  pushSupported,
  useEnablePush,
  usePushDevices,
  useRemovePushDevice,
} from '../api/push-devices.ts'

type Permission = NotificationPermission | 'unsupported'

function permissionNow(): Permission {
  return pushSupported() ? Notification.permission : 'unsupported'
}

/**
 * Settings › Notifications, under the grid: push on this device (the browser's permission, then a
 * subscription the server records), and the devices that receive the member's push notifications,
 * each removable. The grid's "Push" column says which events go to them.
 */
export function PushDevicesPanel() {
  const { t, i18n } = useLingui()
  const offline = useNetworkStatus() === 'offline'
  const devices = usePushDevices()
  const enable = useEnablePush()
  const remove = useRemovePushDevice()
  const [permission, setPermission] = useState<Permission>(permissionNow)
  const [endpoint, setEndpoint] = useState<string | null>(null)
  const [failure, setFailure] = useState<EnableFailure | null>(null)
  const date = (iso: string) => dateFormat(i18n.locale, { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(new Date(iso))

  useEffect(() => {
    let live = true
    currentPushSubscription()
      .then((subscription) => live && setEndpoint(subscription?.endpoint ?? null))
      .catch(() => {})
    return () => {
      live = false
    }
  }, [])

  const list = devices.data?.devices ?? []
  const thisDevice = endpoint === null ? undefined : list.find((device) => device.endpoint === endpoint)

  const turnOn = () => {
    setFailure(null)
    enable.mutate(undefined, {
      onSuccess: (device) => {
        setEndpoint(device.endpoint)
        toast.success(t`Notifications activées sur cet appareil.`, { duration: ACCOUNT_TOAST_MS })
      },
      onError: (error) => setFailure(error instanceof PushEnableError ? error.reason : 'failed'),
      onSettled: () => setPermission(permissionNow()),
    })
  }

  const permissionText: Record<Permission, string> = {
    granted: t`autorisées`,
    denied: t`bloquées`,
    default: t`pas encore demandées`,
    unsupported: t`non disponibles`,
  }

  return (
    <section aria-labelledby="push-devices-title" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <Heading level={3} id="push-devices-title" size="h3">
        <Trans>Notifications sur cet appareil</Trans>
      </Heading>

      {permission === 'unsupported' ? (
        <Notice tone="warning" role="note">
          <Trans>
            Ce navigateur ne permet pas les notifications push. Sur iPhone ou iPad, ajoutez d’abord Relève à l’écran d’accueil,
            puis ouvrez-la depuis son icône.
          </Trans>
        </Notice>
      ) : (
        <>
          <Text size="small" tone="muted">
            <Trans>Notifications de ce navigateur : {permissionText[permission]}.</Trans>
          </Text>
          {permission === 'denied' || failure === 'denied' ? (
            <Notice tone="warning" role="alert">
              <Trans>
                Le navigateur refuse les notifications de Relève. Autorisez-les dans les réglages du site (l’icône à gauche de
                l’adresse, ou les réglages du téléphone), puis revenez ici.
              </Trans>
            </Notice>
          ) : null}
          {failure === 'dismissed' ? (
            <Notice tone="info" role="status">
              <Trans>Vous n’avez pas répondu à la demande du navigateur : rien n’a changé.</Trans>
            </Notice>
          ) : null}
          {failure === 'no-worker' ? (
            <Notice tone="warning" role="alert">
              <Trans>L’application n’est pas encore prête sur cet appareil. Rechargez la page puis réessayez.</Trans>
            </Notice>
          ) : null}
          {failure === 'failed' ? (
            <Notice tone="danger">
              <Trans>L’activation a échoué. Vérifiez votre connexion et réessayez.</Trans>
            </Notice>
          ) : null}
          {thisDevice ? (
            <Text>
              <Trans>Cet appareil reçoit vos notifications push.</Trans>
            </Text>
          ) : permission !== 'denied' ? (
            <div>
              <Button onClick={turnOn} loading={enable.isPending} disabled={offline}>
                <Trans>Activer sur cet appareil</Trans>
              </Button>
            </div>
          ) : null}
        </>
      )}

      {list.length > 0 ? (
        <>
          <Heading level={4} size="h4" id="push-devices-list">
            <Trans>Appareils qui reçoivent vos notifications</Trans>
          </Heading>
          <ul
            aria-labelledby="push-devices-list"
            className={css({ borderWidth: 'thin', borderColor: 'border.default', borderRadius: 'lg', bg: 'bg.surface' })}
          >
            {list.map((device) => (
              <li
                key={device.id}
                className={css({
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: '3',
                  px: '4',
                  py: '3',
                  borderBottomWidth: 'thin',
                  borderColor: 'border.default',
                  _last: { borderBottomWidth: '0' },
                })}
              >
                <div className={css({ minW: '0' })}>
                  <p className={css({ fontWeight: 'medium' })}>
                    {device.device_name}{' '}
                    {device.id === thisDevice?.id ? (
                      <Badge>
                        <Trans>Cet appareil</Trans>
                      </Badge>
                    ) : null}
                  </p>
                  <Text size="small" tone="muted">
                    <Trans>Ajouté le {date(device.created_at)}</Trans>
                  </Text>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={offline}
                  loading={remove.isPending && remove.variables?.id === device.id}
                  aria-label={t`Retirer ${device.device_name}`}
                  onClick={() =>
                    remove.mutate(device, {
                      onSuccess: () => {
                        if (device.endpoint === endpoint) setEndpoint(null)
                      },
                      onError: () =>
                        toast.destructive(t`Une erreur est survenue lors de l'enregistrement`, { duration: ACCOUNT_TOAST_MS }),
                    })
                  }
                >
                  <Trans context="appareil">Retirer</Trans>
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
