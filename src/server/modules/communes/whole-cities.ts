/**
 * Paris, Lyon and Marseille: the communes file lists them only as their arrondissements (ARM
 * rows whose parent_insee is the city), yet people search for "Lyon" and mean the whole city.
 * The loader adds each as a commune (COM) of its own, with its INSEE code, the arrondissements'
 * postal codes (one row each, as any commune with several) and population, and its centre at the
 * mean of theirs; the search puts it first, then its arrondissements.
 */
export const wholeCities: Readonly<Record<string, string>> = { '75056': 'Paris', '69123': 'Lyon', '13055': 'Marseille' }

export const wholeCityCodes = Object.keys(wholeCities)

/** Changes whenever the rows the loader derives change, so that a running database reloads. */
export const DERIVED_ROWS_VERSION = `whole-cities-1:${JSON.stringify(wholeCities)}`
