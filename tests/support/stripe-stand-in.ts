import { randomBytes } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import Stripe from 'stripe'

/**
 * A small stand-in for Stripe's API, for the tests: the real `stripe` client talks to it through
 * STRIPE_API_BASE. It implements the few endpoints the app calls (customers, Checkout Sessions,
 * billing portal sessions, subscriptions retrieve/update/cancel), replays a create call sent again
 * with the same Idempotency-Key as Stripe does, and records every request so that tests can check
 * the parameters and headers sent.
 *
 * It also plays Stripe's side of what a member does at Stripe: completing a checkout, a renewal,
 * a failed payment, a cancellation. Each sends the signed webhook events Stripe would send, to
 * `deliver` (a test's in-process app) or by HTTP to the app's /api/webhooks/stripe.
 *
 * Run as a process for an end-to-end journey (docs/architecture.md#stripe):
 *   node tests/support/stripe-stand-in.ts --port 12111 --app http://localhost:3614 \
 *     --webhook-secret whsec_… --price price_titulaire:4900:year
 * then the app with STRIPE_API_BASE=http://127.0.0.1:12111. Its checkout page (the URL the app
 * redirects to) has a "Payer" button that completes the checkout and comes back to success_url.
 */

export interface StandInPrice {
  /** TTC, in cents. */
  unit_amount: number
  interval: 'month' | 'year'
  currency?: string
  /** The VAT within unit_amount, in basis points (default 2000). */
  vat_rate_bps?: number
}

export interface RecordedRequest {
  method: string
  path: string
  /** The form body or query, nested as Stripe's client encodes it. */
  params: Record<string, unknown>
  headers: IncomingHttpHeaders
}

/** What a webhook delivery answered. */
export interface Delivery {
  event: Stripe.Event
  status: number
}

export type Deliver = (body: string, signature: string) => Promise<number>

export interface StandInOptions {
  prices: Record<string, StandInPrice>
  webhookSecret: string
  /** Stripe's clock: the app's in tests, so that signatures and periods agree with it. */
  now?: () => Date
  /** Where events go: a test's app, else POSTed to `${appUrl}/api/webhooks/stripe`. */
  deliver?: Deliver
  appUrl?: string
  port?: number
}

// biome-ignore lint/suspicious/noExplicitAny: Stripe's objects as loose JSON, the shapes the app reads
type Json = Record<string, any>

const DAY_S = 86_400

export class StripeStandIn {
  readonly requests: RecordedRequest[] = []
  readonly deliveries: Delivery[] = []
  readonly customers = new Map<string, Json>()
  readonly sessions = new Map<string, Json>()
  readonly subscriptions = new Map<string, Json>()
  readonly invoices = new Map<string, Json>()
  private readonly idempotent = new Map<string, { params: string; status: number; body: Json }>()
  private server: Server | null = null
  url = ''
  private readonly options: StandInOptions

  constructor(options: StandInOptions) {
    this.options = options
  }

  private now(): number {
    return Math.floor((this.options.now?.() ?? new Date()).getTime() / 1000)
  }

