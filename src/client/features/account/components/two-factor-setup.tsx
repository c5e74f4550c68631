import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { serverFieldErrors } from '#client/lib/forms/field-errors.ts'
import { Button } from '#client/ui/button.tsx'
import { SimplePinInput } from '#client/ui/pin-input.tsx'
import { Text } from '#client/ui/text.tsx'
import { toast } from '#client/ui/toaster.ts'
import type { TwoFactorSetup as Setup } from '#shared/auth.ts'
import { css } from '#styled/css'
import { useVerifyTwoFactor } from '../api/two-factor.ts'
import { useFailureDetail } from '../form-feedback.ts'

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP": easier to type into an app by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ')
}

/**
 * Step 2 of enabling two-factor: scan the QR code, open the otpauth link (a phone cannot scan its
 * own screen) or copy the key, then confirm with a code of the app. Two-factor is on only once
 * the server accepts that code.
 */
export function TwoFactorSetup({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: Setup
  onEnabled: (codes: string[]) => void
  onCancel: () => void
}) {
  const { t } = useLingui()
  const detail = useFailureDetail()
  const verify = useVerifyTwoFactor()
  const [code, setCode] = useState<string[]>([])
  const [error, setError] = useState<string | undefined>()

  async function copyKey() {
    try {
      await navigator.clipboard.writeText(setup.secret)
      toast.success(t`Clé copiée`, { description: t`Collez-la dans votre application d’authentification.` })
    } catch {
      toast.destructive(t`La copie n’a pas fonctionné : saisissez la clé à la main.`)
    }
  }

  function confirm(value: string) {
    if (verify.isPending) return
    if (!/^\d{6}$/.test(value)) {
      setError(t`Saisissez les 6 chiffres affichés par votre application.`)
      return
    }
    setError(undefined)
    verify.mutate(
      { code: value },
      {
        onSuccess: (answer) => onEnabled(answer.recovery_codes),
        onError: (failure) => {
          setCode([])
          setError(serverFieldErrors(failure).code ?? detail(failure) ?? t`Une erreur est survenue.`)
        },
      },
    )
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <ol className={css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'decimal', ps: '5' })}>
        <li>
          <Trans>Ouvrez votre application d’authentification (Google Authenticator, Microsoft Authenticator, FreeOTP…).</Trans>
        </li>
        <li>
          <Trans>
            Scannez ce QR code, ou, sur le téléphone qui a l’application, touchez «&nbsp;Ouvrir dans l’application&nbsp;» ou
            copiez la clé.
          </Trans>
        </li>
        <li>
          <Trans>Tapez le code à 6 chiffres que l’application affiche.</Trans>
        </li>
      </ol>
      <div
        className={css({
          display: 'flex',
          flexDirection: { base: 'column', sm: 'row' },
          gap: '5',
          alignItems: { base: 'flex-start', sm: 'center' },
        })}
      >
        <img
          src={setup.qr_code}
          alt={t`QR code à scanner avec votre application d’authentification`}
          width={180}
          height={180}
          className={css({ bg: 'white', p: '2', borderRadius: 'md', borderWidth: 'thin', borderColor: 'border.default' })}
        />
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' })}>
          <Text size="small" tone="muted">
            <Trans>Clé à saisir</Trans>
          </Text>
          <code className={css({ fontFamily: 'mono', fontSize: 'md', wordBreak: 'break-all', userSelect: 'all' })}>
            {groupSecret(setup.secret)}
          </code>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '2' })}>
            <Button asChild variant="outline" size="sm">
              <a href={setup.otpauth_url}>
                <Trans>Ouvrir dans l’application</Trans>
              </a>
            </Button>
            <Button variant="outline" size="sm" onClick={() => void copyKey()}>
              <Trans>Copier la clé</Trans>
            </Button>
          </div>
        </div>
      </div>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <SimplePinInput
          label={<Trans>Code de l’application</Trans>}
          value={code}
          onValueChange={(details) => {
            setCode(details.value)
            setError(undefined)
          }}
          onValueComplete={(details) => confirm(details.valueAsString)}
          invalid={error !== undefined}
          disabled={verify.isPending}
        />
        {error ? (
          <Text tone="danger" size="small" role="alert">
            {error}
          </Text>
        ) : null}
      </div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <Button onClick={() => confirm(code.join(''))} loading={verify.isPending}>
          <Trans>Activer</Trans>
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={verify.isPending}>
          <Trans>Annuler</Trans>
        </Button>
      </div>
    </div>
  )
}
