import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { inTransaction } from '#server/db/transaction.ts'
import { createTestApp } from './helpers/test-app.ts'

const t = await createTestApp()
await sql`create table transaction_probe (id serial primary key, label text not null)`.execute(t.db)

/** PostgreSQL's error as the driver throws it: only its SQLSTATE matters here. */
function failure(code: string): Error {
  return Object.assign(new Error(`failure ${code}`), { code })
}

async function labels(): Promise<string[]> {
  const { rows } = await sql<{ label: string }>`select label from transaction_probe order by id`.execute(t.db)
  return rows.map((row) => row.label)
}

describe('inTransaction', () => {
  it.each(['40001', '40P01'])('retries a transaction PostgreSQL failed with %s, and commits it once', async (code) => {
    await sql`delete from transaction_probe`.execute(t.db)
    let attempts = 0
    const result = await inTransaction(t.db, async (trx) => {
      attempts++
      await sql`insert into transaction_probe (label) values (${`attempt ${attempts}`})`.execute(trx)
      if (attempts === 1) throw failure(code)
      return 'done'
    })
    expect(result).toBe('done')
    expect(attempts).toBe(2)
    expect(await labels()).toEqual(['attempt 2'])
  })

  it('gives up after three attempts', async () => {
    await sql`delete from transaction_probe`.execute(t.db)
    let attempts = 0
    const work = inTransaction(t.db, async (trx) => {
      attempts++
      await sql`insert into transaction_probe (label) values ('never')`.execute(trx)
      throw failure('40001')
    })
    await expect(work).rejects.toMatchObject({ code: '40001' })
    expect(attempts).toBe(3)
    expect(await labels()).toEqual([])
  })

  it.each([
    ['a unique violation', failure('23505')],
    ['an error without a code', new Error('bug')],
  ])('rolls back and throws %s at once', async (_name, error) => {
    await sql`delete from transaction_probe`.execute(t.db)
    let attempts = 0
    const work = inTransaction(t.db, async (trx) => {
      attempts++
      await sql`insert into transaction_probe (label) values ('never')`.execute(trx)
      throw error
    })
    await expect(work).rejects.toBe(error)
    expect(attempts).toBe(1)
    expect(await labels()).toEqual([])
  })
})
