import { Portal } from '@ark-ui/react/portal'
import { Plural, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { isApiError } from '#client/lib/api-client.ts'
import { useNetworkStatus } from '#client/lib/pwa/use-network-status.ts'
import * as Combobox from '#client/ui/combobox.tsx'
import * as Field from '#client/ui/field.tsx'
import { CheckIcon, ChevronDownIcon, CloseIcon } from '#client/ui/icons.tsx'
import { SELECT_EDGE_MARGIN_PX } from '#client/ui/select.tsx'
import { Spinner } from '#client/ui/spinner.tsx'
import type { Commune } from '#shared/commune.ts'
import { css } from '#styled/css'
import { communeLabel, isSearchable, useCommuneSearch } from './commune-search.ts'
import { communesOnDevice, rememberCommune } from './communes-on-device.ts'

/** What a form keeps of the chosen commune. */
export type CommuneChoice = Pick<Commune, 'insee' | 'name' | 'postal_code'>

/** Long enough to skip the letters typed in a burst, short enough to feel immediate. */
export const COMMUNE_SEARCH_DEBOUNCE_MS = 250

// A commune may have several postal codes and a postal code several communes: the pair is the key.
const keyOf = (commune: CommuneChoice) => `${commune.insee}|${commune.postal_code}`

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
  value: CommuneChoice | null
  onChange: (commune: CommuneChoice | null) => void
  hint?: ReactNode
  error?: string | undefined
  required?: boolean
  /** The input's name: a form focuses its first field in error by it. */
  name?: string
}

/**
 * A commune picked from GET /api/communes as the user types its name or postal code, shown as
 * "Nom (code postal)". Only a commune of the list can be chosen: the server wants its INSEE code,
 * not a free text, so typing again un-chooses the previous one. The one commune field of every
 * form (address, profile zone, registration, offers, searches).
 */
export function CommuneCombobox({ label, value, onChange, hint, error, required, name }: CommuneComboboxProps) {
  const { t } = useLingui()
  const [input, setInput] = useState(value ? communeLabel(value) : '')
  // A value set from outside (a saved draft, a reset) shows its label.
  useEffect(() => {
    if (value) setInput(communeLabel(value))
  }, [value])
  const query = useDebounced(input, COMMUNE_SEARCH_DEBOUNCE_MS)
  // The chosen commune's own label is not a search (compared after the debounce, so that the
  // label shown at first is never searched while the user starts typing over it).
  const searching = value !== null && query === communeLabel(value) ? '' : query
  const search = useCommuneSearch(searching)
  const client = useQueryClient()
  const tooManySearches = isApiError(search.error) && search.error.status === 429
  // Without an answer from the server (no network, or a request that failed on the way), the
  // field offers the communes this device already knows instead of searching in vain.
  const unreachable =
    useNetworkStatus() === 'offline' || search.isPaused || (search.isError && !tooManySearches && search.data === undefined)
  const fromDevice = unreachable && search.data === undefined

  // The list shows what the search found; with no search under way, the chosen commune alone.
  const items = useMemo(() => {
    // Filtered as the user types: no request to spare, so no debounce.
    if (fromDevice) return communesOnDevice(client, value !== null && input === communeLabel(value) ? '' : input)
    if (!isSearchable(searching)) return value ? [value] : []
    return search.data ?? []
  }, [fromDevice, client, input, search.data, searching, value])
  const collection = useMemo(
    () => Combobox.createListCollection({ items, itemToValue: keyOf, itemToString: communeLabel }),
    [items],
  )

  const status = fromDevice
    ? t`La recherche de communes demande le réseau. Retrouvez du réseau, puis réessayez.`
    : !isSearchable(searching)
      ? t`Saisissez au moins 2 lettres du nom ou 2 chiffres du code postal.`
      : search.isError
        ? // Too many searches from this address: the server says to wait, the connection is fine.
          (tooManySearches && isApiError(search.error) && search.error.body.message) ||
          t`La recherche n’a pas abouti. Vérifiez votre connexion.`
        : search.isFetching && items.length === 0
          ? t`Recherche…`
          : t`Aucune commune trouvée`

  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Combobox.Root
        collection={collection}
        value={value ? [keyOf(value)] : []}
        inputValue={input}
        onInputValueChange={(details) => {
          setInput(details.inputValue)
          if (details.reason === 'input-change' && value) onChange(null)
        }}
        onValueChange={(details) => {
          const picked = details.items[0]
          if (picked) rememberCommune(picked)
          onChange(picked ? { insee: picked.insee, name: picked.name, postal_code: picked.postal_code } : null)
        }}
        positioning={{ overflowPadding: SELECT_EDGE_MARGIN_PX, sameWidth: true, gutter: 4 }}
        inputBehavior="autohighlight"
        openOnChange
      >
        <Combobox.Label>
          {label} <Field.RequiredIndicator>*</Field.RequiredIndicator>
        </Combobox.Label>
        <Combobox.Control>
          <Combobox.Input name={name} placeholder={t`Nom ou code postal`} autoComplete="off" spellCheck={false} />
          {search.isFetching && !fromDevice ? (
            <span className={css({ position: 'absolute', insetInlineEnd: '3', display: 'inline-flex' })}>
              <Spinner size="sm" />
            </span>
          ) : value ? (
            <Combobox.ClearTrigger aria-label={t`Effacer la commune`} className={css({ insetInlineEnd: '2' })}>
              <CloseIcon />
            </Combobox.ClearTrigger>
          ) : (
            <Combobox.Trigger aria-label={t`Afficher les communes`}>
              <ChevronDownIcon />
            </Combobox.Trigger>
          )}
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content>
              {items.length === 0 ? (
                <p role="status" className={css({ px: '3', py: '2', textStyle: 'small', color: 'fg.muted' })}>
                  {status}
                </p>
              ) : (
                <>
                  {fromDevice ? (
                    <p role="status" className={css({ px: '3', py: '2', textStyle: 'small', color: 'fg.muted' })}>
                      {t`Hors connexion : les communes déjà utilisées sur cet appareil.`}
                    </p>
                  ) : null}
                  {items.map((commune) => (
                    <Combobox.Item key={keyOf(commune)} item={commune}>
                      <Combobox.ItemText>{communeLabel(commune)}</Combobox.ItemText>
                      <Combobox.ItemIndicator>
                        <CheckIcon />
                      </Combobox.ItemIndicator>
                    </Combobox.Item>
                  ))}
                </>
              )}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
      <p className={css({ srOnly: true })} aria-live="polite">
        {isSearchable(searching) && !search.isFetching && items.length > 0 ? (
          <Plural value={items.length} one="# commune proposée" other="# communes proposées" />
        ) : null}
      </p>
    </Field.Root>
  )
}
