import type { QueryClient } from '@tanstack/react-query'
import { safeStorage, storageKeys } from '#client/lib/storage-keys.ts'
import { type Commune, isPostalCodeQuery, normalizeCommuneName } from '#shared/commune.ts'
import { communeKeys } from './commune-search.ts'

type CommuneChoice = Pick<Commune, 'insee' | 'name' | 'postal_code'>

/** Enough to hold a nurse's usual places (home, practice, the towns of her rounds). */
const rememberedMax = 12

/**
 * The communes chosen on this device, most recent first. Kept in local storage under our prefix,
 * so a logout wipes them with the rest of the user's data (clear-personal-data.ts).
 */
export function rememberedCommunes(): CommuneChoice[] {
  try {
    const stored: unknown = JSON.parse(safeStorage('local')?.getItem(storageKeys.recentCommunes) ?? '[]')
    return Array.isArray(stored) ? stored.filter(isCommuneChoice) : []
  } catch {
    return []
  }
}

export function rememberCommune(commune: CommuneChoice): void {
  const key = keyOf(commune)
  const next = [commune, ...rememberedCommunes().filter((known) => keyOf(known) !== key)].slice(0, rememberedMax)
  try {
    safeStorage('local')?.setItem(
      storageKeys.recentCommunes,
      JSON.stringify(next.map(({ insee, name, postal_code }) => ({ insee, name, postal_code }))),
    )
  } catch {
    // Storage full or refused: the list is a convenience, the choice itself is made.
  }
}

/**
 * The communes this device can offer without the network for what was typed: those chosen here
 * before, then those earlier searches brought (the query cache), matching the name or the start
 * of the postal code; all the remembered ones when nothing searchable was typed.
 */
export function communesOnDevice(client: QueryClient, typed: string, limit = 8): CommuneChoice[] {
  const searched = client
    .getQueriesData<Commune[]>({ queryKey: [...communeKeys.all, 'search'] })
    .flatMap(([, communes]) => communes ?? [])
  const seen = new Set<string>()
  const matches: CommuneChoice[] = []
  for (const commune of [...rememberedCommunes(), ...searched]) {
    const key = keyOf(commune)
    if (seen.has(key) || !matchesTyped(commune, typed)) continue
    seen.add(key)
    matches.push({ insee: commune.insee, name: commune.name, postal_code: commune.postal_code })
    if (matches.length === limit) break
  }
  return matches
}

function matchesTyped(commune: CommuneChoice, typed: string): boolean {
  const query = typed.trim()
  if (query === '') return true
  if (isPostalCodeQuery(query)) return commune.postal_code.startsWith(query.replace(/\s+/g, ''))
  const wanted = normalizeCommuneName(query)
  const name = normalizeCommuneName(commune.name)
  return name.startsWith(wanted) || name.split(/[\s-]+/).some((word) => word.startsWith(wanted))
}

const keyOf = (commune: CommuneChoice) => `${commune.insee}|${commune.postal_code}`

function isCommuneChoice(value: unknown): value is CommuneChoice {
  if (typeof value !== 'object' || value === null) return false
  const { insee, name, postal_code } = value as Record<string, unknown>
  return typeof insee === 'string' && typeof name === 'string' && typeof postal_code === 'string'
}
