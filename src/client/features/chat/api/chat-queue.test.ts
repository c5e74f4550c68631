import { dehydrate, hydrate, MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ChatMessage } from '#shared/chat.ts'
import { stubApi } from '#tests/unit/support/stub-api.ts'
import {
  chatKeys,
  chatMutationDefaults,
  chatMutationKeys,
  insertMessage,
  type SendVariables,
  type ThreadData,
} from './chat-queue.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  onlineManager.setOnline(true)
})

const message = (id: number, clientId: string, body = 'Bonjour'): ChatMessage => ({
  id,
  client_id: clientId,
  sender: 1,
  body,
  erased: false,
  created_at: '2026-03-01T09:00:00Z',
  read_at: null,
})

function newClient() {
  const client = new QueryClient({ defaultOptions: { mutations: { networkMode: 'online', retry: 0 } } })
  chatMutationDefaults(client)
  return client
}

describe('the messaging cache and queue', () => {
  it('puts a message in its thread once, newest first, whatever brings it again', () => {
    const client = newClient()
    insertMessage(client, 5, message(1, 'a'))
    insertMessage(client, 5, message(3, 'c'))
    insertMessage(client, 5, message(2, 'b'))
    insertMessage(client, 5, { ...message(3, 'c'), read_at: '2026-03-01T10:00:00Z' })
    const data = client.getQueryData<ThreadData>(chatKeys.messages(5))
    expect(data?.pages[0]?.messages.map((m) => [m.id, m.read_at])).toEqual([
      [3, '2026-03-01T10:00:00Z'],
      [2, null],
      [1, null],
    ])
  })

  it('keeps a message written offline through a restart and sends it once online, with its client id', async () => {
    onlineManager.setOnline(false)
    const before = newClient()
    const variables: SendVariables = {
      conversationId: 5,
      clientId: '6f1c1b7e-8c1a-4c55-9d0e-2b6f1f0f4a11',
      body: 'À demain',
      writtenAt: '2026-03-01T09:00:00Z',
    }
    void new MutationObserver<unknown, Error, SendVariables>(before, { mutationKey: chatMutationKeys.send })
      .mutate(variables)
      .catch(() => {})
    await vi.waitFor(() => expect(before.getMutationCache().getAll()[0]?.state.isPaused).toBe(true))
    const saved = JSON.parse(JSON.stringify(dehydrate(before)))

    // The app starts again: the defaults are registered before the queue is restored.
    const after = newClient()
    hydrate(after, saved)
    const sent = stubApi(() => ({ status: 201, body: { message: message(9, variables.clientId, 'À demain') } }))
    onlineManager.setOnline(true)
    await after.resumePausedMutations()
    await vi.waitFor(() => expect(after.getQueryData<ThreadData>(chatKeys.messages(5))?.pages[0]?.messages[0]?.id).toBe(9))
    expect(sent).toHaveLength(1)
    expect(sent[0]?.path).toBe('/api/conversations/5/messages')
    expect(sent[0]?.body).toEqual({ client_id: variables.clientId, body: 'À demain' })
    expect(sent[0]?.headers.get('Idempotency-Key')).toBe(variables.clientId)
  })
})
