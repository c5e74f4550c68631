import { Hono } from 'hono'
import { contactSchema } from '#shared/contact.ts'
import type { AppEnv } from '../../http/types.ts'
import { readJsonBody, validateData } from '../../http/validate.ts'
import { translate } from '../../i18n/messages.ts'
import { idempotency } from '../../middleware/idempotency.ts'
import { rateLimit } from '../../middleware/rate-limit.ts'
import { insertContactMessage } from './contact.repository.ts'

// A person writes once or twice; a script writes hundreds. Counted per client IP.
const contactLimit = rateLimit({ name: 'contact', limit: 5, windowSeconds: 600 })

// A message queued offline and replayed (the client sends Idempotency-Key) is stored once.
const contactIdempotency = idempotency({ scope: 'contact' })

export const contactRoutes = new Hono<AppEnv>().post('/', contactIdempotency, contactLimit, async (c) => {
  const body = await readJsonBody(c)
  const locale = c.get('locale')
  const answer = { message: translate(locale, 'contact.sent') }
  // The honeypot (`website`) is filled only by bots. They get the answer people get, before any
  // validation could tell them apart, and nothing is kept.
  if (isHoneypotFilled(body)) {
    c.get('logger').info('contact honeypot filled, message dropped')
    return c.json(answer, 201)
  }
  const { website: _empty, ...input } = validateData(contactSchema, body, locale)
  await insertContactMessage(c.get('deps').db, { ...input, locale })
  return c.json(answer, 201)
})

function isHoneypotFilled(body: unknown): boolean {
  if (body === null || typeof body !== 'object' || !('website' in body)) return false
  const { website } = body
  return website !== undefined && website !== null && website !== ''
}
