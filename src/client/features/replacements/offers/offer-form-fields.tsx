import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { careTypeOptions, useCareTypes } from '#client/entities/care-type/care-types.ts'
import * as Checkbox from '#client/ui/checkbox.tsx'
import * as Field from '#client/ui/field.tsx'
import { AlertIcon } from '#client/ui/icons.tsx'
import * as RadioGroup from '#client/ui/radio-group.tsx'
import {
  RETROCESSION_MAX,
  RETROCESSION_MIN,
  type Shift,
  shifts,
  URGENT_ANSWER_WINDOW_MINUTES,
  type Urgency,
  urgencies,
} from '#shared/replacements.ts'
import { css } from '#styled/css'
import { shiftLabels, urgencyLabels } from '../labels.ts'

export const fieldset = css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0', m: '0', p: '0', borderWidth: '0' })
export const legend = css({ fontWeight: 'medium', mb: '2', p: '0' })
// Choices flow on as many lines as they need: short names share a line on a phone.
const choiceFlow = css({ display: 'flex', flexDirection: 'row', flexWrap: 'wrap', gap: '2', columnGap: '5' })
const errorLine = css({
  display: 'flex',
  gap: '1.5',
  alignItems: 'flex-start',
  textStyle: 'small',
  color: 'fg.danger',
  '& svg': { w: '4', h: '4', mt: '0.5', flexShrink: '0' },
})

/** A group's error under it, linked to the group by id (aria-describedby on the fieldset). */
export function GroupError({ id, children }: { id: string; children: ReactNode }) {
  return children ? (
    <p id={id} className={errorLine}>
      <AlertIcon aria-hidden="true" />
      <span>{children}</span>
    </p>
  ) : null
}

interface GroupProps<T> {
  value: T
  onChange: (value: T) => void
  error?: string
}

export function ShiftsField({ value, onChange, error }: GroupProps<Shift[]>) {
  const { i18n } = useLingui()
  return (
    <fieldset
      className={fieldset}
      data-field="shifts"
      aria-describedby={error ? 'offer-shifts-error' : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={legend}>
        <Trans>Créneaux</Trans> <span aria-hidden="true">*</span>
      </legend>
      <Checkbox.Group
        value={value}
        onValueChange={(next) => onChange(shifts.filter((shift) => next.includes(shift)))}
        className={choiceFlow}
        invalid={Boolean(error)}
      >
        {shifts.map((shift) => (
          <Checkbox.SimpleCheckbox key={shift} value={shift}>
            {i18n._(shiftLabels[shift])}
          </Checkbox.SimpleCheckbox>
        ))}
      </Checkbox.Group>
      <GroupError id="offer-shifts-error">{error}</GroupError>
    </fieldset>
  )
}

export function CareTypesField({ value, onChange, error }: GroupProps<string[]>) {
  const { i18n } = useLingui()
  const careTypes = useCareTypes()
  // A care type an admin deactivated stays visible where it was chosen.
  const choices = careTypeOptions(i18n, careTypes.data, value)
  return (
    <fieldset className={fieldset} data-field="care_types" aria-describedby={error ? 'offer-care-types-error' : undefined}>
      <legend className={legend}>
        <Trans>Types de soins</Trans>
      </legend>
      <Checkbox.Group value={value} onValueChange={onChange} className={choiceFlow} invalid={Boolean(error)}>
        {choices.map((choice) => (
          <Checkbox.SimpleCheckbox key={choice.slug} value={choice.slug}>
            {choice.label}
          </Checkbox.SimpleCheckbox>
        ))}
      </Checkbox.Group>
      <GroupError id="offer-care-types-error">{error}</GroupError>
    </fieldset>
  )
}

/**
 * The rétrocession as one figure (docs/product.md#money): what the replacement nurse receives, never
 * what the holder keeps, with what it covers and the other side of it spelt out.
 */
export function RetrocessionField({ value, onChange, onBlur, error }: GroupProps<string> & { onBlur?: () => void }) {
  const percent = Number(value)
  const valid = value.trim() !== '' && Number.isInteger(percent) && percent >= RETROCESSION_MIN && percent <= RETROCESSION_MAX
  const kept = 100 - percent
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })} data-field="retrocession_percent">
      <Field.TextField
        label={<Trans>Pourcentage reversé au remplaçant (%)</Trans>}
        hint={
          <Trans>
            La part des honoraires des soins faits par le remplaçant (actes, majorations et indemnités de déplacement) qui lui
            revient. Entre {RETROCESSION_MIN} et {RETROCESSION_MAX}.
          </Trans>
        }
        name="retrocession_percent"
        type="number"
        inputMode="numeric"
        min={RETROCESSION_MIN}
        max={RETROCESSION_MAX}
        step={1}
        required
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        error={error}
        rootProps={{ className: css({ maxW: '20rem' }) }}
      />
      <p aria-live="polite" className={css({ textStyle: 'small', color: 'fg.muted' })}>
        {valid ? (
          kept === 0 ? (
            <Trans>Le remplaçant reçoit la totalité des honoraires de ses soins.</Trans>
          ) : (
            <Trans>
              Le remplaçant reçoit {percent} % des honoraires de ses soins ; vous en gardez {kept} %.
            </Trans>
          )
        ) : null}
      </p>
    </div>
  )
}

/** `locked`: a published offer keeps the urgency it was published with (its alerts went out). */
export function UrgencyField({ value, onChange, locked = false }: GroupProps<Urgency> & { locked?: boolean }) {
  const { i18n } = useLingui()
  const minutes = URGENT_ANSWER_WINDOW_MINUTES
  return (
    <div data-field="urgency" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <RadioGroup.Root
        value={value}
        onValueChange={(details) => details.value && onChange(details.value as Urgency)}
        disabled={locked}
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', columnGap: '5' })}
      >
        <RadioGroup.Label className={css({ flexBasis: 'full' })}>
          <Trans>Urgence</Trans>
        </RadioGroup.Label>
        {urgencies.map((urgency) => (
          <RadioGroup.Item key={urgency} value={urgency}>
            <RadioGroup.ItemControl />
            <RadioGroup.ItemText>{i18n._(urgencyLabels[urgency])}</RadioGroup.ItemText>
            <RadioGroup.ItemHiddenInput />
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {locked ? (
        <p className={css({ textStyle: 'small', color: 'fg.muted' })}>
          <Trans>L’urgence d’une offre publiée ne change plus : ses alertes sont parties.</Trans>
        </p>
      ) : null}
      {value !== 'normal' && !locked ? (
        <p className={css({ textStyle: 'small', color: 'fg.muted' })}>
          <Trans>
            Les remplaçants disponibles près de votre cabinet sont alertés. Leurs réponses sont recueillies pendant {minutes}{' '}
            minutes, puis vous choisissez : ce n’est pas le plus rapide qui l’emporte.
          </Trans>
        </p>
      ) : null}
    </div>
  )
}
