import type { TestApp } from './test-app.ts'

/**
 * Says the communes are loaded, as the server's start does once the whole file is in: the few
 * rows a test file inserts stand for the table, and a code that is not among them is unknown
 * (422), not "still loading" (503). Idempotent.
 */
export async function markCommunesLoaded(t: TestApp): Promise<void> {
  await t.db
    .insertInto('reference_data')
    .values({ name: 'communes', checksum: 'rows inserted by the test', row_count: 0, loaded_at: t.clock.now() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
}
