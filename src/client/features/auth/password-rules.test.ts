import { describe, expect, it } from 'vitest'
import { checkPassword, meetsRequiredRules } from './password-rules.ts'

const context = { email: 'camille.durand@example.fr', first_name: 'Camille', last_name: 'Durand' }

describe('the live password rules (the server’s policy, src/shared/password.ts)', () => {
  it('requires 8 characters and advises 12', () => {
    expect(checkPassword('court', context)).toMatchObject({ length: false, advisedLength: false })
    expect(checkPassword('huit car', context)).toMatchObject({ length: true, advisedLength: false })
    expect(checkPassword('douze lettres', context)).toMatchObject({ length: true, advisedLength: true })
  })

  it('counts characters as people do (accents, emoji) and refuses more than 128', () => {
    expect(checkPassword('éééééééé', context).length).toBe(true)
    expect(checkPassword('🙂🙂🙂🙂🙂🙂🙂', context).length).toBe(false)
    expect(checkPassword('a'.repeat(129), context).length).toBe(false)
  })

  it('refuses the site’s name and the person’s names or e-mail, whatever the case and accents', () => {
    expect(checkPassword('SuperReleve2026', context).noPersonalWords).toBe(false)
    expect(checkPassword('Relève-2026-ok', context).noPersonalWords).toBe(false)
    expect(checkPassword('jaimeCAMILLE!!', context).noPersonalWords).toBe(false)
    expect(checkPassword('durand-et-fils', context).noPersonalWords).toBe(false)
    expect(checkPassword('Tournée du matin', context).noPersonalWords).toBe(true)
  })

  it('needs the required rules only', () => {
    expect(meetsRequiredRules(checkPassword('Tournée!', context))).toBe(true)
    expect(meetsRequiredRules(checkPassword('Camille1', context))).toBe(false)
  })
})
