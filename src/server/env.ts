import { z } from 'zod'
import { type LegalDetails, legalDetailVariables, readLegalDetails, requiredLegalDetails } from '#shared/legal-details.ts'

// One of the operator's details (VITE_LEGAL_*); blank is unset.
const legalText = z
  .string()
  .trim()
  .max(300)
  .transform((value) => value || undefined)
  .optional()
const legalEmail = z.email().optional()

/** localhost, 127.0.0.1, [::1] or *.localhost: a machine's own copy, which nobody else reads. */
function isLocalUrl(url: string): boolean {
  const { hostname } = new URL(url)
  return ['localhost', '127.0.0.1', '[::1]'].includes(hostname) || hostname.endsWith('.localhost')
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    // 0 asks the system for a free port (tests start the real server that way).
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./.data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    // Connections each instance may hold to the PostgreSQL server (not the embedded database, one
    // connection by nature). Instances × this must stay under the server's max_connections.
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
    // Unset: http://localhost:<PORT>, so that another port (3000 taken) still accepts its own pages.
    APP_URL: z.url({ protocol: /^https?$/ }).optional(),
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    // Requests a client address may make per minute to each public search (the communes
    // autocomplete, the nurse search); 0 turns the limit off (the load benchmark, from one address).
    PUBLIC_SEARCH_RATE_LIMIT: z.coerce.number().int().min(0).max(1_000_000).default(120),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    CLIENT_DIR: z.string().min(1).optional(),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).default('Relève <no-reply@releve.local>'),
    ANALYTICS_SCRIPT_URL: z.url({ protocol: /^https?$/ }).optional(),
    SOCIAL_PIXEL_URL: z.url({ protocol: /^https?$/ }).optional(),
    // The search's map: a MapLibre style whose tiles, glyphs and sprites come from its origin
    // (allowed by the CSP). "off": no tile server, the map draws its built-in outline of France.
    MAP_STYLE_URL: z
      .union([z.literal('off'), z.url({ protocol: /^https?$/ })])
      .default('https://tiles.openfreemap.org/styles/liberty'),
    // Encrypts two-factor secrets at rest and keys recovery-code hashes. Without it, an embedded
    // database keeps a random key in DATA_DIR (see modules/auth/app-key.ts); a PostgreSQL server in
    // production needs it set, the same on every instance.
    APP_KEY: z.string().min(32, 'APP_KEY must be at least 32 characters (openssl rand -base64 32)').optional(),
    // Web Push's VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints it) and the
    // contact push services may write to (mailto: or https:). Without the keys, an embedded
    // database keeps a generated pair in DATA_DIR (modules/push/vapid-keys.ts); a PostgreSQL server
    // in production needs them set, the same on every instance (a new pair voids every device's
    // subscription).
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, 'not a base64url P-256 public key')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{42,44}={0,2}$/, 'not a base64url P-256 private key')
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'a mailto: address or an https: URL')
      .optional(),
    // Stripe (docs/architecture.md#stripe): with the secret key, members pay by card through Stripe
    // Checkout; the webhook secret verifies what Stripe posts to /api/webhooks/stripe. The API base
    // is for a local stand-in of Stripe's API (the tests), never set in production.
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, 'not a Stripe secret key (sk_live_…, sk_test_… or rk_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_[A-Za-z0-9_+/=-]+$/, 'not a Stripe webhook signing secret (whsec_…)')
      .optional(),
    STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
    // Demo accounts on an empty embedded database at start (never with DATABASE_URL, never in tests).
    SEED_DEMO: z.stringbool().default(true),
    // Months a patient's request keeps its contact details and message before they are purged.
    PATIENT_REQUEST_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
    // Where nurses' verification documents are kept (docs/decisions/018): the database by default
    // (any instance serves any file), `disk` under DATA_DIR/documents for a single instance, `s3`
    // for an S3-compatible bucket (the default once S3_BUCKET is set).
    DOCUMENT_STORAGE: z.enum(['database', 'disk', 's3']).optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    // The documents a nurse must have approved to be validated (docs/product.md#verification-documents);
    // replacement_authorisation applies to replacement nurses only.
    VERIFICATION_REQUIRED_DOCUMENTS: z
      .string()
      .default('diploma,ordre_attestation,insurance,replacement_authorisation')
      .transform((value) =>
        value
          .split(',')
          .map((kind) => kind.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(['diploma', 'ordre_attestation', 'insurance', 'replacement_authorisation']))),
    // Bytes the resized images (/_ipx) may take on disk; the least recently used go past it.
    IMAGE_CACHE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024 * 1024)
      .max(Number.MAX_SAFE_INTEGER)
      .default(512 * 1024 * 1024),
    // The operator's details on the legal notice (src/shared/legal-details.ts). The build writes
    // them into the prerendered pages; the server checks them, and that its build shows them.
    VITE_LEGAL_PUBLISHER: legalText,
    VITE_LEGAL_PUBLISHER_ADDRESS: legalText,
    VITE_LEGAL_REGISTRATION: legalText,
    VITE_LEGAL_DIRECTOR: legalText,
    VITE_LEGAL_CONTACT_EMAIL: legalEmail,
    VITE_LEGAL_PRIVACY_EMAIL: legalEmail,
    VITE_LEGAL_HOST: legalText,
    VITE_LEGAL_HOST_ADDRESS: legalText,
    // The seller on subscription invoices (docs/decisions/017-plans-and-entitlements.md): name and
    // address default to VITE_LEGAL_PUBLISHER(_ADDRESS). Without INVOICE_VAT_NUMBER the prices carry
    // no VAT and invoices say « TVA non applicable, art. 293 B du CGI ».
    INVOICE_SELLER_NAME: legalText,
    INVOICE_SELLER_ADDRESS: legalText,
    INVOICE_SELLER_SIREN: z
      .string()
      .regex(/^\d{9}$/, 'nine digits')
      .optional(),
    INVOICE_VAT_NUMBER: z
      .string()
      .regex(/^FR[0-9A-Z]{2}\d{9}$/, 'a French VAT number, e.g. FR12345678901')
      .optional(),
    // Where members send a bank transfer when subscriptions are paid without Stripe.
    TRANSFER_BENEFICIARY: legalText,
    TRANSFER_IBAN: z
      .string()
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/, 'an IBAN'))
      .optional(),
    TRANSFER_BIC: z
      .string()
      .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'a BIC (8 or 11 letters and digits)')
      .optional(),
  })
  .superRefine((env, ctx) => {
    // A published site must name its operator. `npm start` on a fresh clone (production, on
    // localhost) is nobody's publication: there the page says what is still to be completed.
    if (env.NODE_ENV === 'production' && env.APP_URL !== undefined && !isLocalUrl(env.APP_URL)) {
      for (const key of requiredLegalDetails) {
        const variable = legalDetailVariables[key]
        if (env[variable] === undefined)
          ctx.addIssue({
            code: 'custom',
            path: [variable],
            message: 'required in production on a public APP_URL: the legal notice names the operator (see .env.example)',
          })
      }
    }
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.APP_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_KEY'],
        message:
          'required in production with DATABASE_URL: 32+ random characters, the same on every instance (openssl rand -base64 32)',
      })
    }
    if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together (npx web-push generate-vapid-keys)',
      })
    }
    if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.VAPID_PUBLIC_KEY && !env.VAPID_PRIVATE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['VAPID_PUBLIC_KEY'],
        message:
          'required in production with DATABASE_URL, with VAPID_PRIVATE_KEY: one pair for every instance (npx web-push generate-vapid-keys)',
      })
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: "required with STRIPE_SECRET_KEY: the webhook endpoint's signing secret (whsec_…)",
      })
    }
    const s3 = env.DOCUMENT_STORAGE === 's3' || (env.DOCUMENT_STORAGE === undefined && env.S3_BUCKET !== undefined)
    if (s3)
      for (const key of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
        if (env[key] === undefined)
          ctx.addIssue({ code: 'custom', path: [key], message: 'required for documents kept in an S3-compatible bucket' })
    // The end-to-end tests serve the production build on localhost against the stand-in.
    if (env.STRIPE_API_BASE && env.NODE_ENV === 'production' && env.APP_URL !== undefined && !isLocalUrl(env.APP_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_API_BASE'],
        message: "a local stand-in of Stripe's API, for tests only: leave it unset on a public APP_URL",
      })
    }
  })
  .transform(({ APP_URL, ...env }) => ({ ...env, APP_URL: APP_URL ?? `http://localhost:${env.PORT}` }))

export type Env = z.infer<typeof envSchema>

/** Parses the environment once at start; a bad variable stops the process with its name. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''))
  const result = envSchema.safeParse(cleaned)
  if (result.success) return result.data
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
  throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
}

/** The origin browsers send in `Origin` for our own pages, e.g. `https://releve.fr`. */
export function appOrigin(env: Env): string {
  return new URL(env.APP_URL).origin
}

/** Whether APP_URL is this machine's own address (the legal details are then optional). */
export function servesLocally(env: Env): boolean {
  return isLocalUrl(env.APP_URL)
}

/** The operator's details the server is configured with. */
export function legalDetailsOf(env: Env): LegalDetails {
  return readLegalDetails(env)
}
