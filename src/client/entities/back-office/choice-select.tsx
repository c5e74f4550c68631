import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import * as Field from '#client/ui/field.tsx'

export interface ChoiceSelectProps<T extends string> {
  name?: string
  value: T
  /** The choices, in the order shown. */
  choices: readonly T[]
  labels: Record<T, MessageDescriptor>
  onChange: (value: T) => void
}

/** A select among a fixed list of codes, each shown by its label (a follow-up's stage or status). */
export function ChoiceSelect<T extends string>({ name, value, choices, labels, onChange }: ChoiceSelectProps<T>) {
  const { i18n } = useLingui()
  return (
    <Field.Select name={name} value={value} onChange={(event) => onChange(event.target.value as T)}>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {i18n._(labels[choice])}
        </option>
      ))}
    </Field.Select>
  )
}
