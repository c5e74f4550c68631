import { Trans, useLingui } from '@lingui/react/macro'
import { onlineManager } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { CommuneCombobox } from '#client/entities/commune/commune-combobox.tsx'
import { communeLabel } from '#client/entities/commune/commune-search.ts'
import { newIdempotencyKey } from '#client/lib/idempotency-key.ts'
import { Button } from '#client/ui/button.tsx'
import * as Checkbox from '#client/ui/checkbox.tsx'
import * as Field from '#client/ui/field.tsx'
import { InfoIcon } from '#client/ui/icons.tsx'
import { Notice } from '#client/ui/notice.tsx'
import { toast } from '#client/ui/toaster.ts'
import { parisToday } from '#shared/dates.ts'
import type { Replacement } from '#shared/replacements.ts'
import { css } from '#styled/css'
import { useCreateDraft, useCreatePublished, usePublishOffer, useUpdateDraft, useUpdatePublished } from './offer-api.ts'
import { OfferDates } from './offer-form-dates.tsx'
import { publishNeedsNetwork } from './offer-form-feedback.ts'
import { CareTypesField, fieldset, legend, RetrocessionField, ShiftsField, UrgencyField } from './offer-form-fields.tsx'
import { OfferFormFrame } from './offer-form-frame.tsx'
import { emptyOfferValues, offerInput, offerValuesFrom } from './offer-form-values.ts'
import { useOfferForm } from './use-offer-form.ts'

export type OfferSaved =
  | { kind: 'draft'; replacement: Replacement }
  /** Saved on this device, sent when the network returns. */
  | { kind: 'queued' }
  | { kind: 'published'; replacement: Replacement }
  | { kind: 'updated'; replacement: Replacement }

export interface OfferFormProps {
  /** The offer being changed (a draft or a published offer); none for a new one. */
  offer?: Replacement
  onSaved: (outcome: OfferSaved) => void
  /** Today in France, for tests; the calendar starts there. */
  today?: string
  /** A new offer's dates, given by the page that sent the holder here (the available nurses' search). */
  dates?: { start_date: string; end_date: string } | undefined
}

const section = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
  p: { base: '4', md: '6' },
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'lg',
  bg: 'bg.surface',
})
const sectionTitle = css({ textStyle: 'h4' })
const row = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '5', alignItems: 'start' })

/**
 * /dashboard/replacements/create: the offer form. Checked as it is filled in with the
 * schema the server uses; "Enregistrer le brouillon" keeps an incomplete offer (offline too: it
 * waits on the device and leaves with the network), "Publier" asks for what a published offer must
 * have. A published offer is changed in place; applicants see the dates and percentage changes.
 */
