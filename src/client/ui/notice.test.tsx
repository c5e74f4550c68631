import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CloudUploadIcon } from './icons.tsx'
import { Notice } from './notice.tsx'
import { axeViolations, renderUi } from './test-utils.tsx'

afterEach(cleanup)

describe('Notice', () => {
  it('reads a failure at once and the other tones politely, with a hidden icon', async () => {
    renderUi(
      <main>
        <Notice tone="danger">Erreur lors de la déconnexion.</Notice>
        <Notice tone="warning" title="Attention">
          Votre autorisation de remplacement expire dans 10 jours.
        </Notice>
        <Notice tone="success">Enregistré.</Notice>
        <Notice tone="info">Les offres sont publiées par les titulaires.</Notice>
      </main>,
    )
    expect(screen.getByRole('alert').textContent).toBe('Erreur lors de la déconnexion.')
    const statuses = screen.getAllByRole('status')
    expect(statuses.map((status) => status.textContent)).toEqual([
      'AttentionVotre autorisation de remplacement expire dans 10 jours.',
      'Enregistré.',
      'Les offres sont publiées par les titulaires.',
    ])
    expect(screen.getByText('Attention').tagName).toBe('STRONG')
    for (const box of [screen.getByRole('alert'), ...statuses]) {
      expect(box.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull()
    }
    expect(await axeViolations()).toEqual([])
  })

  it('stands as a note, a list item or a paragraph, with its own icon or none', async () => {
    renderUi(
      <main>
        <Notice tone="warning" role="note" as="p">
          Ne mettez aucune information médicale.
        </Notice>
        <ul aria-label="Points de vigilance">
          <Notice tone="warning" role="none" as="li" size="sm">
            Non-concurrence
          </Notice>
        </ul>
        <div role="status">
          <Notice tone="warning" role="none" icon={<CloudUploadIcon data-testid="own-icon" />}>
            En attente du réseau
          </Notice>
          <Notice tone="info" role="none" icon={null}>
            Sans icône
          </Notice>
        </div>
      </main>,
    )
    expect(screen.getByRole('note').tagName).toBe('P')
    expect(screen.getByRole('listitem').textContent).toBe('Non-concurrence')
    expect(screen.getAllByRole('status')).toHaveLength(1)
    // The given icon stands in for the tone's: the only one in its notice.
    const ownIconNotice = screen.getByText('En attente du réseau').closest('[class]')?.parentElement
    expect([...(ownIconNotice?.querySelectorAll('svg') ?? [])]).toEqual([screen.getByTestId('own-icon')])
    expect(screen.getByText('Sans icône').closest('[class]')?.parentElement?.querySelector('svg')).toBeNull()
    expect(await axeViolations()).toEqual([])
  })
})