  async listen(): Promise<string> {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        this.handle(request.method ?? 'GET', request.url ?? '/', request.headers, Buffer.concat(chunks).toString())
          .then(({ status, body, headers }) => {
            response.writeHead(status, headers ?? { 'Content-Type': 'application/json', 'Request-Id': id('req') })
            response.end(typeof body === 'string' ? body : JSON.stringify(body))
          })
          .catch((error: unknown) => {
            response.writeHead(500, { 'Content-Type': 'application/json' })
            response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }))
          })
      })
    })
    this.server = server
    await new Promise<void>((resolve) => server.listen(this.options.port ?? 0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    return this.url
  }

  async close(): Promise<void> {
    const server = this.server
    if (!server) return
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  /** The recorded calls to one endpoint, e.g. `requestsTo('POST', '/v1/checkout/sessions')`. */
  requestsTo(method: string, path: string | RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)))
  }

  private async handle(
    method: string,
    rawUrl: string,
    headers: IncomingHttpHeaders,
    rawBody: string,
  ): Promise<{ status: number; body: Json | string; headers?: Record<string, string> }> {
    const url = new URL(rawUrl, 'http://stand-in')
    const path = url.pathname
    const params = parseForm(method === 'GET' || rawBody === '' ? url.search.slice(1) : rawBody)

    // The browser's side: the checkout page and its "Payer" button (no API key).
    const page = /^\/checkout\/(cs_\w+)(\/complete)?$/.exec(path)
    if (page) return this.checkoutPage(method, page[1] ?? '', page[2] !== undefined)
    const portal = /^\/portal\/(bps_\w+)$/.exec(path)
    if (portal) return { status: 200, body: '<!doctype html><title>Portail</title><h1>Portail client</h1>', headers: html }

    this.requests.push({ method, path, params, headers })
    if (
      !secretKeyOf(headers.authorization).startsWith('sk_test_') &&
      !secretKeyOf(headers.authorization).startsWith('rk_test_')
    ) {
      return apiError(401, 'invalid_request_error', 'Invalid API Key provided')
    }
    const key = headers['idempotency-key']
    if (method === 'POST' && typeof key === 'string') {
      const known = this.idempotent.get(`${path} ${key}`)
      const fingerprint = JSON.stringify(params)
      if (known) {
        if (known.params !== fingerprint) {
          return apiError(400, 'idempotency_error', 'Keys for idempotent requests can only be used with the same parameters')
        }
        return {
          status: known.status,
          body: known.body,
          headers: { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' },
        }
      }
      const answer = this.route(method, path, params)
      this.idempotent.set(`${path} ${key}`, { params: fingerprint, status: answer.status, body: answer.body })
      return answer
    }
    return this.route(method, path, params)
  }

  private route(method: string, path: string, params: Json): { status: number; body: Json } {
    const now = this.now()
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: id('cus'),
        object: 'customer',
        created: now,
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: params.metadata ?? {},
      }
      this.customers.set(customer.id, customer)
      return ok(customer)
    }
    const customerPath = /^\/v1\/customers\/(\w+)$/.exec(path)
    if (method === 'GET' && customerPath) return found(this.customers.get(customerPath[1] ?? ''))
    if (method === 'POST' && customerPath) {
      const customer = this.customers.get(customerPath[1] ?? '')
      if (!customer) return found(undefined)
      if (params.email !== undefined) customer.email = params.email
      if (params.name !== undefined) customer.name = params.name
      return ok(customer)
    }

    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const price = params.line_items?.[0]?.price
      if (!this.options.prices[price])
        return apiError(400, 'invalid_request_error', `No such price: '${price}'`, 'resource_missing')
      if (params.customer && !this.customers.has(params.customer))
        return apiError(400, 'invalid_request_error', 'No such customer', 'resource_missing')
      const sessionId = id('cs')
      const session = {
        id: sessionId,
        object: 'checkout.session',
        created: now,
        mode: params.mode,
        customer: params.customer ?? null,
        client_reference_id: params.client_reference_id ?? null,
        metadata: params.metadata ?? {},
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        status: 'open',
        payment_status: 'unpaid',
        subscription: null,
        url: `${this.url}/checkout/${sessionId}`,
        // What the subscription will be made of (not a Stripe field: the stand-in's memory).
        stand_in: {
          price,
          trial_days: Number(params.subscription_data?.trial_period_days ?? 0),
          subscription_metadata: params.subscription_data?.metadata ?? {},
        },
      }
      this.sessions.set(sessionId, session)
      return ok(session)
    }

    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!this.customers.has(params.customer))
        return apiError(400, 'invalid_request_error', 'No such customer', 'resource_missing')
      const sessionId = id('bps')
      return ok({
        id: sessionId,
        object: 'billing_portal.session',
        customer: params.customer,
        return_url: params.return_url,
        url: `${this.url}/portal/${sessionId}`,
      })
    }

    const subscriptionPath = /^\/v1\/subscriptions\/(\w+)$/.exec(path)
    if (subscriptionPath) {
      const subscription = this.subscriptions.get(subscriptionPath[1] ?? '')
      if (!subscription) return found(undefined)
      if (method === 'GET') return ok(subscription)
      if (method === 'DELETE') {
        if (subscription.status !== 'canceled') this.cancelNow(subscription)
        return ok(subscription)
      }
      if (method === 'POST') {
        if (subscription.status === 'canceled') {
          return apiError(
            400,
            'invalid_request_error',
            'A canceled subscription can only update its cancellation_details and metadata.',
          )
        }
        if (params.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = params.cancel_at_period_end === 'true'
        const item = params.items?.[0]
        if (item?.price) {
          if (!this.options.prices[item.price])
            return apiError(400, 'invalid_request_error', `No such price: '${item.price}'`, 'resource_missing')
          subscription.items.data[0].price = priceObject(item.price, this.options.prices[item.price] as StandInPrice)
        }
        if (params.metadata) subscription.metadata = { ...subscription.metadata, ...params.metadata }
        return ok(subscription)
      }
    }
    return apiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`)
  }

  private async checkoutPage(
    method: string,
    sessionId: string,
    complete: boolean,
  ): Promise<{ status: number; body: string; headers: Record<string, string> }> {
    const session = this.sessions.get(sessionId)
    if (!session) return { status: 404, body: 'No such checkout session', headers: { 'Content-Type': 'text/plain' } }
    if (!complete || method !== 'POST') {
      return {
        status: 200,
        headers: html,
        body: `<!doctype html><html lang="fr"><title>Paiement</title><h1>Paiement (stand-in Stripe)</h1>
<form method="post" action="/checkout/${sessionId}/complete"><button type="submit">Payer</button></form>
<p><a href="${escapeHtml(String(session.cancel_url))}">Annuler</a></p></html>`,
      }
    }
    // Completed, then back to the app, as Stripe does after the payment.
    if (session.status === 'open') await this.completeCheckout(sessionId)
    return {
      status: 303,
      body: '',
      headers: { Location: String(session.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId) },
    }
  }

  /**
   * The member pays on the checkout page: the subscription is made (trialing with a trial, else
   * active with a paid first invoice) and Stripe's events are sent in the order Stripe sends them.
   */
  async completeCheckout(sessionId: string): Promise<{ subscription: Json; invoice: Json | null; deliveries: Delivery[] }> {
    const session = this.sessions.get(sessionId)
    if (!session) throw new Error(`no checkout session ${sessionId}`)
    const { price, trial_days, subscription_metadata } = session.stand_in as {
      price: string
      trial_days: number
      subscription_metadata: Json
    }
    const priceSpec = this.options.prices[price] as StandInPrice
    const now = this.now()
    const trialEnd = trial_days > 0 ? now + trial_days * DAY_S : null
    const subscriptionId = id('sub')
    const periodEnd = trialEnd ?? addInterval(now, priceSpec.interval)
    const subscription: Json = {
      id: subscriptionId,
      object: 'subscription',
      created: now,
      customer: session.customer,
      status: trialEnd ? 'trialing' : 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      cancellation_details: { reason: null },
      ended_at: null,
      trial_start: trialEnd ? now : null,
      trial_end: trialEnd,
      metadata: subscription_metadata,
      latest_invoice: null,
      items: {
        object: 'list',
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            created: now,
            price: priceObject(price, priceSpec),
            quantity: 1,
            current_period_start: now,
            current_period_end: periodEnd,
            subscription: subscriptionId,
          },
        ],
      },
    }
    this.subscriptions.set(subscriptionId, subscription)
    session.status = 'complete'
    session.payment_status = trialEnd ? 'no_payment_required' : 'paid'
    session.subscription = subscriptionId
    const invoice = trialEnd ? null : this.invoiceFor(subscription, 'paid', 'subscription_create')

    const events = [this.event('checkout.session.completed', session), this.event('customer.subscription.created', subscription)]
    if (invoice) events.push(this.event('invoice.paid', invoice))
    const deliveries = []
    for (const event of events) deliveries.push(await this.send(event))
    return { subscription, invoice, deliveries }
  }

  /** The next period: Stripe moves the period on and the renewal invoice is paid (or fails). */
  async renew(subscriptionId: string, outcome: 'paid' | 'failed' = 'paid') {
    const subscription = this.subscription(subscriptionId)
    const item = subscription.items.data[0]
    const start = item.current_period_end as number
    item.current_period_start = start
    item.current_period_end = addInterval(start, item.price.recurring.interval)
    subscription.status = outcome === 'paid' ? 'active' : 'past_due'
    const invoice = this.invoiceFor(subscription, outcome === 'paid' ? 'paid' : 'open', 'subscription_cycle')
    const updated = this.event('customer.subscription.updated', subscription)
    const invoiceEvent = this.event(outcome === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', invoice)
    return { subscription, invoice, updated, invoiceEvent, deliveries: [await this.send(updated), await this.send(invoiceEvent)] }
  }

  /** Stripe gives up on the payments (or the member cancels now): customer.subscription.deleted. */
  async endSubscription(subscriptionId: string) {
    const subscription = this.subscription(subscriptionId)
    this.cancelNow(subscription)
    const event = this.event('customer.subscription.deleted', subscription)
    return { subscription, event, delivery: await this.send(event) }
  }

  subscription(subscriptionId: string): Json {
    const subscription = this.subscriptions.get(subscriptionId)
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`)
    return subscription
  }

  /** An event as Stripe sends it, carrying a snapshot of `object` as it is now. */
  event(type: string, object: Json, created = this.now()): Stripe.Event {
    return {
      id: id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    } as unknown as Stripe.Event
  }

  /** Signs the event with the webhook secret, as Stripe does, at the stand-in's time. */
  sign(body: string, secret = this.options.webhookSecret, timestamp = this.now()): string {
    return Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp })
  }

  async send(event: Stripe.Event): Promise<Delivery> {
    const body = JSON.stringify(event)
    const status = await this.deliver(body, this.sign(body))
    const delivery = { event, status }
    this.deliveries.push(delivery)
    return delivery
  }

  private async deliver(body: string, signature: string): Promise<number> {
    if (this.options.deliver) return this.options.deliver(body, signature)
    if (!this.options.appUrl) throw new Error('the stand-in needs deliver or appUrl to send events')
    const response = await fetch(new URL('/api/webhooks/stripe', this.options.appUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signature },
      body,
    })
    return response.status
  }

  private cancelNow(subscription: Json) {
    const now = this.now()
    subscription.status = 'canceled'
    subscription.canceled_at = now
    subscription.ended_at = now
  }

  private invoiceFor(subscription: Json, status: 'paid' | 'open', reason: string): Json {
    const item = subscription.items.data[0]
    const priceSpec = this.options.prices[item.price.id] as StandInPrice
    const amount = priceSpec.unit_amount
    const rate = priceSpec.vat_rate_bps ?? 2000
    const vat = Math.round((amount * rate) / (10_000 + rate))
    const now = this.now()
    const invoice = {
      id: id('in'),
      object: 'invoice',
      created: now,
      customer: subscription.customer,
      status,
      billing_reason: reason,
      currency: item.price.currency,
      total: amount,
      amount_due: amount,
      amount_paid: status === 'paid' ? amount : 0,
      total_taxes: [
        {
          amount: vat,
          tax_behavior: 'inclusive',
          taxability_reason: 'standard_rated',
          taxable_amount: amount - vat,
          type: 'tax_rate_details',
        },
      ],
      attempt_count: 1,
      next_payment_attempt: status === 'paid' ? null : now + 3 * DAY_S,
      status_transitions: {
        finalized_at: now,
        paid_at: status === 'paid' ? now : null,
        marked_uncollectible_at: null,
        voided_at: null,
      },
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      period_start: item.current_period_start,
      period_end: item.current_period_start,
      lines: {
        object: 'list',
        data: [
          {
            id: id('il'),
            object: 'line_item',
            amount,
            currency: item.price.currency,
            period: { start: item.current_period_start, end: item.current_period_end },
          },
        ],
      },
    }
    this.invoices.set(invoice.id, invoice)
    subscription.latest_invoice = invoice.id
    return invoice
  }
}

