import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import { isApiError } from '#client/lib/api-client.ts'
import { serverFieldErrors } from '#client/lib/forms/field-errors.ts'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import { DownloadIcon } from '#client/ui/icons.tsx'
import { Notice } from '#client/ui/notice.tsx'
import { Text } from '#client/ui/text.tsx'
import {
  type ContractCompletionField,
  type ContractCompletions,
  type ContractSigning as ContractSigningState,
  contractFieldOwner,
} from '#shared/contract-signatures.ts'
import { dateFormat } from '#shared/date-format.ts'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import { loadSignedPdf, useContractSigning, useSaveCompletions, useSavedSignedPdf } from './contract-signing-api.ts'
import { SignContractDialog } from './sign-contract-dialog.tsx'

const noPrint = css({ _print: { display: 'none' } })

const fieldLabels: Record<ContractCompletionField, MessageDescriptor> = {
  holder_rpps: msg`Numéro RPPS du titulaire`,
  holder_address: msg`Adresse d’exercice du titulaire`,
  nurse_rpps: msg`Numéro RPPS du remplaçant`,
  nurse_address: msg`Adresse du remplaçant`,
  nurse_authorisation_expires_on: msg`Fin de validité de l’autorisation de remplacement`,
  payment_delay_days: msg`Délai de paiement de la rétrocession (jours après la fin du mois)`,
  travel_arrangements: msg`Modalités de déplacement pour les tournées`,
  non_compete_agreement: msg`Accord sur la non-concurrence (facultatif)`,
  place: msg`Fait à (commune)`,
}

/** The fields this party may fill: its own details the profile lacks, and the shared terms. */
function editableFields(signing: ContractSigningState): ContractCompletionField[] {
  return (Object.keys(fieldLabels) as ContractCompletionField[]).filter((field) => {
    const owner = contractFieldOwner[field]
    if (owner !== 'both' && owner !== signing.role) return false
    if (signing.from_profiles.includes(field)) return false
    if (field === 'travel_arrangements') return signing.missing.includes(field) || Boolean(signing.completions[field])
    return true
  })
}

/** What the profiles lack, completed on this contract; saving voids any signature already made. */
function CompletionForm({ signing }: { signing: ContractSigningState }) {
  const { t, i18n } = useLingui()
  const save = useSaveCompletions(signing.application_id)
  const fields = editableFields(signing)
  const [values, setValues] = useState<ContractCompletions>(() =>
    Object.fromEntries(fields.map((field) => [field, signing.completions[field] ?? ''])),
  )
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({})
  const [other, setOther] = useState<string | null>(null)
  const signedBefore = signing.signatures.some((signature) => signature.voided_at === null)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setOther(null)
    save.mutate(values, {
      onSuccess: () => setErrors({}),
      onError: (failure) => {
        const found = serverFieldErrors(failure)
        setErrors(found)
        if (Object.keys(found).length === 0)
          setOther(
            isApiError(failure) && failure.status < 500
              ? failure.body.message
              : t`Les informations n’ont pas pu être enregistrées.`,
          )
      },
    })
  }

  if (fields.length === 0) return null
  return (
    <form onSubmit={submit} noValidate className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <h3 className={css({ textStyle: 'h5' })}>
        <Trans>Compléter le contrat</Trans>
      </h3>
      <Text size="small" tone="muted">
        <Trans>Ces informations ne figurent pas dans les profils : elles ne valent que pour ce contrat.</Trans>
      </Text>
      {fields.map((field) => (
        <Field.TextField
          key={field}
          label={i18n._(fieldLabels[field])}
          name={field}
          type={field === 'nurse_authorisation_expires_on' ? 'date' : 'text'}
          inputMode={field === 'payment_delay_days' || field.endsWith('rpps') ? 'numeric' : undefined}
          multiline={field === 'non_compete_agreement' || field === 'travel_arrangements'}
          value={values[field] ?? ''}
          onChange={(event) => {
            // Read now: React clears currentTarget once the handler returns, before the updater runs.
            const value = event.currentTarget.value
            setValues((current) => ({ ...current, [field]: value }))
          }}
          error={errors[field]}
        />
      ))}
      {signedBefore ? (
        <Text size="small" tone="muted">
          <Trans>Modifier le texte annule les signatures déjà faites : les deux parties devront signer de nouveau.</Trans>
        </Text>
      ) : null}
      {other ? (
        <Text tone="danger" size="small" role="alert">
          {other}
        </Text>
      ) : null}
      <div>
        <Button type="submit" variant="outline" loading={save.isPending}>
          <Trans>Enregistrer ces informations</Trans>
        </Button>
      </div>
    </form>
  )
}

