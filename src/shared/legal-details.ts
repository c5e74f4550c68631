/**
 * The operator's details on the legal notice (and the terms, privacy and contact pages): who
 * publishes the service, where, under which registration, its publication director, and its
 * host. They come from VITE_LEGAL_* variables: the public pages are prerendered, so `npm run build`
 * writes them into the HTML (and into LEGAL_DETAILS_FILE beside it), and the server checks at
 * start that the build it serves shows the details it is configured with (docs/decisions/016).
 */
export const legalDetailVariables = {
  publisher: 'VITE_LEGAL_PUBLISHER',
  publisher_address: 'VITE_LEGAL_PUBLISHER_ADDRESS',
  registration: 'VITE_LEGAL_REGISTRATION',
  director: 'VITE_LEGAL_DIRECTOR',
  contact_email: 'VITE_LEGAL_CONTACT_EMAIL',
  privacy_email: 'VITE_LEGAL_PRIVACY_EMAIL',
  host: 'VITE_LEGAL_HOST',
  host_address: 'VITE_LEGAL_HOST_ADDRESS',
} as const

export type LegalDetailKey = keyof typeof legalDetailVariables
export type LegalDetails = Record<LegalDetailKey, string | null>

export const legalDetailKeys = Object.keys(legalDetailVariables) as LegalDetailKey[]

/**
 * What the law on online services (LCEN, art. 6-III) wants a published site to say: its
 * publisher, their address and registration, the publication director, the host and its address.
 * The two e-mail addresses are optional: the contact form reaches the operator anyway.
 */
export const requiredLegalDetails: readonly LegalDetailKey[] = [
  'publisher',
  'publisher_address',
  'registration',
  'director',
  'host',
  'host_address',
]

/** The details as set in an environment (import.meta.env, process.env): trimmed, empty as unset. */
export function readLegalDetails(source: Readonly<Record<string, unknown>>): LegalDetails {
  const details = {} as LegalDetails
  for (const key of legalDetailKeys) {
    const value = source[legalDetailVariables[key]]
    details[key] = typeof value === 'string' && value.trim() !== '' ? value.trim() : null
  }
  return details
}

/** Written by the build beside the pages (a dot file: never served), read by the server at start. */
export const LEGAL_DETAILS_FILE = '.legal-details.json'
