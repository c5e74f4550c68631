import { Portal } from '@ark-ui/react/portal'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import * as DatePicker from '#client/ui/date-picker.tsx'
import { CalendarIcon, CloseIcon } from '#client/ui/icons.tsx'
import * as RadioGroup from '#client/ui/radio-group.tsx'
import { MAX_OFFER_DAYS } from '#shared/replacements.ts'
import { css } from '#styled/css'
import { formatDay } from '../replacement-dates.ts'
import type { DateMode } from './offer-form-values.ts'

export interface OfferDatesProps {
  mode: DateMode
  startDate: string | null
  endDate: string | null
  days: string[]
  /** The first day that can be chosen (today, in France). */
  minDay: string
  onModeChange: (mode: DateMode) => void
  onRangeChange: (start: string | null, end: string | null) => void
  onDaysChange: (days: string[]) => void
  onBlur?: () => void
  errors: { start_date?: string; end_date?: string; days?: string }
}

const toIso = (value: DatePicker.DateValue | undefined) => (value ? value.toString().slice(0, 10) : null)

const errorText = css({
  display: 'flex',
  gap: '1.5',
  alignItems: 'flex-start',
  textStyle: 'small',
  color: 'fg.danger',
  '& svg': { w: '4', h: '4', mt: '0.5', flexShrink: '0' },
})

function ErrorLine({ id, children }: { id: string; children: string | undefined }) {
  return children ? (
    <p id={id} className={errorText}>
      {children}
    </p>
  ) : null
}

/**
 * The offer's days, either a period (from–to, typed as jj/mm/aaaa or picked in the calendar) or
 * days chosen one by one in a calendar that stays open, listed under it so that each can be
 * taken back with its own button.
 */
export function OfferDates(props: OfferDatesProps) {
  const { t, i18n } = useLingui()
  const translations = DatePicker.useDatePickerTranslations()
  const min = DatePicker.parseDate(props.minDay)
  const rangeValue = [props.startDate, props.endDate].flatMap((day) => (day ? [DatePicker.parseDate(day)] : []))
  const rangeError = props.errors.start_date ?? props.errors.end_date
  const sortedDays = [...props.days].sort()
  const uid = useId()

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <RadioGroup.Root
        value={props.mode}
        onValueChange={(details) => details.value && props.onModeChange(details.value as DateMode)}
        orientation="horizontal"
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '4' })}
      >
        <RadioGroup.Label className={css({ srOnly: true })}>
          <Trans>Type de dates</Trans>
        </RadioGroup.Label>
        <RadioGroup.Item value="range">
          <RadioGroup.ItemControl />
          <RadioGroup.ItemText>
            <Trans>Une période</Trans>
          </RadioGroup.ItemText>
          <RadioGroup.ItemHiddenInput />
        </RadioGroup.Item>
        <RadioGroup.Item value="days">
          <RadioGroup.ItemControl />
          <RadioGroup.ItemText>
            <Trans>Des jours choisis</Trans>
          </RadioGroup.ItemText>
          <RadioGroup.ItemHiddenInput />
        </RadioGroup.Item>
      </RadioGroup.Root>

      {props.mode === 'range' ? (
        <DatePicker.Root
          selectionMode="range"
          ids={{ input: (index) => `${uid}-input-${index}`, label: (index) => `${uid}-label-${index}` }}
          translations={translations}
          min={min}
          value={rangeValue}
          invalid={Boolean(rangeError)}
          onValueChange={(details) => props.onRangeChange(toIso(details.value[0]), toIso(details.value[1]))}
        >
          <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })}>
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })} data-field="start_date">
              <DatePicker.Label htmlFor={`${uid}-input-0`} id={`${uid}-label-0`}>
                <Trans>Premier jour</Trans>
              </DatePicker.Label>
              <DatePicker.Control>
                <DatePicker.Input
                  index={0}
                  name="start_date"
                  onBlur={props.onBlur}
                  aria-describedby={rangeError ? 'offer-dates-error' : undefined}
                />
                <DatePicker.Trigger>
                  <CalendarIcon />
                </DatePicker.Trigger>
              </DatePicker.Control>
            </div>
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })} data-field="end_date">
              <DatePicker.Label htmlFor={`${uid}-input-1`} id={`${uid}-label-1`}>
                <Trans>Dernier jour</Trans>
              </DatePicker.Label>
              <DatePicker.Control>
                <DatePicker.Input
                  index={1}
                  name="end_date"
                  onBlur={props.onBlur}
                  aria-describedby={rangeError ? 'offer-dates-error' : undefined}
                />
              </DatePicker.Control>
            </div>
          </div>
          <Portal>
            <DatePicker.Positioner>
              <DatePicker.Content>
                <DatePicker.Calendar />
              </DatePicker.Content>
            </DatePicker.Positioner>
          </Portal>
          <ErrorLine id="offer-dates-error">{rangeError}</ErrorLine>
        </DatePicker.Root>
      ) : (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} data-field="days">
          <DatePicker.Root
            inline
            selectionMode="multiple"
            maxSelectedDates={MAX_OFFER_DAYS}
            translations={translations}
            min={min}
            value={sortedDays.map((day) => DatePicker.parseDate(day))}
            onValueChange={(details) => props.onDaysChange(details.value.flatMap((value) => toIso(value) ?? []))}
          >
            <DatePicker.Label>
              <Trans>Choisissez les jours dans le calendrier</Trans>
            </DatePicker.Label>
            <DatePicker.Content className={css({ width: 'fit-content', maxW: 'full', boxShadow: 'none' })}>
              <DatePicker.Calendar />
            </DatePicker.Content>
          </DatePicker.Root>
          {sortedDays.length > 0 ? (
            <ul aria-label={t`Jours choisis`} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
              {sortedDays.map((day) => {
                const label = formatDay(i18n.locale, day, { weekday: 'long' })
                return (
                  <li key={day}>
                    <button
                      type="button"
                      onClick={() => props.onDaysChange(sortedDays.filter((other) => other !== day))}
                      aria-label={t`Retirer le ${label}`}
                      className={css({
                        display: 'inline-flex',
                        alignItems: 'center',
                        gap: '1.5',
                        minH: '10',
                        px: '3',
                        borderRadius: 'full',
                        borderWidth: 'thin',
                        borderColor: 'border.default',
                        bg: 'bg.surface',
                        textStyle: 'small',
                        cursor: 'pointer',
                        _hover: { bg: 'bg.muted' },
                        _focusVisible: { outline: '2px solid', outlineColor: 'focus', outlineOffset: '2px' },
                        '& svg': { w: '4', h: '4', color: 'fg.muted' },
                      })}
                    >
                      {formatDay(i18n.locale, day, { weekday: 'short', year: undefined, month: 'short' })}
                      <CloseIcon />
                    </button>
                  </li>
                )
              })}
            </ul>
          ) : (
            <p className={css({ textStyle: 'small', color: 'fg.muted' })}>
              <Trans>Aucun jour choisi pour l’instant.</Trans>
            </p>
          )}
          <ErrorLine id="offer-days-error">{props.errors.days}</ErrorLine>
        </div>
      )}
    </div>
  )
}
