import { Trans, useLingui } from '@lingui/react/macro'
import { useSearchParams } from 'react-router'
import { isApiError } from '#client/lib/api-client.ts'
import { Button } from '#client/ui/button.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { Text } from '#client/ui/text.tsx'
import { css } from '#styled/css'
import { useUnsubscribe } from '../api/unsubscribe.ts'

/**
 * /unsubscribe?token=… — the link at the end of a campaign mail. It works without logging in;
 * nothing changes until the reader confirms (a link opened by a mail scanner changes nothing).
 */
export function UnsubscribeScreen() {
  const { t } = useLingui()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const unsubscribe = useUnsubscribe()

  return (
    <div className={css({ maxW: '40rem', mx: 'auto', px: '4', py: { base: '10', md: '16' } })}>
      <Heading level={1}>
        <Trans>Ne plus recevoir les nouvelles de Relève</Trans>
      </Heading>
      {unsubscribe.isSuccess ? (
        <Text role="status" className={css({ mt: '6' })}>
          {unsubscribe.data.message}
        </Text>
      ) : (
        <>
          <Text className={css({ mt: '6' })}>
            <Trans>
              Vous ne recevrez plus nos nouvelles par e-mail. Les messages liés à vos offres, candidatures et à votre compte
              continuent d’arriver. Vous pouvez changer d’avis à tout moment dans vos paramètres de notification.
            </Trans>
          </Text>
          {unsubscribe.isError ? (
            <Text role="alert" tone="danger" className={css({ mt: '4' })}>
              {isApiError(unsubscribe.error) && unsubscribe.error.status >= 400 && unsubscribe.error.status < 500
                ? unsubscribe.error.message
                : t`Relève ne répond pas : vérifiez votre connexion puis réessayez.`}
            </Text>
          ) : null}
          <Button
            className={css({ mt: '6' })}
            loading={unsubscribe.isPending}
            disabled={token === ''}
            onClick={() => unsubscribe.mutate(token)}
          >
            <Trans>Me désinscrire</Trans>
          </Button>
          {token === '' ? (
            <Text tone="danger" className={css({ mt: '4' })}>
              <Trans>Ce lien de désinscription est incomplet : ouvrez celui de l’e-mail reçu.</Trans>
            </Text>
          ) : null}
        </>
      )}
    </div>
  )
}
