import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { MyDocuments, VerificationDocument } from '#shared/documents.ts'
import { renderInDashboard, type SentRequest, stubApi, toastSpiesForEachTest } from '#tests/unit/support/dashboard-harness.tsx'
import { DocumentsPanel } from './documents-panel.tsx'

const pdfHead = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]

function file(bytes: number[], name: string, type: string, size = bytes.length) {
  const content = new Uint8Array(size)
  content.set(bytes)
  return new File([content], name, { type })
}

const doc = (overrides: Partial<VerificationDocument>): VerificationDocument => ({
  id: 1,
  kind: 'diploma',
  status: 'pending',
  file_name: 'diplome.pdf',
  content_type: 'application/pdf',
  size: 1000,
  expires_on: null,
  rejection_reason: null,
  created_at: '2026-03-02T09:00:00.000Z',
  reviewed_at: null,
  ...overrides,
})

const mine = (
  documents: VerificationDocument[],
  required: MyDocuments['required'] = ['diploma', 'ordre_attestation', 'insurance'],
) => ({
  status: 200,
  body: { documents, required, validated: false } satisfies MyDocuments,
})

const toasts = toastSpiesForEachTest()
const card = (name: string) => screen.getByRole('article', { name })

describe('DocumentsPanel', () => {
  it('shows a card per required kind with its status and a refusal’s reason', async () => {
    stubApi(() =>
      mine([
        doc({ id: 1, status: 'approved' }),
        doc({ id: 2, kind: 'ordre_attestation', status: 'rejected', rejection_reason: 'Attestation illisible.' }),
      ]),
    )
    renderInDashboard(<DocumentsPanel />)
    await screen.findByRole('article', { name: 'Diplôme d’État d’infirmier' })
    expect(within(card('Diplôme d’État d’infirmier')).getByText('Approuvé')).toBeTruthy()
    expect(within(card('Attestation d’inscription à l’Ordre')).getByText('Attestation illisible.')).toBeTruthy()
    expect(within(card('Assurance responsabilité civile professionnelle')).getByText('Pas encore envoyé')).toBeTruthy()
    expect(screen.queryByRole('article', { name: 'Autorisation de remplacement' })).toBeNull()
  })

  it('refuses a file that is not a PDF, JPEG or PNG by its content before sending it', async () => {
    const sent = stubApi(() => mine([]))
    renderInDashboard(<DocumentsPanel />)
    await screen.findByRole('article', { name: 'Diplôme d’État d’infirmier' })
    await userEvent
      .setup({ delay: null })
      .upload(
        screen.getByLabelText('Fichier : Diplôme d’État d’infirmier'),
        file([0x4d, 0x5a, 0x90, 0], 'diplome.pdf', 'application/pdf'),
      )
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Ce fichier n’est ni un PDF, ni une photo JPEG, ni une image PNG.',
    )
    expect(sent.filter((r) => r.method === 'POST')).toEqual([])
  })

  it('asks the end date of an insurance certificate, then sends the file as multipart', async () => {
    const answers = (request: SentRequest) =>
      request.method === 'POST'
        ? {
            status: 201,
            body: { message: 'Document envoyé : l’équipe Relève va le vérifier.', document: doc({ kind: 'insurance' }) },
          }
        : mine([])
    const sent = stubApi(answers)
    renderInDashboard(<DocumentsPanel />)
    await screen.findByRole('article', { name: 'Assurance responsabilité civile professionnelle' })
    const input = userEvent.setup({ delay: null })
    await input.upload(
      screen.getByLabelText('Fichier : Assurance responsabilité civile professionnelle'),
      file(pdfHead, 'rcp.pdf', 'application/pdf'),
    )
    const insurance = card('Assurance responsabilité civile professionnelle')
    await input.click(await within(insurance).findByRole('button', { name: 'Envoyer' }))
    expect(await within(insurance).findByText('Indiquez la date de fin de validité du document.')).toBeTruthy()
    expect(sent.filter((r) => r.method === 'POST')).toEqual([])
    await input.type(within(insurance).getByLabelText(/Date de fin de validité/), '2026-12-31')
    await input.click(within(insurance).getByRole('button', { name: 'Envoyer' }))
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('Document envoyé : l’équipe Relève va le vérifier.', expect.anything()),
    )
    const posted = sent.find((r) => r.method === 'POST')
    expect(posted?.path).toBe('/api/documents')
    const body = posted?.body as FormData
    expect([body.get('kind'), body.get('expires_on')]).toEqual(['insurance', '2026-12-31'])
    expect(body.get('file')).toBeInstanceOf(File)
  })

  it('shows the server’s refusal of a PDF with active content', async () => {
    stubApi((request) =>
      request.method === 'POST'
        ? {
            status: 422,
            body: {
              message: 'Ce PDF contient du JavaScript.',
              code: 'documents.pdf_active',
              errors: { file: ['Ce PDF contient du JavaScript, des actions ou des fichiers intégrés : il est refusé.'] },
            },
          }
        : mine([]),
    )
    renderInDashboard(<DocumentsPanel />)
    await screen.findByRole('article', { name: 'Diplôme d’État d’infirmier' })
    const input = userEvent.setup({ delay: null })
    await input.upload(screen.getByLabelText('Fichier : Diplôme d’État d’infirmier'), file(pdfHead, 'd.pdf', 'application/pdf'))
    await input.click(await within(card('Diplôme d’État d’infirmier')).findByRole('button', { name: 'Envoyer' }))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Ce PDF contient du JavaScript, des actions ou des fichiers intégrés',
    )
  })
})
