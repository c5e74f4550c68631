import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { careTypeOptions, useCareTypes } from '#client/entities/care-type/care-types.ts'
import { type CommuneChoice, CommuneCombobox } from '#client/entities/commune/commune-combobox.tsx'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import { SearchIcon } from '#client/ui/icons.tsx'
import { css } from '#styled/css'
import type { NurseSearchState } from '../search-state.ts'

const form = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: '3fr 2fr auto' },
  alignItems: 'start',
})

// On wide screens the button lines up with the inputs, under their labels.
const submitCell = css({ pt: { md: '7' } })

export interface NurseSearchFormProps {
  commune: CommuneChoice | null
  careType: string | undefined
  onSearch: (state: NurseSearchState, commune: CommuneChoice) => void
}

/**
 * The patient's commune and the care they need. A real GET form (commune, care_type), so that the
 * prerendered page is a form before any script runs; with the app loaded, it updates the address.
 */
export function NurseSearchForm({ commune: initialCommune, careType: initialCareType, onSearch }: NurseSearchFormProps) {
  const { t, i18n } = useLingui()
  const [commune, setCommune] = useState<CommuneChoice | null>(initialCommune)
  const [careType, setCareType] = useState(initialCareType ?? '')
  const [error, setError] = useState<string | undefined>()
  const careTypes = useCareTypes()
  // A care type of a shared address that is no longer offered stays selectable (it is the search).
  const options = careTypeOptions(i18n, careTypes.data, careType ? [careType] : [])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!commune) {
      setError(t`Choisissez votre commune dans la liste.`)
      event.currentTarget.querySelector<HTMLInputElement>('input[role="combobox"]')?.focus()
      return
    }
    onSearch({ commune: commune.insee, careType: careType || undefined, page: 1 }, commune)
  }

  return (
    // The role rather than a <search> element: older Safari and Chrome do not know the element.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <form
      className={form}
      method="get"
      action=""
      role="search"
      aria-label={t`Rechercher un infirmier`}
      noValidate
      onSubmit={submit}
    >
      <CommuneCombobox
        label={<Trans>Commune du patient</Trans>}
        hint={<Trans>Tapez le nom de la commune ou son code postal, puis choisissez-la.</Trans>}
        required
        value={commune}
        onChange={(next) => {
          setCommune(next)
          setError(undefined)
        }}
        error={error}
      />
      {/* The form's own field: the INSEE code of the commune chosen, not the text typed. */}
      <input type="hidden" name="commune" value={commune?.insee ?? ''} />
      <Field.Root>
        <Field.Label>
          <Trans>Type de soins</Trans>
        </Field.Label>
        <Field.Select name="care_type" value={careType} onChange={(event) => setCareType(event.currentTarget.value)}>
          <option value="">{t`Tous les soins`}</option>
          {options.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.label}
            </option>
          ))}
        </Field.Select>
      </Field.Root>
      <div className={submitCell}>
        <Button type="submit" size="lg" className={css({ width: { base: 'full', md: 'auto' } })}>
          <SearchIcon aria-hidden="true" />
          <Trans>Rechercher</Trans>
        </Button>
      </div>
    </form>
  )
}
