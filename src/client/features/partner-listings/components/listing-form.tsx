import { i18n as globalI18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { onlineManager } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { communeLabel } from '#client/entities/commune/commune-search.ts'
import { failureKind, serverMessage, unreachableMessage } from '#client/lib/forms/failure.ts'
import { type FieldErrors, hasErrors, serverFieldErrors, withoutError } from '#client/lib/forms/field-errors.ts'
import { focusFirstError } from '#client/lib/forms/focus.ts'
import { newIdempotencyKey } from '#client/lib/idempotency-key.ts'
import { Button } from '#client/ui/button.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { Notice } from '#client/ui/notice.tsx'
import { SimpleRadioGroup } from '#client/ui/radio-group.tsx'
import { type PartnerListing, partnerListingKinds } from '#shared/partner-listings.ts'
import { css } from '#styled/css'
import { usePublish, useUpdatePublished } from '../api/listing-actions.ts'
import { useCreateDraft, useUpdateDraft } from '../api/listing-queue.ts'
import { kindHints, kindLabels } from '../labels.ts'
import { HealthDataNotice } from './health-data-notice.tsx'
import { ListingField } from './listing-form-fields.tsx'
import { listingMessage } from './listing-form-messages.ts'
import { checkValues, commonFields, initialValues, ownFields, requiredToPublish, toInput } from './listing-form-values.ts'

/** How a save ended: sent as a draft, queued offline, published, or a published listing changed. */
export type ListingSaved = 'draft' | 'queued' | 'published' | 'saved'

const publishNeedsNetwork = msg`Publier a besoin du réseau. Enregistrez le brouillon : il partira dès le retour de la connexion.`

const section = css({ display: 'flex', flexDirection: 'column', gap: '4' })

/**
 * A new listing, or one's own draft or published listing to change: one form whose fields follow
 * the kind chosen (the shared schema says which, with their bounds). A draft may stay incomplete
 * and is saved offline too (queued, docs/offline.md); publishing needs every field marked * and the
 * network. The server's refusals show under their fields.
 */
export function ListingForm({
  listing,
  onSaved,
}: {
  listing?: PartnerListing
  onSaved: (outcome: ListingSaved, id: number | null) => void
}) {
  const { t, i18n } = useLingui()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState(() => initialValues(listing))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const createDraft = useCreateDraft()
  const updateDraft = useUpdateDraft()
  const updatePublished = useUpdatePublished()
  const publish = usePublish()
  const published = listing?.status === 'published'
  const required = requiredToPublish(values.kind)
  const pending = createDraft.isPending || updateDraft.isPending || updatePublished.isPending || publish.isPending

  const message = (code: string, field: string) => i18n._(listingMessage(code, field))
  const fieldProps = (field: (typeof commonFields)[number]) => ({
    field,
    values,
    error: errors[field],
    required: required.has(field),
    onText: (name: typeof field, value: string) => {
      setValues((current) => ({ ...current, text: { ...current.text, [name]: value } }))
      setErrors((current) => withoutError(current, name))
    },
    onValues: (next: Partial<typeof values>, name: typeof field) => {
      setValues((current) => ({ ...current, ...next }))
      setErrors((current) => withoutError(current, name))
    },
  })

  /** True when the values hold; else the first field in error gets the focus. */
  function check(publishing: boolean): boolean {
    setFailure(null)
    const found = checkValues(values, publishing, message)
    setErrors(found)
    if (!hasErrors(found)) return true
    requestAnimationFrame(() => focusFirstError(formRef.current, found))
    return false
  }

  /** A refused save: the server's words under their fields, or above the form. */
  function refused(error: unknown) {
    const found = serverFieldErrors(error)
    const { form, kind, ...fields } = found
    setErrors(fields)
    if (hasErrors(fields)) {
      setFailure(form ?? kind ?? null)
      requestAnimationFrame(() => focusFirstError(formRef.current, fields))
      return
    }
    setFailure(
      form ??
        kind ??
        (failureKind(error) === 'unreachable'
          ? i18n._(unreachableMessage)
          : (serverMessage(error) ?? t`Une erreur est survenue lors de l'enregistrement`)),
    )
  }

  function saveDraft() {
    if (!check(false)) return
    const input = toInput(values)
    const idempotencyKey = newIdempotencyKey()
    const handlers = {
      onSuccess: (answer: { partner_listing: PartnerListing }) => onSaved('draft', answer.partner_listing.id),
      onError: refused,
    }
    if (listing && published) {
      updatePublished.mutate(
        { listingId: listing.id, input, idempotencyKey },
        { ...handlers, onSuccess: (answer) => onSaved('saved', answer.partner_listing.id) },
      )
      return
    }
    if (listing) updateDraft.mutate({ listingId: listing.id, input, idempotencyKey }, handlers)
    else
      createDraft.mutate({ input, idempotencyKey, communeLabel: values.commune ? communeLabel(values.commune) : null }, handlers)
    // Offline the save waits in the queue (docs/offline.md): the member goes on.
    if (!onlineManager.isOnline()) onSaved('queued', listing?.id ?? null)
  }

  function publishNow() {
    if (!check(true)) return
    if (!onlineManager.isOnline()) {
      setFailure(globalI18n._(publishNeedsNetwork))
      return
    }
    publish.mutate(
      { listingId: listing?.id ?? null, input: toInput(values), idempotencyKey: newIdempotencyKey() },
      { onSuccess: (answer) => onSaved('published', answer.partner_listing.id), onError: refused },
    )
  }

  return (
    <form
      ref={formRef}
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}
      onSubmit={(event) => {
        event.preventDefault()
        if (pending) return
        if (published) saveDraft()
        else publishNow()
      }}
    >
      <SimpleRadioGroup
        name="kind"
        label={<Trans>Type d’annonce</Trans>}
        value={values.kind}
        disabled={listing !== undefined}
        onValueChange={(details) => {
          const kind = partnerListingKinds.find((candidate) => candidate === details.value)
          if (kind) {
            setValues((current) => ({ ...current, kind }))
            setErrors({})
          }
        }}
        items={partnerListingKinds.map((kind) => ({
          value: kind,
          label: `${i18n._(kindLabels[kind])} — ${i18n._(kindHints[kind])}`,
        }))}
      />
      <section className={section} aria-labelledby="listing-own-fields">
        <Heading level={2} size="h4" id="listing-own-fields">
          {i18n._(kindLabels[values.kind])}
        </Heading>
        {ownFields(values.kind).map((field) => (
          <ListingField key={`${values.kind}-${field}`} {...fieldProps(field)} />
        ))}
      </section>
      <section className={section} aria-labelledby="listing-common-fields">
        <Heading level={2} size="h4" id="listing-common-fields">
          {values.kind === 'recherche' ? <Trans>Où et quand</Trans> : <Trans>Le cabinet</Trans>}
        </Heading>
        {commonFields.map((field) => (
          <ListingField key={field} {...fieldProps(field)} />
        ))}
        <HealthDataNotice />
      </section>
      {failure ? (
        <Notice tone="danger" role="alert" data-form-alert tabIndex={-1}>
          {failure}
        </Notice>
      ) : null}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        {published ? (
          <Button type="submit" loading={updatePublished.isPending}>
            <Trans>Enregistrer les modifications</Trans>
          </Button>
        ) : (
          <>
            <Button type="submit" loading={publish.isPending}>
              <Trans>Publier</Trans>
            </Button>
            <Button
              type="button"
              variant="outline"
              loading={(createDraft.isPending || updateDraft.isPending) && onlineManager.isOnline()}
              onClick={() => {
                if (!pending) saveDraft()
              }}
            >
              <Trans>Enregistrer le brouillon</Trans>
            </Button>
          </>
        )}
      </div>
    </form>
  )
}
