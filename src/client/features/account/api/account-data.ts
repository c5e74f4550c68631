import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { api } from '#client/lib/api-client.ts'
import { clearPersonalData } from '#client/lib/clear-personal-data.ts'
import { paths } from '#shared/paths.ts'
import type { SoftDeleteInput } from '#shared/profile.ts'

/** GET /api/user/export: everything the platform holds about the user, as JSON (RGPD art. 15 and 20). */
export function fetchAccountExport(): Promise<unknown> {
  return api<unknown>('/user/export')
}

export function exportFileName(today: Date = new Date()): string {
  const date = today.toISOString().slice(0, 10)
  return `releve-mes-donnees-${date}.json`
}

/** Fetches the export and hands it to the browser as a .json download. */
export async function downloadAccountExport(): Promise<void> {
  const data = await fetchAccountExport()
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = exportFileName()
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the blob after the click returns: let it go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

export function useDownloadAccountExport() {
  return useMutation({ mutationFn: downloadAccountExport, networkMode: 'always' })
}

/**
 * DELETE /api/users/{id}/soft-delete `{ password }` (or `{ email }` for an account with no password
 * yet): the member closes their own account.
 */
export function deleteAccount({ userId, confirmation }: { userId: number; confirmation: SoftDeleteInput }): Promise<unknown> {
  return api(`/users/${userId}/soft-delete`, { method: 'DELETE', body: { ...confirmation } })
}

/**
 * Once the account is closed, nothing of it stays on this device (it may be a shared phone):
 * the cache, the queued changes and our storage are wiped, then the public home page opens and
 * says so (a toast alone is gone before the page has settled).
 */
export function useDeleteAccount() {
  const { t } = useLingui()
  const client = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: deleteAccount,
    networkMode: 'always',
    onSuccess: async () => {
      await clearPersonalData(client)
      const notice = t`Votre compte est supprimé. Vous êtes déconnecté de tous vos appareils et plus rien de ce compte ne reste sur celui-ci.`
      await navigate(paths.home, { replace: true, state: { notice } })
    },
  })
}
