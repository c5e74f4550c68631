import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { HttpError } from './http-error.ts'
import { validateData } from './validate.ts'

/** The 422's `errors` of a validation that must fail. */
function errorsOf(schema: z.ZodType, data: unknown): Record<string, string[]> {
  try {
    validateData(schema, data, 'fr')
  } catch (error) {
    if (error instanceof HttpError && error.status === 422) return error.options.errors ?? {}
    throw error
  }
  throw new Error('the data passed validation')
}

const CHARACTERS = 'Ce champ contient un caractère non autorisé.'
const RANGE = 'Ce nombre sort des limites autorisées.'

describe('validateData refuses what PostgreSQL cannot store, whatever the schema', () => {
  const loose = z.object({ body: z.unknown(), list: z.array(z.unknown()).optional() })

  it('names the nested field holding a NUL character or a lone surrogate, and keeps well-formed text', () => {
    const errors = errorsOf(loose, { body: { faq: [{ q: 'ok' }, { q: 'a\u0000b' }] }, list: ['x', '\udfff'] })
    expect(errors).toEqual({ 'body.faq.1.q': [CHARACTERS], 'list.1': [CHARACTERS] })
    // Accents, emoji (surrogate pairs) and other control characters are text PostgreSQL stores.
    const text = 'Zoé 👩‍⚕️ \t\u0001 fin'
    expect(validateData(loose, { body: text }, 'fr')).toEqual({ body: text })
  })

  it('names the object whose key cannot be stored, without echoing the key', () => {
    expect(errorsOf(loose, { body: { 'a\u0000': 1 } })).toEqual({ body: [CHARACTERS] })
  })

  it('refuses a whole number past the integer columns even where a schema has no bound, in bodies and queries', () => {
    const unbounded = z.object({ ids: z.array(z.number()), page: z.coerce.number() })
    expect(errorsOf(unbounded, { ids: [1, 2_147_483_648], page: '1' })).toEqual({ 'ids.1': [RANGE] })
    expect(errorsOf(unbounded, { ids: [-2_147_483_649], page: '1' })).toEqual({ 'ids.0': [RANGE] })
    expect(errorsOf(unbounded, { ids: [], page: '99999999999' })).toEqual({ page: [RANGE] })
    expect(validateData(unbounded, { ids: [2_147_483_647, -2_147_483_648, 1e12 + 0.5], page: '7' }, 'fr')).toEqual({
      ids: [2_147_483_647, -2_147_483_648, 1e12 + 0.5],
      page: 7,
    })
  })

  it('gives a character problem its own reason only, and still reports the schema’s other fields', () => {
    const schema = z.object({ name: z.string().min(5, 'name.too_short'), email: z.string().email('email.invalid') })
    expect(errorsOf(schema, { name: '\u0000', email: 'nope' })).toEqual({
      name: [CHARACTERS],
      email: ['L’adresse e-mail n’est pas valide.'],
    })
  })

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'a\u0000'
    for (let level = 0; level < 100_000; level++) deep = [deep]
    const errors = errorsOf(loose, { body: deep })
    expect(Object.keys(errors)).toHaveLength(1)
    expect(Object.values(errors)[0]).toEqual([CHARACTERS])
  })
})