const html = { 'Content-Type': 'text/html; charset=utf-8' }

/** The API key of `Authorization: Bearer sk_…` (the client library) or Basic (curl -u sk_…:). */
function secretKeyOf(authorization: string | undefined): string {
  const [scheme, value = ''] = (authorization ?? '').split(' ')
  if (scheme === 'Bearer') return value
  if (scheme === 'Basic') return Buffer.from(value, 'base64').toString().split(':')[0] ?? ''
  return ''
}

function id(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`
}

function ok(body: Json) {
  return { status: 200, body }
}

function found(body: Json | undefined) {
  return body ? ok(body) : apiError(404, 'invalid_request_error', 'No such object', 'resource_missing')
}

function apiError(status: number, type: string, message: string, code?: string) {
  return { status, body: { error: { type, message, ...(code ? { code } : {}) } } }
}

function priceObject(priceId: string, price: StandInPrice): Json {
  return {
    id: priceId,
    object: 'price',
    currency: price.currency ?? 'eur',
    unit_amount: price.unit_amount,
    recurring: { interval: price.interval, interval_count: 1 },
  }
}

/** Seconds plus one month or year (the stand-in needs no calendar precision beyond that). */
function addInterval(seconds: number, interval: 'month' | 'year'): number {
  const date = new Date(seconds * 1000)
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1)
  else date.setUTCMonth(date.getUTCMonth() + 1)
  return Math.floor(date.getTime() / 1000)
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** `a[b][0][c]=x&a[d]=y` into `{ a: { b: [{ c: 'x' }], d: 'y' } }`, as Stripe reads its form bodies. */
export function parseForm(text: string): Json {
  const root: Json = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/[[\]]+/).filter(Boolean)
    let node = root
    path.forEach((segment, index) => {
      if (index === path.length - 1) node[segment] = value
      else node = node[segment] ??= {}
    })
  }
  return arrays(root) as Json
}

function arrays(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value
  const entries = Object.entries(value as Json).map(([k, v]) => [k, arrays(v)] as const)
  if (entries.length > 0 && entries.every(([k], i) => k === String(i))) return entries.map(([, v]) => v)
  return Object.fromEntries(entries)
}

// As a process: node tests/support/stripe-stand-in.ts --port … --app … --webhook-secret … --price id:cents:interval
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '12111' },
      app: { type: 'string' },
      'webhook-secret': { type: 'string' },
      price: { type: 'string', multiple: true, default: [] },
    },
  })
  const prices: Record<string, StandInPrice> = {}
  for (const spec of values.price) {
    const [priceId, cents, interval] = spec.split(':')
    if (!priceId || !cents || (interval !== 'month' && interval !== 'year'))
      throw new Error(`--price ${spec}: id:cents:month|year`)
    prices[priceId] = { unit_amount: Number(cents), interval }
  }
  if (!values.app || !values['webhook-secret']) throw new Error('--app and --webhook-secret are required')
  const standIn = new StripeStandIn({
    prices,
    webhookSecret: values['webhook-secret'],
    appUrl: values.app,
    port: Number(values.port),
  })
  process.stdout.write(`Stripe stand-in on ${await standIn.listen()}\n`)
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void standIn.close().then(() => process.exit(0)))
}
