import type { NurseSearchResult } from '#shared/nurse-search.ts'

/** "Sophie Lefèvre"; a nurse who gave no name yet is null (the card then says who they are). */
export function nurseName(nurse: Pick<NurseSearchResult, 'first_name' | 'last_name'>): string | null {
  const name = [nurse.first_name, nurse.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ')
  return name === '' ? null : name
}