/** The signed PDF: downloaded from the server, or from this device's copy when offline. */
function SignedPdf({ signing }: { signing: ContractSigningState }) {
  const { t } = useLingui()
  const pdf = signing.pdf
  const saved = useSavedSignedPdf(signing.application_id, pdf?.sha256 ?? null)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  if (!pdf) return null

  async function download() {
    setBusy(true)
    setFailed(false)
    try {
      const blob = await loadSignedPdf(signing.application_id)
      const url = URL.createObjectURL(blob)
      const link = document.createElement('a')
      link.href = url
      link.download = `contrat-remplacement-${signing.application_id}.pdf`
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
      void saved.refetch()
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start' })}>
      <Button onClick={() => void download()} loading={busy}>
        <DownloadIcon />
        <Trans>Télécharger le contrat signé (PDF)</Trans>
      </Button>
      {saved.data ? (
        <Text size="small" tone="muted">
          <Trans>Une copie est enregistrée sur cet appareil : elle s’ouvre aussi hors ligne.</Trans>
        </Text>
      ) : null}
      {failed ? (
        <Text tone="danger" size="small" role="alert">
          {t`Le PDF n’a pas pu être téléchargé. Réessayez une fois connecté.`}
        </Text>
      ) : null}
      <Text size="small" tone="muted" className={css({ wordBreak: 'break-all' })}>
        <Trans>
          Empreinte SHA-256 du PDF : {pdf.sha256}.{' '}
          <Link to={paths.verifyContract.replace(':hash', pdf.sha256)}>Page de vérification</Link>
        </Trans>
      </Text>
    </div>
  )
}

/**
 * The contract's signing (docs/product.md#contract): what is still to complete, who signed and
 * when, the button to sign, and once both signed the PDF to download.
 */
export function ContractSigningPanel({ applicationId }: { applicationId: number }) {
  const { t, i18n } = useLingui()
  const query = useContractSigning(applicationId)
  const [open, setOpen] = useState(false)
  const signing = query.data
  const when = (iso: string) => dateFormat(i18n.locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso))

  let content: ReactNode
  if (!signing)
    content = query.isError ? (
      <Text tone="muted">
        <Trans>La signature en ligne n’est pas disponible pour l’instant (connexion requise).</Trans>
      </Text>
    ) : (
      <Text tone="muted">
        <Trans>Chargement de la signature…</Trans>
      </Text>
    )
  else {
    const valid = signing.signatures.filter((signature) => signature.voided_at === null)
    const voided = signing.signatures.filter((signature) => signature.voided_at !== null)
    const mine = valid.find((signature) => signature.role === signing.role)
    const theirsMissing = signing.missing.filter((field) => ![signing.role, 'both'].includes(contractFieldOwner[field]))
    content = (
      <>
        {signing.pdf ? (
          <Notice tone="success" title={t`Contrat signé par les deux parties`}>
            <Trans>Le PDF signé, avec sa page de preuve, a aussi été envoyé dans votre conversation.</Trans>
          </Notice>
        ) : null}
        {valid.length > 0 ? (
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            {valid.map((signature) => {
              const name = signature.name
              const at = when(signature.signed_at)
              return (
                <li key={signature.role}>
                  {signature.role === 'holder' ? (
                    <Trans>
                      Signé par {name} (titulaire) le {at}
                    </Trans>
                  ) : (
                    <Trans>
                      Signé par {name} (remplaçant) le {at}
                    </Trans>
                  )}
                </li>
              )
            })}
          </ul>
        ) : null}
        {voided.length > 0 && !signing.pdf ? (
          <Notice tone="warning" title={t`Signature annulée`}>
            <Trans>
              Le texte du contrat a changé après une signature : elle ne vaut plus. Relisez le contrat et signez-le de nouveau.
            </Trans>
          </Notice>
        ) : null}
        <SignedPdf signing={signing} />
        {signing.pdf ? null : (
          <>
            <CompletionForm key={signing.text_sha256} signing={signing} />
            {theirsMissing.length > 0 ? (
              <Text size="small" tone="muted">
                <Trans>
                  En attente de l’autre partie pour : {theirsMissing.map((field) => i18n._(fieldLabels[field])).join(', ')}.
                </Trans>
              </Text>
            ) : null}
            {mine ? (
              <Text>
                <Trans>Vous avez signé. Le PDF signé sera prêt dès que l’autre partie aura signé à son tour.</Trans>
              </Text>
            ) : (
              <div>
                <Button onClick={() => setOpen(true)} disabled={signing.missing.length > 0}>
                  <Trans>Signer le contrat</Trans>
                </Button>
                {signing.missing.length > 0 ? (
                  <Text size="small" tone="muted">
                    <Trans>Complétez d’abord les informations manquantes.</Trans>
                  </Text>
                ) : null}
              </div>
            )}
            {open ? <SignContractDialog signing={signing} open={open} onOpenChange={setOpen} /> : null}
          </>
        )}
      </>
    )
  }

  return (
    <section
      aria-labelledby="contract-signing-title"
      className={`${noPrint} ${css({ display: 'flex', flexDirection: 'column', gap: '3', p: '4', borderWidth: 'thin', borderColor: 'border.default', borderRadius: 'lg' })}`}
    >
      <h2 id="contract-signing-title" className={css({ textStyle: 'h4' })}>
        <Trans>Signature électronique</Trans>
      </h2>
      {content}
    </section>
  )
}
