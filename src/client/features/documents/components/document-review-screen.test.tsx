import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AdminDocument, AdminDocumentDetail } from '#shared/documents.ts'
import { renderInDashboard, stubApi, toastSpiesForEachTest } from '#tests/unit/support/dashboard-harness.tsx'
import { DocumentReviewScreen } from './document-review-screen.tsx'

const pending: AdminDocument = {
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
  user: {
    id: 42,
    first_name: 'Léa',
    last_name: 'Martin',
    email: 'lea@example.fr',
    roles: ['remplacant'],
    rpps: '10005173140',
    rpps_valid: true,
    validated_at: null,
  },
}

const detail: AdminDocumentDetail = { document: pending, others: [], required: ['diploma', 'insurance'] }

function answers() {
  return stubApi((request) => {
    if (request.method === 'GET' && request.path === '/api/admin/documents')
      return { status: 200, body: { documents: [pending] } }
    if (request.method === 'GET' && request.path === '/api/admin/documents/7') return { status: 200, body: detail }
    if (request.method === 'POST') return { status: 200, body: { message: 'Document refusé.' } }
    return undefined
  })
}

const toasts = toastSpiesForEachTest()

describe('DocumentReviewScreen', () => {
  it('frames the oldest pending document in a sandbox beside the profile and the RPPS check', async () => {
    answers()
    renderInDashboard(<DocumentReviewScreen />, { path: '/dashboard/admin/documents' })
    const frame = await screen.findByTitle('Assurance responsabilité civile professionnelle de Léa Martin')
    expect(frame.getAttribute('sandbox')).toBe('')
    expect(frame.getAttribute('src')).toBe('/api/admin/documents/7/file')
    expect(screen.getByText('clé de contrôle valide')).toBeTruthy()
    expect(screen.getByText('lea@example.fr')).toBeTruthy()
  })

  it('asks a reason before rejecting, then sends it', async () => {
    const sent = answers()
    renderInDashboard(<DocumentReviewScreen />, { path: '/dashboard/admin/documents' })
    const input = userEvent.setup({ delay: null })
    await input.click(await screen.findByRole('button', { name: 'Refuser' }, { timeout: 3000 }))
    expect(await screen.findByText('Indiquez le motif du refus : il est envoyé à l’infirmier.')).toBeTruthy()
    expect(sent.filter((r) => r.method === 'POST')).toEqual([])
    await input.type(screen.getByLabelText('Motif du refus'), 'Attestation expirée.')
    await input.click(screen.getByRole('button', { name: 'Refuser' }))
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Document refusé.'), { timeout: 3000 })
    expect(sent.find((r) => r.method === 'POST')).toMatchObject({
      path: '/api/admin/documents/7/reject',
      body: { reason: 'Attestation expirée.' },
    })
  })
})
