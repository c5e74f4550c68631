import { Trans, useLingui } from '@lingui/react/macro'
import { onlineManager } from '@tanstack/react-query'
import type { FormEvent } from 'react'
import { CommuneCombobox } from '#client/entities/commune/commune-combobox.tsx'
import { newIdempotencyKey } from '#client/lib/idempotency-key.ts'
import { Button } from '#client/ui/button.tsx'
import * as RadioGroup from '#client/ui/radio-group.tsx'
import { toast } from '#client/ui/toaster.ts'
import { addDays, parisToday } from '#shared/dates.ts'
import type { ReplacementPublished } from '#shared/immediate-confirmation.ts'
import { URGENT_ANSWER_WINDOW_MINUTES } from '#shared/replacements.ts'
import { css } from '#styled/css'
import { formatDay } from '../replacement-dates.ts'
import { useCreatePublished } from './offer-api.ts'
import { CareTypesField, RetrocessionField, ShiftsField } from './offer-form-fields.tsx'
import { OfferFormFrame } from './offer-form-frame.tsx'
import { emptyOfferValues, type OfferCommune, offerInput } from './offer-form-values.ts'
import { useOfferForm } from './use-offer-form.ts'

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
  const first = today ?? parisToday(new Date())
  const tomorrow = addDays(first, 1)
  const form = useOfferForm({
    initial: () => ({
      ...emptyOfferValues(),
      commune: initialCommune,
      start_date: first,
      end_date: first,
      urgency: 'immediate',
    }),
    published: true,
  })
  const { values, errorOf, change } = form
  const publish = useCreatePublished()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (publish.isPending || !form.check('publish')) return
    if (!onlineManager.isOnline()) return form.unsent(t`Publier a besoin du réseau : réessayez dès que vous êtes connecté.`)
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
        onError: (error) => form.refused(error, t`L’offre n’a pas été publiée`),
      },
    )
  }

  const day = (value: string) => formatDay(i18n.locale, value, { weekday: 'long', year: undefined })
  const minutes = URGENT_ANSWER_WINDOW_MINUTES

  return (
    <OfferFormFrame form={form} onSubmit={submit} maxW="40rem">
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
            form.setValues((current) => ({ ...current, start_date: details.value, end_date: details.value }))
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
    </OfferFormFrame>
  )
}
