import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { careTypeOptions, useCareTypes } from '#client/entities/care-type/care-types.ts'
import { type CommuneChoice, CommuneCombobox } from '#client/entities/commune/commune-combobox.tsx'
import { isApiError } from '#client/lib/api-client.ts'
import { newIdempotencyKey } from '#client/lib/idempotency-key.ts'
import { Button } from '#client/ui/button.tsx'
import * as Checkbox from '#client/ui/checkbox.tsx'
import { ChoiceFieldset } from '#client/ui/choice-fieldset.tsx'
import * as Field from '#client/ui/field.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { LoadFailed, Loading } from '#client/ui/load-states.tsx'
import { Notice } from '#client/ui/notice.tsx'
import { SimpleSwitch } from '#client/ui/switch.tsx'
import { Text } from '#client/ui/text.tsx'
import { AVAILABILITY_NOTE_MAX, type Availability, type SaveAvailabilityInput } from '#shared/availability.ts'
import { parisToday } from '#shared/dates.ts'
import { css } from '#styled/css'
import { useAvailabilityWaiting, useOwnAvailability, useSaveAvailability } from '../api/availability-api.ts'
import { AvailabilityCalendar } from './availability-calendar.tsx'
import { InvitationsList, type RenderInvitedOffer } from './invitations-list.tsx'
import { AddPeriod, type PeriodDraft, PeriodList } from './period-editor.tsx'

const page = css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '8' }, py: { base: '6', md: '10' } })
const stack = css({ display: 'flex', flexDirection: 'column', gap: '8' })
const formStyle = css({ display: 'flex', flexDirection: 'column', gap: '5' })
const twoColumns = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '2fr 1fr' }, alignItems: 'start' })

interface FormState {
  visible: boolean
  commune: CommuneChoice | null
  radius: string
  careTypes: string[]
  minPercent: string
  vehicle: boolean
  note: string
  periods: PeriodDraft[]
}

function formOf(availability: Availability): FormState {
  return {
    visible: availability.visible,
    commune:
      availability.zone_commune_insee && availability.zone_commune_name
        ? { insee: availability.zone_commune_insee, name: availability.zone_commune_name, postal_code: '' }
        : null,
    radius: String(availability.radius_km),
    careTypes: availability.care_types,
    minPercent: availability.min_retrocession_percent === null ? '' : String(availability.min_retrocession_percent),
    vehicle: availability.has_vehicle,
    note: availability.note ?? '',
    periods: availability.periods.map((period) => ({ ...period, key: String(period.id) })),
  }
}

/** /dashboard/availability: the replacement nurse's availability, her invitations, her calendar. */
export function AvailabilityScreen({ renderOffer }: { renderOffer: RenderInvitedOffer }) {
  const availability = useOwnAvailability()
  return (
    <div className={page}>
      <div className={stack}>
        <header className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <Heading level={1}>
            <Trans>Mes disponibilités</Trans>
          </Heading>
          <Text tone="muted">
            <Trans>
              Dites quand et où vous pouvez remplacer. Les titulaires validés qui cherchent un remplaçant voient votre prénom et
              l’initiale de votre nom, votre expérience, vos soins, votre commune (jamais votre adresse) et vos jours libres.
            </Trans>
          </Text>
        </header>
        <InvitationsList renderOffer={renderOffer} />
        {availability.isPending ? (
          <Loading label={<Trans>Chargement de vos disponibilités…</Trans>}>{null}</Loading>
        ) : availability.isError ? (
          <LoadFailed onRetry={() => availability.refetch()}>
            <Trans>Vos disponibilités n’ont pas pu être chargées. Vérifiez votre connexion.</Trans>
          </LoadFailed>
        ) : (
          // Mounted once: a save (or a refetch) does not reset what the nurse is typing, nor its message.
          <AvailabilityForm initial={availability.data} booked={availability.data.booked} />
        )}
      </div>
    </div>
  )
}

