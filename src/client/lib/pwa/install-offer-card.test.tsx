import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query'
import { act, cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { axeViolations, renderUi } from '#client/ui/test-utils.tsx'
import { storageKeys } from '../storage-keys.ts'
import { captureInstallPrompt, NEW_VISIT_AFTER_MS, resetInstallPrompt, usefulActionMeta } from './install-offer.ts'
import { InstallOffer } from './install-offer-card.tsx'

const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

let standalone = false
beforeEach(() => {
  standalone = false
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === '(display-mode: standalone)' && standalone,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  )
  captureInstallPrompt()
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  localStorage.clear()
  resetInstallPrompt()
})

/** A screen of the app with one action of each kind: a useful one (an application sent) and another. */
function Screen() {
  const apply = useMutation({ mutationFn: async () => 'sent', meta: usefulActionMeta })
  const other = useMutation({ mutationFn: async () => 'read' })
  return (
    <>
      <InstallOffer />
      <button type="button" onClick={() => apply.mutate()}>
        Postuler
      </button>
      <button type="button" onClick={() => other.mutate()}>
        Marquer comme lu
      </button>
    </>
  )
}

function render() {
  const client = new QueryClient({ defaultOptions: { mutations: { networkMode: 'always' } } })
  return renderUi(
    <QueryClientProvider client={client}>
      <Screen />
    </QueryClientProvider>,
  )
}

function offerPrompt(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome }),
  })
  act(() => {
    window.dispatchEvent(event)
  })
  return event
}

const offer = () => screen.queryByRole('region', { name: /Installez Relève|Ajoutez Relève/ })

describe('InstallOffer', () => {
  it('waits for a first useful action, then offers the browser’s prompt, accessibly', async () => {
    render()
    const event = offerPrompt()
    expect(offer()).toBeNull()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Marquer comme lu' }))
    expect(offer()).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Postuler' }))
    expect(await screen.findByRole('region', { name: 'Installez Relève sur cet appareil' })).toBeTruthy()
    expect(await axeViolations()).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Installer' }))
    expect(event.prompt).toHaveBeenCalledOnce()
    await waitFor(() => expect(offer()).toBeNull())
  })

  it('shows on the second visit', () => {
    localStorage.setItem(
      storageKeys.installOffer,
      JSON.stringify({ visits: 1, lastStartAt: Date.now() - NEW_VISIT_AFTER_MS - 1000, usefulAction: false, closed: false }),
    )
    render()
    offerPrompt()
    expect(screen.getByRole('region', { name: 'Installez Relève sur cet appareil' })).toBeTruthy()
  })

  it('gives iOS Safari, which has no prompt, the steps of its share menu', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(iPhoneSafari)
    render()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Postuler' }))
    const region = await screen.findByRole('region', { name: 'Ajoutez Relève à l’écran d’accueil' })
    expect(region.textContent).toContain('Touchez Partager')
    expect(region.textContent).toContain('«\u00a0Sur l’écran d’accueil\u00a0»')
  })

  it('never shows in the installed app', async () => {
    standalone = true
    render()
    offerPrompt()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Postuler' }))
    expect(offer()).toBeNull()
  })

  it('once closed, is not offered again on this device', async () => {
    render()
    offerPrompt()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Postuler' }))
    await user.click(await screen.findByRole('button', { name: 'Plus tard' }))
    expect(offer()).toBeNull()

    cleanup()
    render()
    offerPrompt()
    await user.click(screen.getByRole('button', { name: 'Postuler' }))
    expect(offer()).toBeNull()
  })
})
