import { readFileSync } from 'node:fs'
import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { authErrorMessage, authTexts, hasAuthMessage } from './auth-messages.ts'

beforeAll(() => {
  // French is the source locale: with no catalog loaded, Lingui shows the source strings.
  i18n.loadAndActivate({ locale: 'fr', messages: {} })
})

describe('the fixed texts of the accounts screens', () => {
  it('are word for word', () => {
    const said = Object.fromEntries(Object.entries(authTexts).map(([key, descriptor]) => [key, i18n._(descriptor)]))
    expect(said).toEqual({
      badCredentials: 'Identifiant ou mot de passe incorrect',
      genericError: 'Une erreur est survenue.',
      registered: 'Inscription réussie',
      registeredImmediate: 'Inscription rapide réussie',
      emailSent: 'E-mail envoyé avec succès.',
      logoutFailed: 'Erreur lors de la déconnexion.',
      success: 'Succès',
      saveFailed: "Une erreur est survenue lors de l'enregistrement",
    })
  })
})

describe('schema codes', () => {
  it('each code of the shared account schemas has its own French sentence', () => {
    // The codes are the string messages of the schemas ('rpps.checksum'): read them from the source.
    const sources = ['auth.ts', 'nurse.ts'].map((file) =>
      readFileSync(new URL(`../../../../src/shared/${file}`, import.meta.url), 'utf8'),
    )
    const codes = new Set(sources.flatMap((text) => [...text.matchAll(/'([a-z_]+\.[a-z_]+)'/g)].map((match) => match[1] ?? '')))
    expect(codes.size).toBeGreaterThan(20)
    expect([...codes].filter((code) => !hasAuthMessage(code))).toEqual([])
  })

  it('keeps the server’s own sentences as they are, and words an unknown code generically', () => {
    expect(authErrorMessage('Ce mot de passe est trop courant : choisissez-en un autre.')).toBe(
      'Ce mot de passe est trop courant : choisissez-en un autre.',
    )
    const unknown = authErrorMessage('something.new')
    expect(typeof unknown === 'string' ? unknown : i18n._(unknown)).toBe('Vérifiez ce champ.')
    const empty = authErrorMessage('email.required')
    expect(typeof empty === 'string' ? empty : i18n._(empty)).toBe('Indiquez votre adresse e-mail.')
  })
})
