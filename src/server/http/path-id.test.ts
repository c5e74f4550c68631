import { describe, expect, it } from 'vitest'
import { HttpError } from './http-error.ts'
import { pathId, pathUuid } from './path-id.ts'

function statusOf(parse: () => unknown): number | undefined {
  try {
    parse()
  } catch (error) {
    if (error instanceof HttpError) return error.status
    throw error
  }
  return undefined
}

describe('pathId', () => {
  it('reads the digits of an integer row id', () => {
    expect(pathId('1')).toBe(1)
    expect(pathId('0042')).toBe(42)
    expect(pathId('2147483647')).toBe(2_147_483_647)
  })

  it.each([undefined, '', '0', '-1', '1.5', '1e3', ' 1', '0x10', '2147483648', '9999999999', '12345678901'])(
    'answers 404 to %j',
    (raw) => {
      expect(statusOf(() => pathId(raw))).toBe(404)
    },
  )
})

describe('pathUuid', () => {
  it('reads a uuid in lower case', () => {
    expect(pathUuid('0B9F1C2E-7A4D-4E4B-9C1A-2F3E4D5C6B7A')).toBe('0b9f1c2e-7a4d-4e4b-9c1a-2f3e4d5c6b7a')
  })

  it.each([undefined, '', '1', '0b9f1c2e7a4d4e4b9c1a2f3e4d5c6b7a', '0b9f1c2e-7a4d-4e4b-9c1a-2f3e4d5c6b7az'])(
    'answers 404 to %j',
    (raw) => {
      expect(statusOf(() => pathUuid(raw))).toBe(404)
    },
  )
})
