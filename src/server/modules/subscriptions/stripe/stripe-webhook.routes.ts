import { Hono } from 'hono'
import type Stripe from 'stripe'
import { HttpError } from '../../../http/http-error.ts'
import type { AppEnv } from '../../../http/types.ts'
import { applyStripeEvent } from './stripe-events.ts'

// Stripe's own default: a signature older than this is a replay, refused.
const SIGNATURE_TOLERANCE_S = 300

/**
 * POST /api/webhooks/stripe: what Stripe tells us about payments and subscriptions
 * (docs/architecture.md#stripe). Stripe sends no session, CSRF token or Origin of ours, so app.ts
 * mounts this before the CSRF and session middleware (and after everything else); the signature
 * over the raw body, with STRIPE_WEBHOOK_SECRET and a 300 s tolerance, is what authenticates it
 * (docs/security.md#payments). A missing or bad signature: 400, nothing read further.
 */
export const stripeWebhookRoutes = new Hono<AppEnv>().post('/webhooks/stripe', async (c) => {
  const deps = c.get('deps')
  const secret = deps.env.STRIPE_WEBHOOK_SECRET
  if (!secret) throw new HttpError(404, 'http.not_found')
  const signature = c.req.header('stripe-signature')
  // The exact bytes Stripe signed: the body is read as text, never parsed and re-serialised.
  const payload = await c.req.text()
  if (!signature) throw new HttpError(400, 'http.bad_request')
  // Loaded at the first webhook, not at start: an instance that sells by transfer never needs it.
  const { default: StripeClient } = await import('stripe')
  let event: Stripe.Event
  try {
    event = StripeClient.webhooks.constructEvent(
      payload,
      signature,
      secret,
      SIGNATURE_TOLERANCE_S,
      undefined,
      deps.clock.now().getTime(),
    )
  } catch (error) {
    c.get('logger').warn({ err: error }, 'stripe webhook refused: bad signature')
    throw new HttpError(400, 'http.bad_request')
  }
  const outcome = await applyStripeEvent({ ...deps, logger: c.get('logger') }, event)
  return c.json({ received: true, outcome })
})
