import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import { makeAdminReplacementRow } from '#tests/unit/support/admin-fixtures.ts'
import { renderInDashboard, stubApi } from '#tests/unit/support/dashboard-harness.tsx'
import { UnpublishOfferDialog } from './unpublish-dialog.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const REASON = 'Offre en double : la même absence est déjà publiée.'

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Retirer l’offre' }))
  return screen.findByRole('alertdialog', { name: 'Retirer cette offre ?' })
}

describe('UnpublishOfferDialog', () => {
  it('asks for a reason of 10 characters at least before sending anything, and passes axe', async () => {
    const sent = stubApi()
    const onUnpublished = vi.fn()
    renderInDashboard(<UnpublishOfferDialog replacementId={12} onUnpublished={onUnpublished} onFailed={vi.fn()} />, {
      path: '/dashboard/admin/replacements/12',
    })
    const dialog = await openDialog()
    expect(dialog.textContent).toContain('Son auteur reçoit la raison par e-mail')
    await userEvent.type(screen.getByRole('textbox', { name: /Raison/ }), '  court  ')
    await userEvent.click(screen.getAllByRole('button', { name: 'Retirer l’offre' }).at(-1) as HTMLElement)
    expect(await screen.findByText(/au moins 10 caractères/)).toBeTruthy()
    expect(sent.filter((request) => request.method === 'POST')).toEqual([])
    expect(onUnpublished).not.toHaveBeenCalled()
    expect(await axeViolations(document.body)).toEqual([])
  })

  it('sends the trimmed reason, closes and reports success', async () => {
    const sent = stubApi(({ method, path }) =>
      method === 'POST' && path === '/api/admin/replacements/12/unpublish'
        ? { status: 200, body: { message: 'ok', replacement: detail() } }
        : undefined,
    )
    const onUnpublished = vi.fn()
    renderInDashboard(<UnpublishOfferDialog replacementId={12} onUnpublished={onUnpublished} onFailed={vi.fn()} />, {
      path: '/dashboard/admin/replacements/12',
    })
    await openDialog()
    await userEvent.type(screen.getByRole('textbox', { name: /Raison/ }), `  ${REASON}  `)
    await userEvent.click(screen.getAllByRole('button', { name: 'Retirer l’offre' }).at(-1) as HTMLElement)
    await waitFor(() => expect(onUnpublished).toHaveBeenCalledOnce())
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ reason: REASON })
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  it('shows the server’s refusal under the field and reports the failure', async () => {
    stubApi(({ method }) =>
      method === 'POST'
        ? { status: 422, body: { message: 'Trop court.', errors: { reason: ['La raison est trop courte.'] } } }
        : undefined,
    )
    const onFailed = vi.fn()
    renderInDashboard(<UnpublishOfferDialog replacementId={12} onUnpublished={vi.fn()} onFailed={onFailed} />, {
      path: '/dashboard/admin/replacements/12',
    })
    await openDialog()
    await userEvent.type(screen.getByRole('textbox', { name: /Raison/ }), REASON)
    await userEvent.click(screen.getAllByRole('button', { name: 'Retirer l’offre' }).at(-1) as HTMLElement)
    await waitFor(() => expect(onFailed).toHaveBeenCalledOnce())
    expect(await screen.findByText('La raison est trop courte.')).toBeTruthy()
    expect(screen.getByRole('alertdialog')).toBeTruthy()
  })
})

function detail() {
  return {
    ...makeAdminReplacementRow({
      id: 12,
      status: 'cancelled',
      applications_count: 0,
      pending_count: 0,
      cancelled_at: '2026-03-02T10:00:00.000Z',
    }),
    days: null,
    shifts: ['matin'],
    care_types: [],
    patients_per_day: null,
    housing_offered: false,
    vehicle_required: false,
    software: null,
    description: null,
    answer_window_ends_at: null,
    filled_at: null,
    cancel_reason: REASON,
    updated_at: '2026-03-02T10:00:00.000Z',
    unpublishable: false,
    history: [],
    applications: [],
    audit: [],
  }
}
