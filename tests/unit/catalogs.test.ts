import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** The catalog's entries (message id → translation), header left out. */
function entries(locale: 'fr' | 'en'): Map<string, string> {
  const text = readFileSync(new URL(`../../src/locales/${locale}/messages.po`, import.meta.url), 'utf8')
  const map = new Map<string, string>()
  for (const block of text.split(/\n\n+/)) {
    const id = /^msgid "(.*)"$/m.exec(block)?.[1]
    const translation = /^msgstr "(.*)"$/m.exec(block)?.[1]
    if (id === undefined || translation === undefined || id === '') continue
    map.set(id, translation)
  }
  return map
}

// French is the source (the texts in the code); English is the other language offered. A message
// without its English falls back to French for an English reader, which no screen should do.
describe('message catalogs', () => {
  it('hold the same messages in French and English', () => {
    expect([...entries('en').keys()].sort()).toEqual([...entries('fr').keys()].sort())
  })

  it('have an English translation for every message', () => {
    const untranslated = [...entries('en')].filter(([, translation]) => translation === '').map(([id]) => id)
    expect(untranslated).toEqual([])
  })
})
