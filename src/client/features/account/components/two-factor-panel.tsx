import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { serverFieldErrors } from '#client/lib/forms/field-errors.ts'
import { Badge } from '#client/ui/badge.tsx'
import { Button } from '#client/ui/button.tsx'
import { InfoIcon } from '#client/ui/icons.tsx'
import { Notice } from '#client/ui/notice.tsx'
import { Text } from '#client/ui/text.tsx'
import { ACCOUNT_TOAST_MS, toast } from '#client/ui/toaster.ts'
import type { TwoFactorSetup as Setup } from '#shared/auth.ts'
import { isAdmin, type User } from '#shared/user.ts'
import { css } from '#styled/css'
import { useRefreshCurrentUser } from '../api/adopt-user.ts'
import { isSetup, useToggleTwoFactor } from '../api/two-factor.ts'
import { useFailureDetail } from '../form-feedback.ts'
import { PasswordDialog } from './password-dialog.tsx'
import { RecoveryCodes } from './recovery-codes.tsx'
import { RegenerateCodesDialog } from './regenerate-codes-dialog.tsx'
import { TwoFactorSetup } from './two-factor-setup.tsx'

type Stage =
  | { kind: 'idle' }
  | { kind: 'setup'; setup: Setup }
  /** `regenerated`: new codes of an account already protected (no devices were signed out). */
  | { kind: 'codes'; codes: string[]; regenerated?: boolean }

/**
 * Sécurité › Double authentification: enable (password, QR code, a code of the app, then the
 * recovery codes once) or disable (password). Admins must keep it, and are told why.
 */
export function TwoFactorPanel({ user }: { user: User }) {
  const { t } = useLingui()
  const detail = useFailureDetail()
  const [stage, setStage] = useState<Stage>({ kind: 'idle' })
  const [asking, setAsking] = useState(false)
  const [regenerating, setRegenerating] = useState(false)
  const toggle = useToggleTwoFactor()
  const refresh = useRefreshCurrentUser()
  const admin = isAdmin(user)
  const enabled = user.two_factor_enabled

  async function start(password?: string) {
    const answer = await toggle.mutateAsync(password === undefined ? {} : { password })
    setAsking(false)
    if (isSetup(answer)) setStage({ kind: 'setup', setup: answer })
    else toast.success(t`Succès`, { duration: ACCOUNT_TOAST_MS, description: answer.message })
  }

  /** The password dialog shows its own field error; anything else is a toast. */
  async function confirmWithPassword(password?: string) {
    try {
      await start(password)
    } catch (failure) {
      if (serverFieldErrors(failure).password === undefined) {
        toast.destructive(t`Une erreur est survenue lors de l'enregistrement`, {
          duration: ACCOUNT_TOAST_MS,
          description: detail(failure),
        })
      }
      throw failure
    }
  }

  function begin() {
    // An account without a password yet (immediate registration) has nothing more to prove.
    if (user.has_password) setAsking(true)
    else void confirmWithPassword().catch(() => undefined)
  }

  async function finish() {
    setStage({ kind: 'idle' })
    await refresh()
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <p className={css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'medium' })}>
        <Trans>État :</Trans>
        {enabled ? (
          <Badge tone="success">
            <Trans>Activée</Trans>
          </Badge>
        ) : (
          <Badge tone="neutral">
            <Trans>Désactivée</Trans>
          </Badge>
        )}
      </p>
      <Text tone="muted">
        <Trans>
          À chaque connexion, en plus du mot de passe, un code à 6 chiffres de votre application d’authentification vous sera
          demandé. Même si votre mot de passe est volé, votre compte reste protégé.
        </Trans>
      </Text>
      {admin && !enabled ? (
        <Notice as="p" tone="warning" role="status" icon={<InfoIcon />}>
          <Trans>
            Votre compte administrateur donne accès aux données de tous les membres : la double authentification est obligatoire
            pour ouvrir l’administration. Activez-la ici.
          </Trans>
        </Notice>
      ) : null}

      {stage.kind === 'setup' ? (
        <TwoFactorSetup
          setup={stage.setup}
          onEnabled={(codes) => {
            toast.success(t`Succès`, { duration: ACCOUNT_TOAST_MS, description: t`La double authentification est activée.` })
            setStage({ kind: 'codes', codes })
          }}
          onCancel={() => setStage({ kind: 'idle' })}
        />
      ) : stage.kind === 'codes' ? (
        <>
          {stage.regenerated ? (
            <Text size="small" tone="muted">
              <Trans>Vos anciens codes de secours ne fonctionnent plus.</Trans>
            </Text>
          ) : (
            <Text size="small" tone="muted">
              <Trans>Par sécurité, vos autres appareils ont été déconnectés.</Trans>
            </Text>
          )}
          <RecoveryCodes codes={stage.codes} onDone={finish} />
        </>
      ) : enabled ? (
        <div className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' })}>
          <Text size="small" tone="muted">
            <Trans>Codes de secours perdus ou presque tous utilisés ? Générez-en de nouveaux.</Trans>
          </Text>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
            <Button variant="outline" onClick={() => setRegenerating(true)}>
              <Trans>Générer de nouveaux codes de secours</Trans>
            </Button>
            {admin ? null : (
              <Button variant="outline" onClick={() => setAsking(true)}>
                <Trans>Désactiver la double authentification</Trans>
              </Button>
            )}
          </div>
          {admin ? (
            <Text size="small" tone="muted">
              <Trans>Un compte administrateur doit garder la double authentification.</Trans>
            </Text>
          ) : null}
        </div>
      ) : (
        <div>
          <Button onClick={begin} loading={toggle.isPending && !asking}>
            <Trans>Activer la double authentification</Trans>
          </Button>
        </div>
      )}

      <RegenerateCodesDialog
        open={regenerating}
        onOpenChange={setRegenerating}
        onCodes={(codes) => {
          toast.success(t`Succès`, { duration: ACCOUNT_TOAST_MS, description: t`Vos nouveaux codes de secours sont prêts.` })
          setStage({ kind: 'codes', codes, regenerated: true })
        }}
      />
      <PasswordDialog
        open={asking}
        onOpenChange={setAsking}
        title={
          enabled ? <Trans>Désactiver la double authentification ?</Trans> : <Trans>Activer la double authentification</Trans>
        }
        description={
          enabled ? (
            <Trans>
              Confirmez avec votre mot de passe. Vos autres appareils seront déconnectés et un e-mail vous préviendra.
            </Trans>
          ) : (
            <Trans>Confirmez d’abord votre mot de passe.</Trans>
          )
        }
        confirmLabel={enabled ? <Trans>Désactiver</Trans> : <Trans>Continuer</Trans>}
        confirmVariant={enabled ? 'danger' : 'solid'}
        onConfirm={confirmWithPassword}
        pending={toggle.isPending}
      />
    </div>
  )
}
