import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from '#client/ui/button.tsx'
import { axeViolations } from '#client/ui/test-utils.tsx'
import { renderInDashboard } from '#tests/unit/support/dashboard-harness.tsx'
import { AdminRecordUnavailable } from './admin-record-page.tsx'
import { ConfirmAction } from './confirm-action.tsx'

afterEach(cleanup)

describe('ConfirmAction', () => {
  it('asks before acting: "Annuler" closes without acting, the confirming button acts', async () => {
    const onConfirm = vi.fn()
    renderInDashboard(
      <ConfirmAction
        trigger={<Button variant="danger">Supprimer</Button>}
        title="Supprimer « Pansements » ?"
        description="La suppression est définitive."
        confirmLabel="Supprimer pour de bon"
        danger
        pending={false}
        onConfirm={onConfirm}
      />,
      { path: '/dashboard/admin/care-types/3' },
    )
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer « Pansements » ?' })
    expect(dialog.textContent).toContain('La suppression est définitive.')
    expect(await axeViolations(document.body)).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }))
    expect(onConfirm).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer pour de bon' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })
})

describe('AdminRecordUnavailable', () => {
  const frame = { title: 'Section', lines: 3, failure: 'Introuvable.', backTo: '/dashboard/admin', backLabel: 'Retour' }

  it('shows a busy frame with a skeleton while the record loads', () => {
    const { container } = renderInDashboard(<AdminRecordUnavailable loading {...frame} />, { path: '/dashboard/admin/x' })
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: 'Section' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says why the record could not be loaded, with the way back', () => {
    const { container } = renderInDashboard(<AdminRecordUnavailable loading={false} {...frame} />, {
      path: '/dashboard/admin/x',
    })
    expect(screen.getByRole('alert').textContent).toBe('Introuvable.')
    expect(screen.getByRole('link', { name: 'Retour' }).getAttribute('href')).toBe('/dashboard/admin')
    expect(container.querySelector('[aria-busy]')).toBeNull()
  })
})
