/**
 * The operator's legal details, shown on the legal notice and the privacy page. They are read at
 * build time from VITE_LEGAL_* variables (.env), because the pages are prerendered; the server
 * requires them in production and checks that its build shows them (docs/decisions/016). Missing
 * ones say plainly what is still to be completed, rather than inventing a company.
 */
export interface LegalConfig {
  publisher: string
  publisherAddress: string | null
  registration: string | null
  director: string | null
  contactEmail: string | null
  privacyEmail: string | null
  host: string | null
  hostAddress: string | null
}

function read(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null
}

export const legalConfig: LegalConfig = {
  publisher: read(import.meta.env.VITE_LEGAL_PUBLISHER) ?? 'Relève SAS (en cours d’immatriculation)',
  publisherAddress: read(import.meta.env.VITE_LEGAL_PUBLISHER_ADDRESS),
  registration: read(import.meta.env.VITE_LEGAL_REGISTRATION),
  director: read(import.meta.env.VITE_LEGAL_DIRECTOR),
  contactEmail: read(import.meta.env.VITE_LEGAL_CONTACT_EMAIL),
  privacyEmail: read(import.meta.env.VITE_LEGAL_PRIVACY_EMAIL),
  host: read(import.meta.env.VITE_LEGAL_HOST),
  hostAddress: read(import.meta.env.VITE_LEGAL_HOST_ADDRESS),
}
