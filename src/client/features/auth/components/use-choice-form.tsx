import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { Button } from '#client/ui/button.tsx'
import { SimpleCheckbox } from '#client/ui/checkbox.tsx'
import { ChoiceFieldset } from '#client/ui/choice-fieldset.tsx'
import { css } from '#styled/css'
import { type Need, needLabels, needs } from '../onboarding.ts'

export interface UseChoiceFormProps {
  initial: Need[]
  onContinue: (chosen: Need[]) => Promise<void>
}

/** /use-choice: what brings the nurse to Relève (several answers allowed, none required). */
export function UseChoiceForm({ initial, onContinue }: UseChoiceFormProps) {
  const { i18n } = useLingui()
  const [chosen, setChosen] = useState<Need[]>(initial)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      await onContinue(needs.filter((need) => chosen.includes(need)))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <ChoiceFieldset
        legend={<Trans>Je viens sur Relève pour…</Trans>}
        hint={<Trans>Plusieurs réponses possibles.</Trans>}
        field="needs"
      >
        {needs.map((need) => (
          <SimpleCheckbox
            key={need}
            name="needs"
            value={need}
            checked={chosen.includes(need)}
            onCheckedChange={(details) =>
              setChosen((current) => (details.checked === true ? [...current, need] : current.filter((item) => item !== need)))
            }
          >
            <span className={css({ fontWeight: 'medium' })}>{i18n._(needLabels[need].label)}</span>
            <span className={css({ display: 'block', textStyle: 'small', color: 'fg.muted' })}>
              {i18n._(needLabels[need].hint)}
            </span>
          </SimpleCheckbox>
        ))}
      </ChoiceFieldset>
      <Button type="submit" size="lg" loading={busy}>
        <Trans>Continuer</Trans>
      </Button>
    </form>
  )
}
