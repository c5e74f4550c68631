import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import { isApiError } from '#client/lib/api-client.ts'
import { serverFieldErrors } from '#client/lib/forms/field-errors.ts'
import { Button } from '#client/ui/button.tsx'
import * as Dialog from '#client/ui/dialog.tsx'
import * as Field from '#client/ui/field.tsx'
import * as Tabs from '#client/ui/tabs.tsx'
import { Text } from '#client/ui/text.tsx'
import type { ContractSigning } from '#shared/contract-signatures.ts'
import { css } from '#styled/css'
import { useSignContract } from './contract-signing-api.ts'
import { SignaturePad } from './signature-pad.tsx'

const textBox = css({
  maxH: '56',
  overflowY: 'auto',
  p: '3',
  bg: 'bg.subtle',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'md',
  whiteSpace: 'pre-wrap',
  textStyle: 'small',
  _focusVisible: { outline: '2px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
})

type Errors = { password?: string; code?: string; signature?: string; other?: string }

/**
 * Signing the contract (simple electronic signature, docs/decisions/019): the exact text the
 * server will record, a signature drawn on the pad or typed (the keyboard's way), and the
 * account's password or two-factor code to confirm who signs.
 */
export function SignContractDialog({
  signing,
  open,
  onOpenChange,
}: {
  signing: ContractSigning
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useLingui()
  const formId = useId()
  const sign = useSignContract(signing.application_id)
  const [mode, setMode] = useState<'drawn' | 'typed'>('drawn')
  const [png, setPng] = useState<string | null>(null)
  const [name, setName] = useState('')
  const useCode = signing.confirm_with.totp
  const [withPassword, setWithPassword] = useState(!useCode)
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const canConfirm = signing.confirm_with.password || signing.confirm_with.totp

  function close(next: boolean) {
    if (!next) {
      setPassword('')
      setCode('')
      setErrors({})
    }
    onOpenChange(next)
  }

  function submit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault()
    if (sign.isPending) return
    const byCode = useCode && !withPassword
    const problems: Errors = {
      ...(mode === 'drawn' && png === null ? { signature: t`Tracez votre signature dans le cadre.` } : {}),
      ...(mode === 'typed' && name.trim().length < 2 ? { signature: t`Saisissez votre nom et prénom.` } : {}),
      ...(!byCode && password === '' ? { password: t`Saisissez votre mot de passe.` } : {}),
      ...(byCode && !/^\d{6}$/.test(code.replace(/\s/g, ''))
        ? { code: t`Saisissez les 6 chiffres affichés par votre application.` }
        : {}),
    }
    setErrors(problems)
    if (Object.keys(problems).length > 0) return
    sign.mutate(
      {
        text_sha256: signing.text_sha256,
        ...(byCode ? { code: code.replace(/\s/g, '') } : { password }),
        signature: mode === 'drawn' ? { kind: 'drawn', png: png ?? '' } : { kind: 'typed', name: name.trim() },
      },
      {
        onSuccess: () => close(false),
        onError: (failure) => {
          const fields = serverFieldErrors(failure)
          setPassword('')
          setCode('')
          if (fields.password || fields.code) {
            setErrors({ password: fields.password, code: fields.code })
            return
          }
          const message = isApiError(failure) && failure.status < 500 ? failure.body.message : undefined
          setErrors({ other: message ?? t`La signature n’a pas pu être enregistrée. Vérifiez votre connexion et réessayez.` })
        },
      },
    )
  }

  return (
    <Dialog.Root open={open} onOpenChange={(details) => close(details.open)}>
      <Dialog.Popup>
        <Dialog.Header>
          <Dialog.Title>
            <Trans>Signer le contrat</Trans>
          </Dialog.Title>
          <Dialog.Description>
            <Trans>
              Signature électronique simple (règlement eIDAS) : Relève enregistre l’heure, votre adresse IP, votre navigateur et
              l’empreinte du texte exact ci-dessous. Si le texte change ensuite, la signature est annulée.
            </Trans>
          </Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          <form id={formId} noValidate onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
            <section className={textBox} tabIndex={0} aria-label={t`Texte exact du contrat`}>
              {signing.text}
            </section>
            <Text size="small" tone="muted" className={css({ wordBreak: 'break-all' })}>
              <Trans>Empreinte SHA-256 du texte : {signing.text_sha256}</Trans>
            </Text>

            <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              <legend className={css({ fontWeight: 'semibold', mb: '2' })}>
                <Trans>Votre signature</Trans>
              </legend>
              <Tabs.Root
                value={mode}
                onValueChange={(details) => {
                  setMode(details.value as 'drawn' | 'typed')
                  setErrors((current) => ({ ...current, signature: undefined }))
                }}
              >
                <Tabs.List>
                  <Tabs.Trigger value="drawn">
                    <Trans>Tracer</Trans>
                  </Tabs.Trigger>
                  <Tabs.Trigger value="typed">
                    <Trans>Saisir mon nom</Trans>
                  </Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="drawn">
                  <SignaturePad onChange={setPng} />
                </Tabs.Content>
                <Tabs.Content value="typed">
                  <Field.TextField
                    label={<Trans>Nom et prénom, comme signature</Trans>}
                    name="signature_name"
                    autoComplete="name"
                    value={name}
                    onChange={(event) => setName(event.currentTarget.value)}
                  />
                </Tabs.Content>
              </Tabs.Root>
              {errors.signature ? (
                <Text tone="danger" size="small" role="alert">
                  {errors.signature}
                </Text>
              ) : null}
            </fieldset>

            {!canConfirm ? (
              <Text tone="danger" size="small">
                <Trans>Pour signer, choisissez d’abord un mot de passe dans Paramètres &gt; Sécurité.</Trans>
              </Text>
            ) : useCode && !withPassword ? (
              <Field.TextField
                label={<Trans>Code de votre application de double authentification</Trans>}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                value={code}
                onChange={(event) => {
                  setCode(event.currentTarget.value)
                  setErrors((current) => ({ ...current, code: undefined }))
                }}
                error={errors.code}
              />
            ) : (
              <Field.TextField
                label={<Trans>Mot de passe de votre compte</Trans>}
                hint={<Trans>Il confirme que c’est bien vous qui signez.</Trans>}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => {
                  setPassword(event.currentTarget.value)
                  setErrors((current) => ({ ...current, password: undefined }))
                }}
                error={errors.password}
              />
            )}
            {useCode && signing.confirm_with.password ? (
              <Button variant="link" size="sm" onClick={() => setWithPassword((current) => !current)}>
                {withPassword ? (
                  <Trans>Confirmer plutôt avec un code</Trans>
                ) : (
                  <Trans>Confirmer plutôt avec mon mot de passe</Trans>
                )}
              </Button>
            ) : null}
            {errors.other ? (
              <Text tone="danger" size="small" role="alert">
                {errors.other}
              </Text>
            ) : null}
          </form>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={() => close(false)}>
            <Trans>Annuler</Trans>
          </Button>
          <Button type="submit" form={formId} loading={sign.isPending} disabled={!canConfirm}>
            <Trans>Je signe le contrat</Trans>
          </Button>
        </Dialog.Footer>
      </Dialog.Popup>
    </Dialog.Root>
  )
}
