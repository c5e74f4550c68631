import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderInDashboard, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { asPublished, makeOffer } from '#tests/unit/support/replacement-fixtures.ts'
import { ReplacementDetail } from './replacement-detail.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// An urgent offer by Claire (user 42): 85 % to the replacement nurse, answers collected until 08:30.
const offer = makeOffer({
  ...asPublished,
  urgency: 'urgent',
  retrocession_percent: 85,
  answer_window_ends_at: '2027-03-01T07:30:00Z',
  author: { id: 42, first_name: 'Claire', last_name: 'Martin', profil_url: null },
})

describe('ReplacementDetail', () => {
  it('tells a replacement nurse what share comes back to them and that the holder chooses after the window', () => {
    stubApi()
    renderInDashboard(<ReplacementDetail replacement={offer} viewerId={7} />, { path: '/dashboard/replacements/detail/7' })
    expect(screen.getByText(/qui vous revient ; le titulaire garde 15 %/)).toBeTruthy()
    expect(screen.getByRole('note').textContent).toMatch(/^Le titulaire recueille les réponses jusqu’au 1er mars 2027 à 08:30/)
  })

  it('tells the holder the same facts from their side on their own offer', () => {
    stubApi()
    renderInDashboard(<ReplacementDetail replacement={offer} viewerId={42} />, { path: '/dashboard/replacements/detail/7' })
    expect(screen.getByText(/qui lui revient ; vous gardez 15 %/)).toBeTruthy()
    expect(screen.queryByText(/le titulaire garde/)).toBeNull()
    expect(screen.getByRole('note').textContent).toMatch(
      /^Les réponses sont recueillies jusqu’au 1er mars 2027 à 08:30 ; vous choisissez ensuite/,
    )
  })

  it('dates answers already closed and offers no application any more', () => {
    stubApi()
    const closed = makeOffer({ ...asPublished, ...offer, answer_window_ends_at: new Date(Date.now() - 86_400_000).toISOString() })
    renderInDashboard(<ReplacementDetail replacement={closed} viewerId={7} />, { path: '/dashboard/replacements/detail/7' })
    expect(screen.getByRole('note').textContent).toMatch(
      /^Réponses closes le \d+(er)? \p{L}+( \d{4})? à \d\d:\d\d : le titulaire choisit parmi celles reçues\.$/u,
    )
    expect(screen.queryByRole('button', { name: 'Postuler' })).toBeNull()
    expect(screen.getByText('Cette offre n’accepte plus de candidatures.')).toBeTruthy()
  })
})
