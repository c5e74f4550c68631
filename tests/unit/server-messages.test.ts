import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * The server's catalogue is every module's messages spread into one object
 * (src/server/i18n/messages.ts): a code two modules define silently takes the last one's text, and
 * one route then answers with another's sentence.
 */
const modulesDir = new URL('../../src/server/modules/', import.meta.url)

async function catalogues(): Promise<Array<{ file: string; messages: Record<string, string> }>> {
  const found: Array<{ file: string; messages: Record<string, string> }> = []
  for (const entry of readdirSync(modulesDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.messages.ts')) continue
    const url = new URL(`${entry.parentPath}/${entry.name}`, 'file://')
    const module = (await import(url.href)) as Record<string, unknown>
    for (const [name, value] of Object.entries(module))
      if (name.endsWith('Fr') && value && typeof value === 'object')
        found.push({ file: entry.name, messages: value as Record<string, string> })
  }
  return found
}

describe('the server’s message catalogue', () => {
  it('has each code defined by one module only', async () => {
    const owners = new Map<string, string[]>()
    const all = await catalogues()
    expect(all.length).toBeGreaterThan(10)
    for (const { file, messages } of all)
      for (const code of Object.keys(messages)) owners.set(code, [...(owners.get(code) ?? []), file])
    const twice = [...owners].filter(([, files]) => files.length > 1)
    expect(twice).toEqual([])
  })
})
