import { Trans, useLingui } from '@lingui/react/macro'
import { onlineManager } from '@tanstack/react-query'
import { type FormEvent, useRef, useState } from 'react'
import { CommuneCombobox } from '#client/entities/commune/commune-combobox.tsx'
import { newIdempotencyKey } from '#client/lib/idempotency-key.ts'
import { Button } from '#client/ui/button.tsx'
import { Notice } from '#client/ui/notice.tsx'
import * as RadioGroup from '#client/ui/radio-group.tsx'
import { toast } from '#client/ui/toaster.ts'
import { addDays, parisToday } from '#shared/dates.ts'
import type { ReplacementPublished } from '#shared/immediate-confirmation.ts'
import { URGENT_ANSWER_WINDOW_MINUTES } from '#shared/replacements.ts'
import { css } from '#styled/css'
import { formatDay } from '../replacement-dates.ts'
import { useCreatePublished } from './offer-api.ts'
import { errorText, failureOf, focusFirstError } from './offer-form-feedback.ts'
import { CareTypesField, RetrocessionField, ShiftsField } from './offer-form-fields.tsx'
import {
  emptyOfferValues,
  type OfferCommune,
  type OfferErrors,
  type OfferField,
  type OfferFormValues,
  offerInput,
  validateOffer,
} from './offer-form-values.ts'

export interface ImmediateFormProps {
  /** The holder's own commune, when the account has one. */
  initialCommune?: OfferCommune | null
  /** The answer says whether the alerts wait for the holder's confirmation (`alerts_held`). */
  onPublished: (answer: ReplacementPublished) => void
  /** Today in France, for tests. */
  today?: string
}

/**
 * /dashboard/replacements/immediate: a replacement for today or tomorrow in one screen, published
 * at once as "immédiat" — the replacement nurses near the practice who opted in are alerted, and
 * their answers are collected for a while before the holder chooses.
 */
export function ImmediateForm({ initialCommune = null, onPublished, today }: ImmediateFormProps) {
  const { t, i18n } = useLingui()
  const formRef = useRef<HTMLFormElement>(null)
  const first = today ?? parisToday(new Date())
  const tomorrow = addDays(first, 1)
  const [values, setValues] = useState<OfferFormValues>(() => ({
    ...emptyOfferValues(),
    commune: initialCommune,
    start_date: first,
    end_date: first,
    urgency: 'immediate',
  }))
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<OfferErrors>({})
  const publish = useCreatePublished()
  const live = validateOffer(values, { publishing: true })

  const errorOf = (field: OfferField) => errorText(i18n, serverErrors[field] ?? (submitted ? live[field] : undefined))

  function change<K extends keyof OfferFormValues>(key: K, value: OfferFormValues[K], field: OfferField) {
    setValues((current) => ({ ...current, [key]: value }))
    setServerErrors((current) => {
      const { [field]: _, form: __, ...rest } = current
      return rest
    })
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (publish.isPending) return
    setSubmitted(true)
    if (Object.keys(live).length > 0) {
      queueMicrotask(() => focusFirstError(formRef.current, live))
      return
    }
    if (!onlineManager.isOnline()) {
      const found = { form: t`Publier a besoin du réseau : réessayez dès que vous êtes connecté.` }
      setServerErrors(found)
      queueMicrotask(() => focusFirstError(formRef.current, found))
      return
    }
    publish.mutate(
      { input: offerInput(values), idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (answer) => {
          toast.success(
            answer.alerts_held
              ? t`Offre publiée : confirmez votre adresse pour alerter les remplaçants`
              : t`Offre publiée : les remplaçants proches sont alertés`,
          )
          onPublished(answer)
        },
        onError: (error) => {
          const found = failureOf(error)
          setServerErrors(found)
          toast.destructive(t`L’offre n’a pas été publiée`)
          queueMicrotask(() => focusFirstError(formRef.current, found))
        },
      },
    )
  }

  const formError = errorText(i18n, serverErrors.form)
  const day = (value: string) => formatDay(i18n.locale, value, { weekday: 'long', year: undefined })
  const minutes = URGENT_ANSWER_WINDOW_MINUTES

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className={css({ display: 'flex', flexDirection: 'column', gap: '6', maxW: '40rem' })}
    >
      <div aria-live="assertive">
        {formError ? (
          <Notice as="p" tone="danger" size="sm" tabIndex={-1} data-form-alert>
            {formError}
          </Notice>
        ) : null}
      </div>
      <div data-field="commune_insee">
        <CommuneCombobox
          name="commune_insee"
          label={<Trans>Commune du cabinet</Trans>}
          required
          value={values.commune}
          onChange={(commune) => change('commune', commune, 'commune_insee')}
          error={errorOf('commune_insee')}
        />
      </div>
      <div data-field="start_date">
        <RadioGroup.Root
          value={values.start_date ?? first}
          onValueChange={(details) => {
            if (!details.value) return
            setValues((current) => ({ ...current, start_date: details.value, end_date: details.value }))
          }}
          className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', columnGap: '6' })}
        >
          <RadioGroup.Label className={css({ flexBasis: 'full' })}>
            <Trans>Quel jour ?</Trans>
          </RadioGroup.Label>
          <RadioGroup.Item value={first}>
            <RadioGroup.ItemControl />
            <RadioGroup.ItemText>
              <Trans>Aujourd’hui, {day(first)}</Trans>
            </RadioGroup.ItemText>
            <RadioGroup.ItemHiddenInput />
          </RadioGroup.Item>
          <RadioGroup.Item value={tomorrow}>
            <RadioGroup.ItemControl />
            <RadioGroup.ItemText>
              <Trans>Demain, {day(tomorrow)}</Trans>
            </RadioGroup.ItemText>
            <RadioGroup.ItemHiddenInput />
          </RadioGroup.Item>
        </RadioGroup.Root>
      </div>
      <ShiftsField value={values.shifts} onChange={(next) => change('shifts', next, 'shifts')} error={errorOf('shifts')} />
      <CareTypesField
        value={values.care_types}
        onChange={(next) => change('care_types', next, 'care_types')}
        error={errorOf('care_types')}
      />
      <RetrocessionField
        value={values.retrocession_percent}
        onChange={(next) => change('retrocession_percent', next, 'retrocession_percent')}
        error={errorOf('retrocession_percent')}
      />
      <p className={css({ textStyle: 'small', color: 'fg.muted' })}>
        <Trans>
          Les remplaçants disponibles près de votre cabinet sont alertés tout de suite. Leurs réponses sont recueillies pendant{' '}
          {minutes} minutes ; vous choisissez ensuite parmi elles.
        </Trans>
      </p>
      <Button
        type="submit"
        variant="urgent"
        size="lg"
        loading={publish.isPending}
        className={css({ w: { base: 'full', sm: 'auto' }, alignSelf: 'flex-start' })}
      >
        <Trans>Publier et alerter les remplaçants</Trans>
      </Button>
    </form>
  )
}
