import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentUserQuery } from '#client/entities/session/api/current-user.ts'
import { makeUser, newQueryClient, renderInDashboard, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { Component as SettingsPage } from './settings.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function openSettings(path: string, user = makeUser()) {
  stubApi()
  const client = newQueryClient()
  client.setQueryData(currentUserQuery.queryKey, user)
  return renderInDashboard(<SettingsPage />, { client, path })
}

const sectionNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.querySelector('span span')?.textContent)

describe('settings page', () => {
  it('lists the sections that concern the account, each a link to ?section=', () => {
    openSettings('/dashboard/settings', makeUser({ nurse: { id: 3 } }))
    const nav = screen.getByRole('navigation', { name: 'Sections des paramètres' })
    expect(sectionNames(nav)).toEqual([
      'Informations',
      'Adresse',
      'Mot de passe',
      'Photo de profil',
      'Profil infirmier',
      'Justificatifs',
      'Disponibilité',
      'Rôles',
      'Préférences',
      'Notifications',
      'Sécurité',
      'Données',
    ])
    expect(
      within(nav)
        .getByRole('link', { name: /Sécurité/ })
        .getAttribute('href'),
    ).toBe('/dashboard/settings?section=security')
  })

  it('leaves out the nurse sections for an account without a nurse role', () => {
    openSettings('/dashboard/settings', makeUser({ account_type: 'administrator', roles: [], active_role: null }))
    const names = sectionNames(screen.getByRole('navigation', { name: 'Sections des paramètres' }))
    expect(names).not.toContain('Profil infirmier')
    expect(names).not.toContain('Disponibilité')
    expect(names).not.toContain('Rôles')
  })

  it('opens the section named in the address, with the way back to the list', () => {
    openSettings('/dashboard/settings?section=password')
    expect(screen.getByRole('heading', { level: 2, name: 'Mot de passe' })).toBeTruthy()
    expect(screen.getByLabelText(/^Mot de passe actuel/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Paramètres' }).getAttribute('href')).toBe('/dashboard/settings')
    expect(
      screen.getByRole('navigation', { name: 'Sections des paramètres' }).querySelector('[aria-current=page]')?.textContent,
    ).toContain('Mot de passe')
  })

  it('opens the first section for an unknown one', () => {
    openSettings('/dashboard/settings?section=nothing')
    expect(screen.getByRole('heading', { level: 2, name: 'Informations' })).toBeTruthy()
  })
})
