/**
 * Zod 4 compiles object parsers with `new Function` when it may. The content security policy
 * forbids eval (script-src 'self'), so that first attempt is refused and reported as a CSP
 * violation (Chromium's Issues panel, Lighthouse best practices). `jitless` skips the attempt.
 * Set on Zod's global config object before Zod itself loads: imported first by the client entries,
 * so that Zod stays out of start-up (no import of it here).
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
holder.__zod_globalConfig ??= {}
holder.__zod_globalConfig.jitless = true
