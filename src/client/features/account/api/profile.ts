import { useMutation } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type { UpdateAddressInput, UpdateInformationInput, UpdatePasswordInput } from '#shared/profile.ts'
import { useAdoptUserFromAnswer } from './adopt-user.ts'

/**
 * The profile calls of /dashboard/settings (docs/product.md#api-client). Each answers JSON with a message and, for
 * most, the user as GET /api/user shows it, which every screen then reads. They are not
 * queued offline: a nurse editing her profile sees at once whether it was saved.
 */
type Saved = { message?: string; user?: unknown }

const put = (userId: number, action: string, body: object) =>
  api<Saved>(`/users/${userId}/${action}`, { method: 'PUT', body: { ...body } })

export const updateInformation = ({ userId, input }: { userId: number; input: UpdateInformationInput }) =>
  put(userId, 'update-information', input)

export const updateAddress = ({ userId, input }: { userId: number; input: UpdateAddressInput }) =>
  put(userId, 'update-address', input)

export const updatePassword = ({ userId, input }: { userId: number; input: UpdatePasswordInput }) =>
  put(userId, 'update-password', input)

/** POST /api/users/{id}/update-profil: multipart with the image in `avatar`. */
export function uploadAvatar({ userId, file }: { userId: number; file: File }): Promise<Saved> {
  const body = new FormData()
  body.append('avatar', file)
  return api<Saved>(`/users/${userId}/update-profil`, { method: 'POST', body })
}

/** DELETE /api/users/{id}/delete-profil: removes the photo. */
export function deleteAvatar({ userId }: { userId: number }): Promise<Saved> {
  return api<Saved>(`/users/${userId}/delete-profil`, { method: 'DELETE' })
}

function useProfileMutation<V>(mutationFn: (variables: V) => Promise<Saved>) {
  const adopt = useAdoptUserFromAnswer()
  return useMutation({ mutationFn, networkMode: 'always', onSuccess: adopt })
}

export const useUpdateInformation = () => useProfileMutation(updateInformation)
export const useUpdateAddress = () => useProfileMutation(updateAddress)
export const useUpdatePassword = () => useProfileMutation(updatePassword)
export const useUploadAvatar = () => useProfileMutation(uploadAvatar)
export const useDeleteAvatar = () => useProfileMutation(deleteAvatar)
