import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { makeUser, renderInDashboard, stubApi, toastSpiesForEachTest } from '#tests/unit/support/dashboard-harness.tsx'
import { AvatarForm } from './avatar-form.tsx'

const pngHead = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]

function file(bytes: number[], name: string, type: string, size = bytes.length) {
  const content = new Uint8Array(size)
  content.set(bytes)
  return new File([content], name, { type })
}

const toasts = toastSpiesForEachTest()
beforeEach(() => {
  // jsdom has no object URLs: the preview only needs one to exist.
  URL.createObjectURL = vi.fn(() => 'blob:preview')
  URL.revokeObjectURL = vi.fn()
})

describe('AvatarForm', () => {
  it('refuses a file that is not a JPEG, PNG or WebP by its content, whatever its name', async () => {
    const sent = stubApi()
    renderInDashboard(<AvatarForm user={makeUser()} />)
    await userEvent
      .setup({ delay: null })
      .upload(screen.getByLabelText('Fichier de la photo'), file([0x3c, 0x73, 0x76, 0x67], 'photo.png', 'image/png'))
    expect((await screen.findByRole('alert')).textContent).toContain('Ce fichier n’est pas une image JPEG, PNG ou WebP.')
    expect(screen.queryByRole('button', { name: 'Enregistrer la photo' })).toBeNull()
    expect(sent).toEqual([])
  })

  it('refuses a photo over 5 MB before sending it', async () => {
    stubApi()
    renderInDashboard(<AvatarForm user={makeUser()} />)
    await userEvent
      .setup({ delay: null })
      .upload(screen.getByLabelText('Fichier de la photo'), file(pngHead, 'big.png', 'image/png', 5 * 1024 * 1024 + 1))
    expect((await screen.findByRole('alert')).textContent).toContain('Cette photo est trop lourde : 5 Mo au plus.')
  })

  it('previews the chosen photo, then sends it as multipart `avatar` and says Succès', async () => {
    const sent = stubApi(() => ({
      status: 200,
      body: { message: 'ok', user: makeUser({ profile: { profil_url: 'avatars/a.webp', bio: null } }) },
    }))
    const { port } = renderInDashboard(<AvatarForm user={makeUser()} />)
    const input = userEvent.setup({ delay: null })
    await input.upload(screen.getByLabelText('Fichier de la photo'), file(pngHead, 'moi.png', 'image/png'))
    expect((await screen.findByRole('img', { name: /aperçu avant enregistrement/ })).getAttribute('src')).toBe('blob:preview')
    await input.click(screen.getByRole('button', { name: 'Enregistrer la photo' }))
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Succès', expect.anything()))
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/users/42/update-profil' })
    const body = sent[0]?.body
    expect(body instanceof FormData && body.get('avatar')).toBeInstanceOf(File)
    expect(port.update).toHaveBeenCalled()
  })

  it('shows the server’s refusal of the photo', async () => {
    stubApi(() => ({
      status: 422,
      body: { message: 'Image illisible.', errors: { avatar: ['Cette image ne peut pas être lue.'] } },
    }))
    renderInDashboard(<AvatarForm user={makeUser()} />)
    const input = userEvent.setup({ delay: null })
    await input.upload(screen.getByLabelText('Fichier de la photo'), file(pngHead, 'moi.png', 'image/png'))
    await input.click(await screen.findByRole('button', { name: 'Enregistrer la photo' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Cette image ne peut pas être lue.')
  })

  it('removes the photo with the deletion toasts', async () => {
    const withPhoto = makeUser({ profile: { profil_url: 'avatars/a.webp', bio: null } })
    const answers = [
      { status: 200, body: { message: 'ok', user: makeUser() } },
      { status: 503, body: { message: 'Indisponible' } },
    ]
    const sent = stubApi(() => answers.shift())
    renderInDashboard(<AvatarForm user={withPhoto} />)
    const input = userEvent.setup({ delay: null })
    await input.click(screen.getByRole('button', { name: 'Supprimer la photo' }))
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Suppression réussie.', expect.anything()))
    expect(sent[0]).toMatchObject({ method: 'DELETE', path: '/api/users/42/delete-profil' })
    await input.click(screen.getByRole('button', { name: 'Supprimer la photo' }))
    await waitFor(() =>
      expect(toasts.destructive).toHaveBeenCalledWith('Une erreur est survenue lors de la suppression.', expect.anything()),
    )
  })
})
