import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { axeViolations } from '#client/ui/test-utils.tsx'
import { renderInDashboard, type SentRequest, stubApi, toastSpiesForEachTest } from '#tests/unit/support/dashboard-harness.tsx'
import { CalendarFeedPanel } from './calendar-feed-panel.tsx'

const toasts = toastSpiesForEachTest()

const url = 'http://localhost:3000/api/calendar/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde.ics'

function api(active: boolean) {
  let state = active
    ? { active: true, created_at: '2026-03-01T10:00:00Z', last_fetched_at: null }
    : { active: false, created_at: null, last_fetched_at: null }
  return stubApi((request: SentRequest) => {
    if (request.path !== '/api/calendar/feed') return undefined
    if (request.method === 'GET') return { status: 200, body: state }
    if (request.method === 'POST') {
      state = { active: true, created_at: '2026-03-02T09:00:00Z', last_fetched_at: null }
      return {
        status: 201,
        body: { ...state, message: 'Votre lien d’agenda est prêt.', url, webcal_url: url.replace('http:', 'webcal:') },
      }
    }
    if (request.method === 'DELETE') {
      state = { active: false, created_at: null, last_fetched_at: null }
      return { status: 200, body: { message: 'Le lien d’agenda est désactivé.' } }
    }
    return undefined
  })
}

describe('CalendarFeedPanel', { timeout: 15_000 }, () => {
  it('makes the private link and shows it once, to copy or open in the calendar', async () => {
    const sent = api(false)
    renderInDashboard(<CalendarFeedPanel />)
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'Créer mon lien d’agenda' }))
    const field = (await screen.findByRole('textbox', { name: 'Votre lien d’agenda' })) as HTMLInputElement
    expect(field.value).toBe(url)
    expect(screen.getByRole('link', { name: 'Ouvrir dans l’agenda' }).getAttribute('href')).toBe(url.replace('http:', 'webcal:'))
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Copier le lien' }))
    // user-event puts a clipboard of its own on navigator.
    expect(await navigator.clipboard.readText()).toBe(url)
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Lien copié.'))
    expect(await axeViolations()).toEqual([])
  })

  it('regenerates or turns off an active link after a confirmation', async () => {
    const sent = api(true)
    renderInDashboard(<CalendarFeedPanel />)
    const user = userEvent.setup({ delay: null })
    expect(await screen.findByText(/Un lien est actif depuis le 1er mars 2026\./)).toBeTruthy()
    expect(screen.queryByRole('textbox')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Générer un nouveau lien' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Générer un nouveau lien ?' })
    await user.click(within(confirm).getByRole('button', { name: 'Générer' }))
    expect(((await screen.findByRole('textbox', { name: 'Votre lien d’agenda' })) as HTMLInputElement).value).toBe(url)

    await user.click(await screen.findByRole('button', { name: 'Désactiver le lien' }))
    const revoke = await screen.findByRole('alertdialog', { name: 'Désactiver le lien d’agenda ?' })
    await user.click(within(revoke).getByRole('button', { name: 'Désactiver' }))
    await waitFor(() => expect(sent.some((r) => r.method === 'DELETE')).toBe(true))
    expect(await screen.findByRole('button', { name: 'Créer mon lien d’agenda' })).toBeTruthy()
    expect(screen.queryByRole('textbox')).toBeNull()
  })
})
