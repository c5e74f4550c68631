import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { LEGAL_DETAILS_FILE, type LegalDetailKey, legalDetailKeys } from '#shared/legal-details.ts'
import { type Env, legalDetailsOf } from './env.ts'

/**
 * The operator's details on which the client build in `clientDir` and this server's configuration
 * disagree: the build wrote into its pages what `npm run build` was given (LEGAL_DETAILS_FILE),
 * and the server is about to serve those pages. A build without the file (made before it
 * existed) disagrees on every detail; no build at all (an API-only server) on none.
 */
export async function legalDetailsDrift(env: Env, clientDir: string): Promise<LegalDetailKey[]> {
  const file = path.join(clientDir, LEGAL_DETAILS_FILE)
  if (!existsSync(file)) return existsSync(path.join(clientDir, 'index.html')) ? [...legalDetailKeys] : []
  const built = JSON.parse(await readFile(file, 'utf8')) as Partial<Record<LegalDetailKey, string | null>>
  const configured = legalDetailsOf(env)
  return legalDetailKeys.filter((key) => (built[key] ?? null) !== configured[key])
}
