import { screen, waitFor } from '@testing-library/react'
import { expect, it } from 'vitest'
import { renderUi } from './test-utils.tsx'
import { loadedToasterArea, toast } from './toaster.ts'

// toast.tsx (Ark's toaster) is not imported here: the first toast has to load it.
it('gives the id at once and shows a toast asked for before the toast code has loaded', async () => {
  expect(loadedToasterArea()).toBeUndefined()
  const id = toast.success('Candidature envoyée', { description: 'En attente de réponse' })
  expect(id).toEqual(expect.any(String))
  // A first import of Ark's toaster, transformed on the fly: slower than waitFor's default second.
  await waitFor(() => expect(loadedToasterArea()).toBeDefined(), { timeout: 15_000 })
  const Toaster = loadedToasterArea()
  if (!Toaster) throw new Error('not loaded')
  renderUi(<Toaster />)
  expect(await screen.findByText('Candidature envoyée')).toBeTruthy()
  expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy()
  toast.dismiss(id)
}, 20_000)
