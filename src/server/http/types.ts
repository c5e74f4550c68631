import type { HttpBindings } from '@hono/node-server'
import type { Logger } from 'pino'
import type { Db } from '../db/connect.ts'
import type { Env } from '../env.ts'
import type { Locale } from '../i18n/messages.ts'
import type { AuthServices, AuthTestingOptions } from '../modules/auth/auth-services.ts'
import type { DocumentStorage } from '../modules/documents/document-storage.ts'
import type { Mailer } from '../modules/mail/mailer.ts'
import type { PaymentProvider } from '../modules/subscriptions/provider.ts'
import type { AuthUser } from '../modules/users/users.repository.ts'

export interface Clock {
  now(): Date
}

export interface AppDeps {
  db: Db
  env: Env
  logger: Logger
  clock: Clock
  /** Where the built PWA lives; defaults to CLIENT_DIR or dist/client beside the sources. */
  clientDir?: string
  /** The mail outbox; createApp makes one on `db` when not given (main.ts wakes its worker). */
  mail?: Mailer
  /** Uploaded files (avatars) and the image cache; defaults to `${DATA_DIR}/uploads`. */
  storageDir?: string
  /** How subscriptions are paid; createApp picks it from the configuration when not given. */
  paymentProvider?: PaymentProvider
  /** Test-only shortcuts (refused unless NODE_ENV is test): see auth-services.ts. */
  testing?: AuthTestingOptions
}

/** The dependencies as handlers see them, every default filled in by createApp. */
export interface RequestDeps extends AppDeps {
  mail: Mailer
  storageDir: string
  /** Password hashing and the keys derived from APP_KEY. */
  auth: AuthServices
  paymentProvider: PaymentProvider
  /** Where nurses' verification documents are kept (docs/decisions/018), from the configuration. */
  documentStorage: DocumentStorage
}

/** The session a request came with (the token itself is never kept). */
export interface CurrentSession {
  id: string
  created_at: Date
}

export type AppEnv = {
  // Partial: `app.request()` in tests runs without a Node socket behind it.
  Bindings: Partial<HttpBindings>
  Variables: {
    deps: RequestDeps
    requestId: string
    logger: Logger
    locale: Locale
    /** Set by the session middleware: null for anonymous calls. */
    user: AuthUser | null
    session: CurrentSession | null
  }
}
