import type { Context } from 'hono'
import type { AppEnv } from './types.ts'

/**
 * The address of the peer as seen through TRUST_PROXY_HOPS proxies we run ourselves. Each proxy
 * appends the address it saw to X-Forwarded-For, so only the last `hops` entries are trustworthy:
 * anything further left was written by the client and is ignored (never a raw X-Forwarded-For).
 */
export function clientIp(c: Context<AppEnv>): string {
  const socketAddress = c.env?.incoming?.socket?.remoteAddress ?? 'unknown'
  const hops = c.get('deps').env.TRUST_PROXY_HOPS
  if (hops === 0) return normalise(socketAddress)
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  // Nearest first: the socket is hop 1, the last X-Forwarded-For entry hop 2, and so on.
  const chain = [socketAddress, ...forwarded.reverse()]
  return normalise(chain[Math.min(hops, chain.length - 1)] ?? socketAddress)
}

/** True when the browser talked HTTPS to us or to our trusted front proxy. */
export function isHttpsRequest(c: Context<AppEnv>): boolean {
  const { env } = c.get('deps')
  if (env.APP_URL.startsWith('https:')) return true
  if (new URL(c.req.url).protocol === 'https:') return true
  if (env.TRUST_PROXY_HOPS === 0) return false
  const protos = (c.req.header('x-forwarded-proto') ?? '').split(',').map((p) => p.trim().toLowerCase())
  return protos[Math.max(0, protos.length - env.TRUST_PROXY_HOPS)] === 'https'
}

// IPv4 clients of a dual-stack socket show up as ::ffff:1.2.3.4; one client, one key.
function normalise(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address
}
