import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { isApiError } from '#client/lib/api-client.ts'
import { unreachableMessage } from '#client/lib/forms/failure.ts'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import { ClockIcon } from '#client/ui/icons.tsx'
import { toast } from '#client/ui/toaster.ts'
import type { Replacement } from '#shared/replacements.ts'
import { css } from '#styled/css'
import { formatInstantDayMonth, formatTime } from '../replacement-dates.ts'
import { useSetAnswerWindow } from './applicants-api.ts'
import { parisDayAndTime, parisInstant } from './applicants-time.ts'

const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: '4',
  borderRadius: 'lg',
  borderWidth: 'thin',
  borderColor: 'border.default',
  bg: 'bg.surface',
})
const headline = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  fontWeight: 'semibold',
  '& svg': { w: '5', h: '5', color: 'fg.brand' },
})

/** Whether answers to an urgent or immediate offer are still being collected. */
export function windowOpen(offer: Replacement, now: number): boolean {
  return offer.urgency !== 'normal' && offer.answer_window_ends_at !== null && Date.parse(offer.answer_window_ends_at) > now
}

/**
 * The answer window of an urgent or immediate offer ('Réponses jusqu'au 26 novembre à 14:35'): answers are
 * collected until then, so that the nurse who taps fastest does not win (docs/product.md#fairness).
 * The holder may move its end; the server says when it cannot be that early.
 */
export function AnswerWindow({ offer, now, offline }: { offer: Replacement; now: number; offline: boolean }) {
  const { t, i18n } = useLingui()
  const setWindow = useSetAnswerWindow(offer.id)
  const ends = offer.answer_window_ends_at
  const [time, setTime] = useState(() => (ends ? parisDayAndTime(ends).time : ''))
  const [error, setError] = useState<string | null>(null)
  if (offer.urgency === 'normal' || ends === null || offer.status !== 'published') return null
  const open = Date.parse(ends) > now
  const endDay = formatInstantDayMonth(i18n.locale, ends)
  const endTime = formatTime(i18n.locale, ends)

  function save(endsAt: string) {
    setError(null)
    setWindow.mutate(
      { ends_at: endsAt },
      {
        onSuccess: (answer) => {
          const next = answer.replacement.answer_window_ends_at
          if (next) setTime(parisDayAndTime(next).time)
          toast.success(t`Heure de fin des réponses enregistrée`)
        },
        onError: (failure) => {
          setError(
            isApiError(failure) && failure.status > 0
              ? (Object.values(failure.errors)[0]?.[0] ?? failure.body.message)
              : i18n._(unreachableMessage),
          )
        },
      },
    )
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!/^\d{2}:\d{2}$/.test(time)) {
      setError(t`Indiquez une heure valide.`)
      return
    }
    // The time is on the window's day (in France): urgent windows are counted in minutes.
    save(parisInstant(parisDayAndTime(ends ?? now).day, time))
  }

  return (
    <section className={panel} aria-labelledby="answer-window-title">
      <h2 id="answer-window-title" className={headline}>
        <ClockIcon aria-hidden="true" />
        {open ? (
          <Trans>
            Réponses jusqu’au {endDay} à {endTime}
          </Trans>
        ) : (
          <Trans>
            Réponses closes depuis le {endDay} à {endTime}
          </Trans>
        )}
      </h2>
      <p className={css({ textStyle: 'small', color: 'fg.muted' })}>
        {open ? (
          <Trans>
            Les remplaçants alertés répondent jusqu’à cette heure ; vous choisirez ensuite parmi eux, sans course à la rapidité.
            Vous pouvez avancer ou repousser la fin.
          </Trans>
        ) : (
          <Trans>Choisissez maintenant parmi les réponses reçues. Vous pouvez rouvrir les réponses en repoussant la fin.</Trans>
        )}
      </p>
      <form onSubmit={submit} noValidate className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '3' })}>
        <Field.TextField
          label={<Trans>Fin des réponses</Trans>}
          name="answer_window_ends_at"
          type="time"
          value={time}
          onChange={(event) => {
            setTime(event.currentTarget.value)
            setError(null)
          }}
          error={error ?? undefined}
          rootProps={{ className: css({ maxW: '12rem' }) }}
        />
        <Button type="submit" variant="outline" loading={setWindow.isPending} disabled={offline}>
          <Trans>Changer l’heure</Trans>
        </Button>
        {open ? (
          <Button
            type="button"
            variant="ghost"
            disabled={offline || setWindow.isPending}
            onClick={() => save(new Date().toISOString())}
          >
            <Trans>Clore les réponses maintenant</Trans>
          </Button>
        ) : null}
      </form>
    </section>
  )
}
