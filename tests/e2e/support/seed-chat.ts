import { randomUUID } from 'node:crypto'
import { type APIRequestContext, expect } from '@playwright/test'
import { signedInRequest, xsrfHeader } from './market-session.ts'
import { MARKET_ACCOUNTS } from './seed-replacements.ts'
import { type SeededServer, startSeededServer } from './seeded-server.ts'

/**
 * The messaging journeys' starting point, through the API as the app itself makes it, on a
 * server seeded by seed-replacements.ts (Claire Martin, holder in Saint-Malo; Léa Petit,
 * replacement nurse in Dinard): an offer of Claire's, Léa's application to it, and the
 * conversation about that application.
 */

interface ChatMessageJson {
  id: number
  client_id: string
  sender: number | 'team'
  body: string
  read_at: string | null
}

/**
 * A new offer of the holder's (`daysAhead` from today, so that each journey has its own), the
 * nurse's application to it, and the conversation about it; returns the conversation's id.
 */
export async function openApplicationConversation(
  holder: APIRequestContext,
  nurse: APIRequestContext,
  daysAhead: number,
): Promise<number> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
  const published = await holder.post('/api/replacements', {
    data: {
      commune_insee: MARKET_ACCOUNTS.holder.commune.insee,
      start_date: day(daysAhead),
      end_date: day(daysAhead + 3),
      shifts: ['matin'],
      care_types: ['pansements'],
      retrocession_percent: 85,
      publish: true,
    },
    headers: await xsrfHeader(holder),
  })
  expect(published.status()).toBe(201)
  const offerId = ((await published.json()) as { replacement: { id: number } }).replacement.id

  const applied = await nurse.post(`/api/replacements/${offerId}/applications`, {
    data: { message: 'Disponible sur toute la période.' },
    headers: { ...(await xsrfHeader(nurse)), 'Idempotency-Key': randomUUID() },
  })
  expect(applied.status()).toBe(201)
  const applicationId = ((await applied.json()) as { application: { id: number } }).application.id

  const opened = await nurse.post('/api/conversations', {
    data: { application_id: applicationId },
    headers: await xsrfHeader(nurse),
  })
  expect(opened.status()).toBe(201)
  return ((await opened.json()) as { conversation: { id: number } }).conversation.id
}

/** POST /api/conversations/{id}/messages as one side, as the app sends it. */
export async function postMessage(api: APIRequestContext, conversationId: number, body: string): Promise<ChatMessageJson> {
  const clientId = randomUUID()
  const posted = await api.post(`/api/conversations/${conversationId}/messages`, {
    data: { client_id: clientId, body },
    headers: { ...(await xsrfHeader(api)), 'Idempotency-Key': clientId },
  })
  expect(posted.status()).toBe(201)
  return ((await posted.json()) as { message: ChatMessageJson }).message
}

/** The conversation's stored messages, oldest first (the API answers newest first). */
export async function storedMessages(api: APIRequestContext, conversationId: number): Promise<ChatMessageJson[]> {
  const answer = await api.get(`/api/conversations/${conversationId}/messages`, { params: { perPage: 50 } })
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { messages: ChatMessageJson[] }).messages.reverse()
}

/**
 * A messaging journey's own server (seed-replacements.ts), both sides signed in through the API,
 * and the conversation of Léa's application to Claire's offer (offer 30).
 */
export async function startChatServer(
  name: string,
  port: number,
): Promise<{ server: SeededServer; holderApi: APIRequestContext; nurseApi: APIRequestContext; conversationId: number }> {
  const server = await startSeededServer({
    port,
    name,
    seed: 'tests/e2e/support/seed-replacements.ts',
    env: { MAP_STYLE_URL: 'off' },
  })
  const holderApi = await signedInRequest(server.url, 'holder')
  const nurseApi = await signedInRequest(server.url, 'nurse')
  const conversationId = await openApplicationConversation(holderApi, nurseApi, 30)
  return { server, holderApi, nurseApi, conversationId }
}
