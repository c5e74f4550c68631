import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import * as Checkbox from '#client/ui/checkbox.tsx'
import { Notice } from '#client/ui/notice.tsx'
import * as RadioGroup from '#client/ui/radio-group.tsx'
import type { Application, Replacement } from '#shared/replacements.ts'
import { offerDays } from '#shared/replacements.ts'
import { css } from '#styled/css'
import { ConfirmDialog } from '../offer-confirm-dialog.tsx'
import { formatDay } from '../replacement-dates.ts'

/** The days this applicant can still be given: those they asked for that nobody covers yet. */
export function daysOpenTo(application: Application, offer: Replacement): string[] {
  const covered = new Set(offer.covered_days)
  const asked = application.dates && application.dates.length > 0 ? new Set(application.dates) : null
  return offerDays(offer).filter((day) => !covered.has(day) && (asked === null || asked.has(day)))
}

/**
 * The days to send with an accept: none (the whole offer) when the holder gives every day of it,
 * else the days chosen. An absence can be covered by several nurses (a "split" offer).
 */
export function acceptedDates(chosen: readonly string[], offer: Replacement): string[] | undefined {
  const all = offerDays(offer)
  const everyDay = offer.covered_days.length === 0 && chosen.length === all.length && all.every((day) => chosen.includes(day))
  return everyDay ? undefined : [...chosen].sort()
}

export interface AcceptDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  application: Application
  offer: Replacement
  name: string
  busy: boolean
  error?: string
  onConfirm: (dates: string[] | undefined) => void
}

/** "Accepter Léa Petit ?" — for all the days they can take, or some of them. */
export function AcceptDialog({ open, onOpenChange, application, offer, name, busy, error, onConfirm }: AcceptDialogProps) {
  const { t, i18n } = useLingui()
  const open_ = daysOpenTo(application, offer)
  const [mode, setMode] = useState<'all' | 'some'>('all')
  const [chosen, setChosen] = useState<string[]>(open_)
  const count = open_.length
  const picked = mode === 'all' ? open_ : chosen
  const splittable = count > 1

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setMode('all')
          setChosen(open_)
        }
        onOpenChange(next)
      }}
      title={<Trans>Accepter {name} ?</Trans>}
      description={
        <Trans>
          La personne sera prévenue. Quand tous les jours sont pourvus, les autres candidatures sont refusées et leurs auteurs
          prévenus.
        </Trans>
      }
      confirmLabel={<Trans>Accepter</Trans>}
      busy={busy}
      onConfirm={() => picked.length > 0 && onConfirm(acceptedDates(picked, offer))}
    >
      {splittable ? (
        <RadioGroup.Root value={mode} onValueChange={(details) => details.value && setMode(details.value as 'all' | 'some')}>
          <RadioGroup.Label>
            <Trans>Pour quels jours ?</Trans>
          </RadioGroup.Label>
          <RadioGroup.Item value="all">
            <RadioGroup.ItemControl />
            <RadioGroup.ItemText>
              <Trans>Les {count} jours qu’elle ou il peut prendre</Trans>
            </RadioGroup.ItemText>
            <RadioGroup.ItemHiddenInput />
          </RadioGroup.Item>
          <RadioGroup.Item value="some">
            <RadioGroup.ItemControl />
            <RadioGroup.ItemText>
              <Trans>Une partie seulement (les autres jours restent ouverts)</Trans>
            </RadioGroup.ItemText>
            <RadioGroup.ItemHiddenInput />
          </RadioGroup.Item>
        </RadioGroup.Root>
      ) : null}
      {splittable && mode === 'some' ? (
        <Checkbox.Group
          value={chosen}
          onValueChange={setChosen}
          aria-label={t`Jours confiés`}
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
            gap: '2',
            maxH: '60',
            overflowY: 'auto',
            p: '1',
          })}
        >
          {open_.map((day) => (
            <Checkbox.SimpleCheckbox key={day} value={day}>
              {formatDay(i18n.locale, day, { weekday: 'long' })}
            </Checkbox.SimpleCheckbox>
          ))}
        </Checkbox.Group>
      ) : null}
      {picked.length === 0 ? (
        <p className={css({ textStyle: 'small', color: 'fg.danger' })}>
          <Trans>Choisissez au moins un jour.</Trans>
        </p>
      ) : null}
      {error ? (
        <Notice as="p" tone="danger" size="sm">
          {error}
        </Notice>
      ) : null}
    </ConfirmDialog>
  )
}
