import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { inTransaction } from '#server/db/transaction.ts'
import { publishEvent, publishEvents } from '#server/modules/events/publish.ts'
import { createUser } from './helpers/accounts.ts'
import { createTestApp } from './helpers/test-app.ts'

const t = await createTestApp()

async function eventsOf(userId: number) {
  return t.db.selectFrom('events').select(['id', 'type', 'data']).where('user_id', '=', userId).orderBy('id').execute()
}

describe('publishEvents', () => {
  it('writes one row per event, in the transaction, ids increasing', async () => {
    const a = await createUser(t)
    const b = await createUser(t)
    const ids = await inTransaction(t.db, (trx) =>
      publishEvents(trx, [
        { userId: a.id, type: 'notification.created', data: { notification_id: 1, event: 'new_application' } },
        { userId: b.id, type: 'application.updated', data: { application_id: 2, replacement_id: 3, status: 'pending' } },
      ]),
    )
    expect(ids).toHaveLength(2)
    expect(ids[1]).toBeGreaterThan(ids[0] as number)
    expect(await eventsOf(a.id)).toEqual([
      { id: expect.anything(), type: 'notification.created', data: { notification_id: 1, event: 'new_application' } },
    ])
    expect((await eventsOf(b.id)).map((row) => Number(row.id))).toEqual([ids[1]])
  })

  it('leaves nothing behind when the transaction rolls back', async () => {
    const a = await createUser(t)
    await expect(
      inTransaction(t.db, async (trx) => {
        await publishEvent(trx, { userId: a.id, type: 'message.created', data: { conversation_id: 1, message_id: 1 } })
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await eventsOf(a.id)).toEqual([])
  })

  it('opens a transaction of its own when given the database', async () => {
    const a = await createUser(t)
    const id = await publishEvent(t.db, { userId: a.id, type: 'message.created', data: { conversation_id: 1, message_id: 2 } })
    expect((await eventsOf(a.id)).map((row) => Number(row.id))).toEqual([id])
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_locks where locktype = 'advisory'`.execute(t.db)
    expect(rows[0]?.n).toBe(0)
  })
})
