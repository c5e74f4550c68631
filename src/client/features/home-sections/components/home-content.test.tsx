import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { axeViolations, renderUi } from '#client/ui/test-utils.tsx'
import type { PublicHomeSection } from '#shared/home-sections.ts'
import { type SentRequest, stubApi } from '#tests/unit/support/stub-api.ts'
import { BuiltInSections, HomeContent, resetDocumentRead } from './home-content.tsx'

const faq: PublicHomeSection = {
  id: 4,
  kind: 'faq',
  title: 'Questions fréquentes',
  body: { items: [{ question: 'Est-ce gratuit ?', answer: 'La recherche est gratuite.' }] },
}
const hero: PublicHomeSection = {
  id: 5,
  kind: 'hero',
  title: 'Relève, près de chez vous',
  body: { lead: 'Des remplacements sereins.', primary_link: { label: 'Créer un compte', href: '/register' } },
}

let sections: PublicHomeSection[]
let fetches: SentRequest[]

beforeEach(() => {
  resetDocumentRead()
  document.body.innerHTML = ''
  sections = []
  fetches = stubApi(() => ({ status: 200, body: { sections } }))
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderHome(fallback = <h1>Contenu d’origine</h1>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createMemoryRouter(
    [
      { path: '/', element: <HomeContent fallback={fallback} /> },
      { path: '/register', element: <h1>Inscription</h1> },
    ],
    { initialEntries: ['/'] },
  )
  return renderUi(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

describe('HomeContent', () => {
  it('keeps the sections the server wrote into the page, without asking the API', async () => {
    const root = document.createElement('div')
    root.id = 'root'
    root.innerHTML = '<div data-home-sections=""><section><h1>Écrit par le serveur</h1></section></div>'
    document.body.append(root)
    renderHome()
    expect(await screen.findAllByRole('heading', { name: 'Écrit par le serveur' })).not.toHaveLength(0)
    expect(fetches).toEqual([])
  })

  it('asks the API when the app draws / itself, and shows the sections with working internal links', async () => {
    sections = [hero, faq]
    renderHome()
    expect(await screen.findByRole('heading', { level: 1, name: 'Relève, près de chez vous' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Questions fréquentes' })).toBeTruthy()
    expect(fetches.map((request) => request.path)).toEqual(['/api/home-sections'])
    expect(await axeViolations()).toEqual([])
    await userEvent.click(screen.getByRole('link', { name: 'Créer un compte' }))
    expect(await screen.findByRole('heading', { name: 'Inscription' })).toBeTruthy()
  })

  it('shows the built-in content, between the markers the server looks for, when nothing is published', async () => {
    renderHome()
    expect(await screen.findByRole('heading', { name: 'Contenu d’origine' })).toBeTruthy()
    expect(document.querySelector('[data-home-default="start"]')).not.toBeNull()
    expect(document.querySelector('[data-home-default="end"]')).not.toBeNull()
  })

  it('draws the page’s own content as sections: the headline, the sign-up buttons, the services and the rest', async () => {
    renderHome(<BuiltInSections />)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Les remplacements infirmiers, près de chez vous.' }),
    ).toBeTruthy()
    expect(screen.getAllByRole('link', { name: 'Créer un compte infirmier' }).map((link) => link.getAttribute('href'))).toEqual([
      '/register',
      '/register',
    ])
    expect(screen.getByRole('link', { name: 'Trouver une infirmière' }).getAttribute('href')).toBe('/search-nurse')
    expect(screen.getByText('Des offres autour de vous')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Ce que Relève fait pour vous' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 3, name: 'Trouvez une infirmière à domicile' })).toBeTruthy()
    const columns = screen.getByRole('region', { name: 'Les urgences et la route' })
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .filter((h) => columns.contains(h))
        .map((h) => h.textContent),
    ).toEqual(['Les urgences, équitablement', 'Sur la route, même sans réseau'])
    expect(screen.getByRole('heading', { level: 2, name: 'Dans les règles de la profession' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/login')
    expect(document.querySelector('[data-home-default="start"]')).not.toBeNull()
    expect(await axeViolations()).toEqual([])
  })
})
