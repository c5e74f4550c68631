import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '#client/ui/button.tsx'
import * as Checkbox from '#client/ui/checkbox.tsx'
import { ChoiceFieldset } from '#client/ui/choice-fieldset.tsx'
import * as Field from '#client/ui/field.tsx'
import { SimpleRadioGroup } from '#client/ui/radio-group.tsx'
import { Text } from '#client/ui/text.tsx'
import { type Shift, shifts } from '#shared/replacements.ts'
import { css } from '#styled/css'
import { chosenDaysText, dayRangeText, shiftLabels, shiftsText } from '../labels.ts'

/** A period as the form keeps it: a range, or chosen days (sorted). */
export interface PeriodDraft {
  key: string
  start_date: string
  end_date: string
  days: string[] | null
  shifts: Shift[]
}

const row = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'flex-end' })
const box = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
})

export function periodText(locale: string, period: Pick<PeriodDraft, 'start_date' | 'end_date' | 'days'>): string {
  if (period.days) return chosenDaysText(locale, period.days)
  return dayRangeText(locale, period.start_date, period.end_date)
}

/** The periods listed, each with its shifts and a button to take it off. */
export function PeriodList({ periods, onRemove }: { periods: PeriodDraft[]; onRemove: (key: string) => void }) {
  const { i18n, t } = useLingui()
  if (periods.length === 0)
    return (
      <Text tone="muted">
        <Trans>Aucune période à venir. Ajoutez des dates ci-dessous.</Trans>
      </Text>
    )
  return (
    <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      {periods.map((period) => {
        const text = periodText(i18n.locale, period)
        return (
          <li key={period.key} className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
            <span className={css({ fontWeight: 'medium' })}>{text}</span>
            <span className={css({ textStyle: 'small', color: 'fg.muted' })}>{shiftsText(i18n, period.shifts)}</span>
            <Button size="sm" variant="ghost" aria-label={t`Retirer la période ${text}`} onClick={() => onRemove(period.key)}>
              <Trans>Retirer</Trans>
            </Button>
          </li>
        )
      })}
    </ul>
  )
}

/** Adds a period: dates from–to, or days picked one by one; the shifts it covers. */
export function AddPeriod({ today, onAdd }: { today: string; onAdd: (period: PeriodDraft) => void }) {
  const { i18n, t } = useLingui()
  const [mode, setMode] = useState<'range' | 'days'>('range')
  const [start, setStart] = useState('')
  const [end, setEnd] = useState('')
  const [day, setDay] = useState('')
  const [days, setDays] = useState<string[]>([])
  const [chosenShifts, setChosenShifts] = useState<Shift[]>(['journee'])
  const [error, setError] = useState<string | null>(null)
  const chosenText = chosenDaysText(i18n.locale, days)

  function add() {
    if (chosenShifts.length === 0) return setError(t`Choisissez au moins un créneau.`)
    if (mode === 'range') {
      if (!start || !end) return setError(t`Choisissez la date de début et la date de fin.`)
      if (end < start) return setError(t`La date de fin doit être postérieure ou égale à la date de début.`)
      if (end < today) return setError(t`Cette période est déjà passée.`)
      onAdd({ key: `${start}-${end}-${Date.now()}`, start_date: start, end_date: end, days: null, shifts: chosenShifts })
      setStart('')
      setEnd('')
    } else {
      if (days.length === 0) return setError(t`Ajoutez au moins un jour.`)
      const sorted = [...days].sort()
      onAdd({
        key: `${sorted.join(',')}-${Date.now()}`,
        start_date: sorted[0] as string,
        end_date: sorted.at(-1) as string,
        days: sorted,
        shifts: chosenShifts,
      })
      setDays([])
    }
    setError(null)
  }

  return (
    <div className={box}>
      <SimpleRadioGroup
        label={<Trans>Nouvelle période</Trans>}
        value={mode}
        onValueChange={(details) => setMode(details.value === 'days' ? 'days' : 'range')}
        items={[
          { value: 'range', label: t`Du … au …` },
          { value: 'days', label: t`Jours choisis` },
        ]}
      />
      {mode === 'range' ? (
        <div className={row}>
          <Field.TextField
            label={<Trans>Du</Trans>}
            type="date"
            min={today}
            value={start}
            onChange={(e) => setStart(e.currentTarget.value)}
          />
          <Field.TextField
            label={<Trans>Au</Trans>}
            type="date"
            min={start || today}
            value={end}
            onChange={(e) => setEnd(e.currentTarget.value)}
          />
        </div>
      ) : (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <div className={row}>
            <Field.TextField
              label={<Trans>Jour</Trans>}
              type="date"
              min={today}
              value={day}
              onChange={(e) => setDay(e.currentTarget.value)}
            />
            <Button
              variant="outline"
              onClick={() => {
                if (day && day >= today && !days.includes(day)) setDays([...days, day].sort())
                setDay('')
              }}
            >
              <Trans>Ajouter ce jour</Trans>
            </Button>
          </div>
          {days.length > 0 ? (
            <Text size="small">
              <Trans>Jours choisis : {chosenText}</Trans>
            </Text>
          ) : null}
        </div>
      )}
      <ChoiceFieldset legend={<Trans>Créneaux</Trans>} field="period-shifts">
        <Checkbox.Group
          value={chosenShifts}
          onValueChange={(next) => setChosenShifts(shifts.filter((shift) => next.includes(shift)))}
          className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}
        >
          {shifts.map((shift) => (
            <Checkbox.SimpleCheckbox key={shift} value={shift}>
              {i18n._(shiftLabels[shift])}
            </Checkbox.SimpleCheckbox>
          ))}
        </Checkbox.Group>
      </ChoiceFieldset>
      {error ? (
        <Text size="small" tone="danger" role="alert">
          {error}
        </Text>
      ) : null}
      <Button variant="outline" className={css({ alignSelf: 'flex-start' })} onClick={add}>
        <Trans>Ajouter la période</Trans>
      </Button>
    </div>
  )
}