export function OfferForm({ offer, onSaved, today, dates }: OfferFormProps) {
  const { t, i18n } = useLingui()
  const isPublished = offer !== undefined && offer.status === 'published'
  const form = useOfferForm({
    initial: () => (offer ? offerValuesFrom(offer) : { ...emptyOfferValues(), ...dates }),
    published: isPublished,
  })
  const { values, errorOf, change, touch } = form
  const createDraft = useCreateDraft()
  const updateDraft = useUpdateDraft()
  const createPublished = useCreatePublished()
  const publishDraft = usePublishOffer()
  const updatePublished = useUpdatePublished()
  const busy = [createDraft, updateDraft, createPublished, publishDraft, updatePublished].some((m) => m.isPending && !m.isPaused)
  const minDay = today ?? parisToday(new Date())
  const refused = (error: unknown) => form.refused(error, t`L’offre n’a pas été enregistrée`)

  function saveDraft() {
    if (busy || !form.check('draft')) return
    const input = offerInput(values)
    const idempotencyKey = newIdempotencyKey()
    const offline = !onlineManager.isOnline()
    const handlers = {
      onSuccess: (answer: { replacement: Replacement }) => {
        toast.success(t`Brouillon enregistré`)
        onSaved({ kind: 'draft', replacement: answer.replacement })
      },
      onError: refused,
    }
    if (offer) updateDraft.mutate({ replacementId: offer.id, input, idempotencyKey }, offline ? {} : handlers)
    else {
      const label = values.commune ? communeLabel(values.commune) : null
      createDraft.mutate({ input, idempotencyKey, communeLabel: label }, offline ? {} : handlers)
    }
    if (offline) {
      toast.success(t`Brouillon gardé sur cet appareil`, { description: t`Il sera envoyé dès le retour du réseau.` })
      onSaved({ kind: 'queued' })
    }
  }

  function publish(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy || !form.check('publish')) return
    if (!onlineManager.isOnline()) return form.unsent(i18n._(publishNeedsNetwork))
    const input = offerInput(values)
    const idempotencyKey = newIdempotencyKey()
    if (isPublished && offer) {
      updatePublished.mutate(
        { replacementId: offer.id, input, idempotencyKey },
        {
          onSuccess: (answer) => {
            toast.success(t`Modifications enregistrées`)
            onSaved({ kind: 'updated', replacement: answer.replacement })
          },
          onError: refused,
        },
      )
      return
    }
    const published = {
      onSuccess: (answer: { replacement: Replacement }) => {
        toast.success(t`Offre publiée`)
        onSaved({ kind: 'published', replacement: answer.replacement })
      },
      onError: refused,
    }
    if (offer) publishDraft.mutate({ replacementId: offer.id, input, idempotencyKey }, published)
    else createPublished.mutate({ input, idempotencyKey }, published)
  }

  return (
    <OfferFormFrame form={form} onSubmit={publish} maxW="48rem">
      <section className={section} aria-labelledby="offer-where-when">
        <h2 id="offer-where-when" className={sectionTitle}>
          <Trans>Où et quand</Trans>
        </h2>
        <div data-field="commune_insee">
          <CommuneCombobox
            name="commune_insee"
            label={<Trans>Commune du cabinet</Trans>}
            hint={<Trans>Tapez le nom de la commune ou son code postal, puis choisissez-la dans la liste.</Trans>}
            required
            value={values.commune}
            onChange={(commune) => {
              change('commune', commune, 'commune_insee')
              touch('commune_insee')()
            }}
            error={errorOf('commune_insee')}
          />
        </div>
        <fieldset className={fieldset}>
          <legend className={legend}>
            <Trans>Dates du remplacement</Trans> <span aria-hidden="true">*</span>
          </legend>
          <OfferDates
            mode={values.dateMode}
            startDate={values.start_date}
            endDate={values.end_date}
            days={values.days}
            minDay={minDay}
            onModeChange={(mode) => change('dateMode', mode, 'start_date', 'end_date', 'days')}
            onRangeChange={(start, end) => {
              change('start_date', start, 'start_date', 'end_date')
              change('end_date', end, 'start_date', 'end_date')
              if (end) touch('end_date')()
            }}
            onDaysChange={(days) => {
              change('days', days, 'days')
              touch('days')()
            }}
            onBlur={touch('start_date')}
            errors={{ start_date: errorOf('start_date'), end_date: errorOf('end_date'), days: errorOf('days') }}
          />
        </fieldset>
        <ShiftsField
          value={values.shifts}
          onChange={(next) => {
            change('shifts', next)
            touch('shifts')()
          }}
          error={errorOf('shifts')}
        />
      </section>

      <section className={section} aria-labelledby="offer-round">
        <h2 id="offer-round" className={sectionTitle}>
          <Trans>La tournée</Trans>
        </h2>
        <CareTypesField value={values.care_types} onChange={(next) => change('care_types', next)} error={errorOf('care_types')} />
        <div className={row}>
          <Field.TextField
            label={<Trans>Patients par jour</Trans>}
            hint={<Trans>Une moyenne suffit.</Trans>}
            name="patients_per_day"
            type="number"
            inputMode="numeric"
            min={1}
            max={300}
            value={values.patients_per_day}
            onChange={(event) => change('patients_per_day', event.currentTarget.value)}
            onBlur={touch('patients_per_day')}
            error={errorOf('patients_per_day')}
          />
          <Field.TextField
            label={<Trans>Logiciel du cabinet</Trans>}
            hint={<Trans>Par exemple : Vega, Topaze, Albus.</Trans>}
            name="software"
            maxLength={80}
            value={values.software}
            onChange={(event) => change('software', event.currentTarget.value)}
            onBlur={touch('software')}
            error={errorOf('software')}
          />
        </div>
      </section>

      <section className={section} aria-labelledby="offer-terms">
        <h2 id="offer-terms" className={sectionTitle}>
          <Trans>Conditions</Trans>
        </h2>
        <RetrocessionField
          value={values.retrocession_percent}
          onChange={(next) => change('retrocession_percent', next)}
          onBlur={touch('retrocession_percent')}
          error={errorOf('retrocession_percent')}
        />
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <Checkbox.SimpleCheckbox
            checked={values.housing_offered}
            onCheckedChange={(details) => change('housing_offered', details.checked === true)}
          >
            <Trans>Logement proposé au remplaçant</Trans>
          </Checkbox.SimpleCheckbox>
          <Checkbox.SimpleCheckbox
            checked={values.vehicle_required}
            onCheckedChange={(details) => change('vehicle_required', details.checked === true)}
          >
            <Trans>Véhicule personnel nécessaire</Trans>
          </Checkbox.SimpleCheckbox>
        </div>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })} data-field="description">
          <Field.TextField
            multiline
            label={<Trans>Description</Trans>}
            hint={<Trans>Le secteur, l’organisation de la tournée, ce qu’il faut savoir avant de postuler.</Trans>}
            name="description"
            maxLength={5000}
            value={values.description}
            onChange={(event) => change('description', event.currentTarget.value)}
            onBlur={touch('description')}
            error={errorOf('description')}
          />
          <Notice as="p" tone="warning" role="none" size="sm" icon={<InfoIcon />}>
            <Trans>
              N’écrivez aucune donnée de patient (nom, adresse, pathologie) : l’offre est lue par tous les remplaçants, et les
              données de santé n’ont pas leur place ici.
            </Trans>
          </Notice>
        </div>
        <UrgencyField value={values.urgency} onChange={(next) => change('urgency', next)} locked={isPublished} />
      </section>

      {isPublished ? (
        <p className={css({ textStyle: 'small', color: 'fg.muted' })}>
          <Trans>Les candidats verront les changements de dates ou de pourcentage dans l’historique de l’offre.</Trans>
        </p>
      ) : null}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', '& > button': { w: { base: 'full', sm: 'auto' } } })}>
        {isPublished ? (
          <Button type="submit" loading={updatePublished.isPending}>
            <Trans>Enregistrer les modifications</Trans>
          </Button>
        ) : (
          <>
            <Button type="submit" loading={createPublished.isPending || publishDraft.isPending}>
              <Trans>Publier</Trans>
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={saveDraft}
              loading={(createDraft.isPending || updateDraft.isPending) && !createDraft.isPaused && !updateDraft.isPaused}
            >
              <Trans>Enregistrer le brouillon</Trans>
            </Button>
          </>
        )}
      </div>
    </OfferFormFrame>
  )
}
