/**
 * Whether an error means "the database cannot be reached right now" (down, restarting, pool
 * exhausted, timed out) rather than a bug in a query. Those become a fast 503 with Retry-After,
 * never a hang or a crash (docs/security.md R4); the pool reconnects by itself on the next query.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string') {
    // Node socket errors, and PostgreSQL's connection exceptions (08…), shutdowns (57P0x),
    // too many connections (53300) and cancelled statements after statement_timeout (57014).
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'].includes(code)) return true
    if (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', '57014'].includes(code)) return true
  }
  return /timeout exceeded when trying to connect|connection terminated|Connection terminated unexpectedly|PGlite is closed|Client has encountered a connection error|driver has already been destroyed/i.test(
    error.message,
  )
}
