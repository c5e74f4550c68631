import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentUserQuery } from '#client/entities/session/api/current-user.ts'
import { axeViolations } from '#client/ui/test-utils.tsx'
import { makeUser, newQueryClient, renderInDashboard, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { Component as DashboardHome } from './home.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function openHomeAs(user: ReturnType<typeof makeUser>) {
  stubApi()
  const client = newQueryClient()
  client.setQueryData(currentUserQuery.queryKey, user)
  return renderInDashboard(<DashboardHome />, { client, path: '/dashboard/home' })
}

describe('dashboard home', () => {
  it('says which role is active and lists what the profile still lacks, each line opening its section', async () => {
    openHomeAs(makeUser({ nurse: { id: 3, rpps: '10005173140' }, commune_insee: null }))
    expect(screen.getByRole('heading', { level: 1, name: 'Bonjour, Claire Martin' })).toBeTruthy()
    expect(screen.getByText(/Vous utilisez Relève en tant que/).textContent).toContain('Titulaire')
    const card = screen.getByRole('heading', { name: 'Complétez votre profil' }).closest('article') as HTMLElement
    expect(within(card).getByText(/1 sur 4 fait/).textContent).toBe('1 sur 4 fait · il reste 3 étapes')
    expect(within(card).getByRole('link', { name: 'Renseigner votre adresse' }).getAttribute('href')).toBe(
      '/dashboard/settings?section=address',
    )
    expect(within(card).getByRole('link', { name: 'Activer la double authentification' }).getAttribute('href')).toBe(
      '/dashboard/settings?section=security',
    )
    expect(within(card).queryByRole('link', { name: 'Indiquer votre numéro RPPS' })).toBeNull()
    expect(await axeViolations()).toEqual([])
  })

  it("links to the active role's screens: offers for a practice holder, search and availability for a replacement nurse", () => {
    const { unmount } = openHomeAs(makeUser())
    expect(screen.getByRole('link', { name: /Publier une offre/ }).getAttribute('href')).toBe('/dashboard/replacements/create')
    expect(screen.getByRole('link', { name: /Candidatures reçues/ }).getAttribute('href')).toBe(
      '/dashboard/replacements/responses',
    )
    expect(screen.queryByRole('link', { name: /Trouver un remplacement/ })).toBeNull()
    unmount()
    openHomeAs(makeUser({ roles: ['remplacant'], active_role: 'remplacant' }))
    expect(screen.getByRole('link', { name: /Trouver un remplacement/ }).getAttribute('href')).toBe('/dashboard/replacements')
    expect(screen.getByRole('link', { name: /Ma disponibilité/ }).getAttribute('href')).toBe(
      '/dashboard/settings?section=availability',
    )
    expect(screen.queryByRole('link', { name: /Publier une offre/ })).toBeNull()
  })

  it('opens the subscription from the home for both roles (the phone tab bar has no room for it)', () => {
    const { unmount } = openHomeAs(makeUser())
    expect(screen.getByRole('link', { name: /Abonnement/ }).getAttribute('href')).toBe('/dashboard/subscriptions')
    unmount()
    openHomeAs(makeUser({ roles: ['remplacant'], active_role: 'remplacant' }))
    expect(screen.getByRole('link', { name: /Abonnement/ }).getAttribute('href')).toBe('/dashboard/subscriptions')
  })

  it('leaves the checklist out once everything is done, and offers the role switch to members with two roles', () => {
    openHomeAs(
      makeUser({
        roles: ['titulaire', 'remplacant'],
        commune_insee: '69123',
        two_factor_enabled: true,
        profile: { profil_url: 'avatars/a.webp', bio: null },
      }),
    )
    expect(screen.queryByRole('heading', { name: 'Complétez votre profil' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Changer de rôle' }).getAttribute('href')).toBe('/dashboard/settings?section=roles')
  })
})