function AvailabilityForm({ initial, booked }: { initial: Availability; booked: Availability['booked'] }) {
  const { t, i18n } = useLingui()
  const careTypes = useCareTypes()
  const saving = useSaveAvailability()
  const waiting = useAvailabilityWaiting()
  const [state, setState] = useState<FormState>(() => formOf(initial))
  const [error, setError] = useState<string | null>(null)
  const [saved, setSaved] = useState<string | null>(null)
  const today = parisToday(new Date())
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setState((current) => ({ ...current, [key]: value }))

  function save(next: FormState) {
    setSaved(null)
    if (!next.commune) {
      setError(t`Choisissez la commune de votre zone.`)
      return
    }
    const radius = Number(next.radius)
    if (!Number.isInteger(radius) || radius < 1 || radius > 200) {
      setError(t`Le rayon est un nombre entier de kilomètres, entre 1 et 200.`)
      return
    }
    const percent = next.minPercent.trim() === '' ? null : Number(next.minPercent)
    if (percent !== null && (!Number.isInteger(percent) || percent < 50 || percent > 100)) {
      setError(t`Le pourcentage minimum est un nombre entier entre 50 et 100.`)
      return
    }
    setError(null)
    const input: SaveAvailabilityInput = {
      visible: next.visible,
      zone_commune_insee: next.commune.insee,
      radius_km: radius,
      care_types: next.careTypes,
      min_retrocession_percent: percent,
      has_vehicle: next.vehicle,
      note: next.note.trim() === '' ? null : next.note.trim(),
      periods: next.periods.map(({ start_date, end_date, days, shifts }) =>
        days ? { days, shifts } : { start_date, end_date, shifts },
      ),
    }
    saving.mutate(
      { input, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (answer) => setSaved(answer.message),
        onError: (failure) => {
          if (isApiError(failure) && (failure.code === 'network' || failure.code === 'timeout')) return
          setError(isApiError(failure) ? failure.body.message : t`L’enregistrement a échoué. Réessayez.`)
        },
      },
    )
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    save(state)
  }

  const careChoices = careTypeOptions(i18n, careTypes.data, state.careTypes)

  return (
    <>
      <form className={formStyle} noValidate onSubmit={submit} aria-labelledby="availability-form-title">
        <Heading level={2} size="h3" id="availability-form-title">
          <Trans>Mes conditions</Trans>
        </Heading>
        <SimpleSwitch
          checked={state.visible}
          onCheckedChange={(details) => {
            const next = { ...state, visible: details.checked }
            setState(next)
            // The one switch applies at once (with the rest of the form as it stands).
            save(next)
          }}
        >
          {state.visible ? (
            <Trans>Visible par les titulaires</Trans>
          ) : (
            <Trans>En pause : les titulaires ne vous voient pas</Trans>
          )}
        </SimpleSwitch>
        <div className={twoColumns}>
          <CommuneCombobox
            label={<Trans>Commune de votre zone</Trans>}
            hint={<Trans>Par défaut, celle de votre profil.</Trans>}
            required
            value={state.commune}
            onChange={(commune) => set('commune', commune)}
          />
          <Field.TextField
            label={<Trans>Rayon (km)</Trans>}
            type="number"
            inputMode="numeric"
            min={1}
            max={200}
            required
            value={state.radius}
            onChange={(event) => set('radius', event.currentTarget.value)}
          />
        </div>
        <ChoiceFieldset legend={<Trans>Types de soins</Trans>} field="care_types">
          <Checkbox.Group
            value={state.careTypes}
            onValueChange={(next) =>
              set(
                'careTypes',
                careChoices.map((choice) => choice.slug).filter((slug) => next.includes(slug)),
              )
            }
            className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}
          >
            {careChoices.map((choice) => (
              <Checkbox.SimpleCheckbox key={choice.slug} value={choice.slug}>
                {choice.label}
              </Checkbox.SimpleCheckbox>
            ))}
          </Checkbox.Group>
        </ChoiceFieldset>
        <div className={twoColumns}>
          <Field.TextField
            label={<Trans>Pourcentage minimum de rétrocession (%)</Trans>}
            hint={<Trans>Laissez vide si vous n’en fixez pas.</Trans>}
            type="number"
            inputMode="numeric"
            min={50}
            max={100}
            value={state.minPercent}
            onChange={(event) => set('minPercent', event.currentTarget.value)}
          />
          <Checkbox.SimpleCheckbox
            checked={state.vehicle}
            onCheckedChange={(details) => set('vehicle', details.checked === true)}
          >
            <Trans>J’ai un véhicule</Trans>
          </Checkbox.SimpleCheckbox>
        </div>
        <Field.TextField
          label={<Trans>Note pour les titulaires</Trans>}
          hint={
            <Trans>Quelques mots, {AVAILABILITY_NOTE_MAX} caractères au plus. Elle n’apparaît pas dans les recherches.</Trans>
          }
          multiline
          maxLength={AVAILABILITY_NOTE_MAX}
          value={state.note}
          onChange={(event) => set('note', event.currentTarget.value)}
        />
        <section aria-labelledby="availability-periods" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <Heading level={3} size="h4" id="availability-periods">
            <Trans>Périodes</Trans>
          </Heading>
          <Text size="small" tone="muted">
            <Trans>Les périodes passées disparaissent d’elles-mêmes.</Trans>
          </Text>
          <PeriodList
            periods={state.periods}
            onRemove={(key) =>
              set(
                'periods',
                state.periods.filter((period) => period.key !== key),
              )
            }
          />
          <AddPeriod today={today} onAdd={(period) => set('periods', [...state.periods, period])} />
        </section>
        {error ? (
          <Notice tone="danger" role="alert">
            {error}
          </Notice>
        ) : null}
        {waiting ? (
          <Notice tone="warning" role="status">
            <Trans>Hors ligne : vos disponibilités seront envoyées dès le retour du réseau.</Trans>
          </Notice>
        ) : saved ? (
          <Notice tone="success" role="status">
            {saved}
          </Notice>
        ) : null}
        <Button type="submit" loading={saving.isPending && !waiting} className={css({ alignSelf: 'flex-start' })}>
          <Trans>Enregistrer mes disponibilités</Trans>
        </Button>
      </form>
      <AvailabilityCalendar today={today} periods={state.periods} booked={booked} />
    </>
  )
}
