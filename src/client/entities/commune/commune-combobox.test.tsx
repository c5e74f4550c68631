import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi } from '#client/ui/test-utils.tsx'
import { stubApi } from '#tests/unit/support/stub-api.ts'
import { type CommuneChoice, CommuneCombobox } from './commune-combobox.tsx'
import { rememberCommune } from './communes-on-device.ts'

const saintMalo = { insee: '35288', name: 'Saint-Malo', postal_code: '35400', department: '35', lat: 48.6, lng: -2 }

function Field() {
  const [value, setValue] = useState<CommuneChoice | null>(null)
  return <CommuneCombobox label="Commune" value={value} onChange={setValue} />
}

/** GET /api/communes answers Saint-Malo. */
const answerSaintMalo = () => ({ status: 200, body: { communes: [saintMalo] } })

function renderField() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return renderUi(
    <QueryClientProvider client={client}>
      <Field />
    </QueryClientProvider>,
  )
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

afterEach(() => {
  cleanup()
  setOnline(true)
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('the commune field without network', { timeout: 15_000 }, () => {
  it('says that search needs the network and offers the communes already used on this device', async () => {
    const sent = stubApi(answerSaintMalo)
    rememberCommune({ insee: '35093', name: 'Dinard', postal_code: '35800' })
    rememberCommune({ insee: '69123', name: 'Lyon', postal_code: '69001' })
    setOnline(false)
    renderField()
    const input = userEvent.setup({ delay: null })
    await input.type(screen.getByRole('combobox', { name: /Commune/ }), 'din')
    expect(await screen.findByText('Hors connexion : les communes déjà utilisées sur cet appareil.')).toBeTruthy()
    expect(screen.getByRole('option', { name: 'Dinard (35800)' })).toBeTruthy()
    expect(screen.queryByRole('option', { name: /Lyon/ })).toBeNull()
    expect(screen.queryByText('Recherche…')).toBeNull()
    await input.click(screen.getByRole('option', { name: 'Dinard (35800)' }))
    expect((screen.getByRole('combobox', { name: /Commune/ }) as HTMLInputElement).value).toBe('Dinard (35800)')
    expect(sent).toEqual([])
  })

  it('says so when the device knows no commune for what was typed', async () => {
    stubApi(answerSaintMalo)
    setOnline(false)
    renderField()
    await userEvent.setup({ delay: null }).type(screen.getByRole('combobox', { name: /Commune/ }), 'brest')
    expect(
      await screen.findByText('La recherche de communes demande le réseau. Retrouvez du réseau, puis réessayez.'),
    ).toBeTruthy()
    expect(screen.queryByText('Recherche…')).toBeNull()
  })

  it('remembers a commune chosen online, for the next time without network', async () => {
    stubApi(answerSaintMalo)
    renderField()
    const input = userEvent.setup({ delay: null })
    await input.type(screen.getByRole('combobox', { name: /Commune/ }), 'saint-m')
    await input.click(await screen.findByRole('option', { name: 'Saint-Malo (35400)' }))
    cleanup()

    setOnline(false)
    renderField()
    await input.type(screen.getByRole('combobox', { name: /Commune/ }), 'malo')
    expect(await screen.findByRole('option', { name: 'Saint-Malo (35400)' })).toBeTruthy()
  })
})
