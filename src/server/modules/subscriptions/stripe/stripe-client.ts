import Stripe from 'stripe'
import type { Env } from '../../../env.ts'

type StripeEnv = Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>

// One client per configuration: it keeps its connections alive between requests.
const clients = new WeakMap<StripeEnv, Stripe>()

/**
 * Stripe's client when STRIPE_SECRET_KEY is set, else null (members then pay by bank transfer).
 * STRIPE_API_BASE points it at a local stand-in of Stripe's API (the tests: tests/support/
 * stripe-stand-in.ts) through the client's own host, port and protocol options.
 */
export function stripeClient(env: StripeEnv): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null
  const known = clients.get(env)
  if (known) return known
  const client = new Stripe(env.STRIPE_SECRET_KEY, {
    // A create call is retried with its Idempotency-Key, so a retry never charges twice.
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    appInfo: { name: 'Releve' },
    ...(env.STRIPE_API_BASE ? apiBase(env.STRIPE_API_BASE) : {}),
  })
  clients.set(env, client)
  return client
}

function apiBase(url: string) {
  const base = new URL(url)
  const protocol = base.protocol === 'http:' ? 'http' : 'https'
  return { host: base.hostname, port: base.port || (protocol === 'http' ? 80 : 443), protocol } as const
}
