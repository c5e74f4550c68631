import { Plural, useLingui } from '@lingui/react/macro'
import { Portal } from '@ark-ui/react/portal'
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react'
import * as Combobox from '#client/ui/combobox.tsx'
import { AlertIcon, ChevronDownIcon, CloseIcon } from '#client/ui/icons.tsx'
import { SELECT_EDGE_MARGIN_PX } from '#client/ui/select.tsx'
import type { Commune } from '#shared/commune.ts'
import { css } from '#styled/css'
import { isSearchableCommuneQuery, useCommuneSearch } from '../api/search-communes.ts'

export interface CommuneChoice {
  insee: string
  name: string
  postal_code: string
}

const SEARCH_DELAY_MS = 200
const noCommunes: Commune[] = []

/** One option per commune and postal code (Paris 16e has two). */
const keyOf = (commune: CommuneChoice) => `${commune.insee}-${commune.postal_code}`
export const communeLabel = (commune: CommuneChoice) => (commune.postal_code ? `${commune.name} (${commune.postal_code})` : commune.name)

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return debounced
}

export interface CommuneComboboxProps {
  label: ReactNode
  hint?: ReactNode
  value: CommuneChoice | null
  onChange: (commune: CommuneChoice | null) => void
  error?: string
  /** For focusing the field when it is the first in error. */
  field: string
  required?: boolean
}

/**
 * A commune from GET /api/communes?q= (name or postal code, as typed). Only a commune picked
 * from the list counts: the server wants its INSEE code, not a free text.
 */
export function CommuneCombobox({ label, hint, value, onChange, error, field, required = false }: CommuneComboboxProps) {
  const { t } = useLingui()
  const [input, setInput] = useState(value ? communeLabel(value) : '')
  const query = useDebounced(input, SEARCH_DELAY_MS)
  const search = useCommuneSearch(query)
  const hintId = useId()
  const errorId = useId()

  const communes: Commune[] = isSearchableCommuneQuery(query) ? (search.data ?? noCommunes) : noCommunes
  const collection = useMemo(
    () => Combobox.createListCollection({ items: communes, itemToValue: keyOf, itemToString: communeLabel }),
    [communes],
  )

  const searching = isSearchableCommuneQuery(input) && (search.isFetching || input !== query)
  const status = !isSearchableCommuneQuery(input)
    ? t`Saisissez au moins 2 lettres ou le début du code postal.`
    : searching
      ? t`Recherche…`
      : search.isError
        ? t`La recherche de communes ne répond pas. Vérifiez votre connexion.`
        : t`Aucune commune trouvée.`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined

  return (
    <div data-field={field} className={css({ display: 'flex', flexDirection: 'column', gap: '1.5' })}>
      <Combobox.Root
        collection={collection}
        inputValue={input}
        value={value ? [keyOf(value)] : []}
        invalid={error !== undefined}
        required={required}
        // The server has filtered already: show its answer as it is.
        inputBehavior="autohighlight"
        openOnClick
        onInputValueChange={(details) => {
          setInput(details.inputValue)
          // Typing again means choosing again: the previous commune no longer matches the text.
          if (details.reason === 'input-change' && value) onChange(null)
        }}
        onValueChange={(details) => {
          const picked = details.items[0] as Commune | undefined
          onChange(picked ? { insee: picked.insee, name: picked.name, postal_code: picked.postal_code } : null)
        }}
        positioning={{ overflowPadding: SELECT_EDGE_MARGIN_PX, sameWidth: true, gutter: 4 }}
      >
        <Combobox.Label>
          {label}
          {required ? (
            <span aria-hidden="true" className={css({ color: 'fg.danger', ml: '1' })}>
              *
            </span>
          ) : null}
        </Combobox.Label>
        <Combobox.Control>
          <Combobox.Input name={field} autoComplete="off" spellCheck={false} placeholder={t`Nom ou code postal`} aria-describedby={describedBy} />
          <Combobox.ClearTrigger aria-label={t`Effacer la commune`}>
            <CloseIcon />
          </Combobox.ClearTrigger>
          <Combobox.Trigger aria-label={t`Afficher les communes`}>
            <ChevronDownIcon />
          </Combobox.Trigger>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content>
              {communes.length === 0 ? <div className={css({ px: '3', py: '2', color: 'fg.muted', textStyle: 'small' })}>{status}</div> : null}
              {communes.map((commune) => (
                <Combobox.Item key={keyOf(commune)} item={commune}>
                  <Combobox.ItemText>
                    {commune.name}{' '}
                    <span className={css({ color: 'fg.muted' })}>
                      {commune.postal_code}
                    </span>
                  </Combobox.ItemText>
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {hint ? (
        <p id={hintId} className={css({ textStyle: 'small', color: 'fg.muted' })}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={css({ display: 'flex', gap: '1.5', textStyle: 'small', color: 'fg.danger', fontWeight: 'medium', '& svg': { w: '4', h: '4', flexShrink: '0', mt: '0.5' } })}>
          <AlertIcon />
          <span>{error}</span>
        </p>
      ) : null}
      <p className={css({ srOnly: true })} aria-live="polite">
        {communes.length > 0 ? <Plural value={communes.length} one="# commune proposée" other="# communes proposées" /> : null}
      </p>
    </div>
  )
}
