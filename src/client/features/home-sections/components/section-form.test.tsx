import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '#client/lib/api-client.ts'
import { renderInDashboard } from '#tests/unit/support/dashboard-harness.tsx'
import { emptyBody } from './section-fields.ts'
import { SectionForm } from './section-form.tsx'

afterEach(cleanup)

function renderFaq(onSubmit = vi.fn()) {
  renderInDashboard(
    <SectionForm
      kind="faq"
      initial={{ title: '', published: false, body: emptyBody('faq') }}
      pending={false}
      submitLabel="Créer la section"
      onSubmit={onSubmit}
    />,
    { path: '/dashboard/admin/home-management/create' },
  )
  return onSubmit
}

describe('SectionForm', () => {
  it('checks an item’s field with the shared schema under its own path, and focuses it', async () => {
    const onSubmit = renderFaq()
    await userEvent.type(screen.getByRole('textbox', { name: /Titre de la section/ }), 'Questions')
    await userEvent.type(screen.getByRole('textbox', { name: /Réponse/ }), 'Oui.')
    await userEvent.click(screen.getByRole('button', { name: 'Créer la section' }))
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Question/ }))
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('sends the section and puts the server’s error under the item’s field it names', async () => {
    const onSubmit = renderFaq(
      vi.fn((_input, fail: (error: unknown) => boolean) =>
        fail(
          new ApiError(422, 'http', {
            message: 'Données invalides.',
            code: 'validation.failed',
            errors: { 'body.items.0.answer': ['Ce texte est trop long.'] },
          }),
        ),
      ),
    )
    await userEvent.type(screen.getByRole('textbox', { name: /Titre de la section/ }), 'Questions')
    await userEvent.type(screen.getByRole('textbox', { name: /^Question/ }), 'Qui ?')
    await userEvent.type(screen.getByRole('textbox', { name: /Réponse/ }), 'Nous.')
    await userEvent.click(screen.getByRole('button', { name: 'Créer la section' }))
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      kind: 'faq',
      title: 'Questions',
      published: false,
      body: { items: [{ question: 'Qui ?', answer: 'Nous.' }] },
    })
    expect(await screen.findByText('Ce texte est trop long.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Réponse/ }))
  })
})
