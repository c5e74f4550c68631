import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import type { VerificationDocument } from '#shared/documents.ts'
import { renderInDashboard, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { UserDocumentsCard } from './user-documents-card.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const base: VerificationDocument = {
  id: 7,
  kind: 'insurance',
  status: 'pending',
  file_name: 'rcp.pdf',
  content_type: 'application/pdf',
  size: 1000,
  expires_on: '2026-12-31',
  rejection_reason: null,
  created_at: '2026-03-02T09:00:00.000Z',
  reviewed_at: null,
}
const documents: VerificationDocument[] = [
  base,
  {
    ...base,
    id: 5,
    kind: 'diploma',
    status: 'rejected',
    file_name: 'diplome.webp',
    content_type: 'image/webp',
    expires_on: null,
    rejection_reason: 'Photo floue.',
    created_at: '2026-02-20T09:00:00.000Z',
    reviewed_at: '2026-02-21T09:00:00.000Z',
  },
  {
    ...base,
    id: 3,
    kind: 'ordre_attestation',
    status: 'approved',
    file_name: 'ordre.pdf',
    expires_on: null,
    created_at: '2026-02-01T09:00:00.000Z',
    reviewed_at: '2026-02-02T09:00:00.000Z',
  },
]

function answer(body: unknown, status = 200) {
  return stubApi(({ path }) => (path === '/api/admin/users/42/documents' ? { status, body } : undefined))
}

describe('UserDocumentsCard', () => {
  it('lists the member’s documents: kind, status, end date, refusal reason, sending date, review and download links', async () => {
    const sent = answer({ documents })
    renderInDashboard(<UserDocumentsCard userId={42} />, { path: '/dashboard/admin/users/42' })
    expect(screen.getByRole('heading', { name: 'Justificatifs' })).toBeTruthy()
    const items = await screen.findAllByRole('listitem')
    expect(sent.map((request) => request.path)).toEqual(['/api/admin/users/42/documents'])
    expect(items).toHaveLength(3)

    const [insurance, diploma, ordre] = items as [HTMLElement, HTMLElement, HTMLElement]
    expect(insurance.textContent).toContain('Assurance responsabilité civile professionnelle')
    expect(insurance.textContent).toContain('En cours de vérification')
    expect(insurance.textContent).toContain('Envoi du 2 mars 2026')
    expect(insurance.textContent).toContain('valable jusqu’au 31 décembre 2026')
    // A pending document links to its review; every one downloads through the admins' file route.
    const review = within(insurance).getByRole('link', { name: /^Vérifier/ })
    expect(review.getAttribute('href')).toBe('/dashboard/admin/documents?id=7')
    const download = within(insurance).getByRole('link', { name: /^Télécharger/ })
    expect(download.getAttribute('href')).toBe('/api/admin/documents/7/file?download=1')
    expect(download.getAttribute('download')).toBe('rcp.pdf')

    expect(diploma.textContent).toContain('Diplôme d’État d’infirmier')
    expect(diploma.textContent).toContain('Refusé')
    expect(diploma.textContent).toContain('Motif du refus : Photo floue.')
    expect(within(diploma).queryByRole('link', { name: /^Vérifier/ })).toBeNull()
    expect(
      within(diploma)
        .getByRole('link', { name: /^Télécharger/ })
        .getAttribute('href'),
    ).toBe('/api/admin/documents/5/file?download=1')

    expect(ordre.textContent).toContain('Approuvé')
    expect(ordre.textContent).toContain('Envoi du 1er février 2026')
    expect(ordre.textContent).not.toContain('valable')
    // Each link says which document it opens.
    expect(within(ordre).getByRole('link').textContent).toBe(
      'Télécharger Attestation d’inscription à l’Ordre, envoi du 1er février 2026',
    )
    expect(await axeViolations()).toEqual([])
  })

  it('says so when the nurse has sent nothing, and when the list could not be loaded', async () => {
    answer({ documents: [] })
    renderInDashboard(<UserDocumentsCard userId={42} />, { path: '/dashboard/admin/users/42' })
    expect(await screen.findByText('Aucun justificatif envoyé.')).toBeTruthy()
    cleanup()

    answer({ message: 'Service indisponible.' }, 503)
    renderInDashboard(<UserDocumentsCard userId={42} />, { path: '/dashboard/admin/users/42' })
    expect((await screen.findByRole('alert')).textContent).toBe('Les justificatifs n’ont pas pu être chargés.')
  })
})
