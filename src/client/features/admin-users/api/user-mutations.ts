import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '#client/lib/api-client.ts'
import {
  type AdminUpdateUserInput,
  type AdminUserDetail,
  adminUserResponseSchema,
  type ContactUserInput,
  type CreateUserInput,
  type CrmBoard,
  type CrmNote,
  type CrmNoteInput,
  crmNoteSchema,
  type UpdateCrmInput,
  type UpdateUserFieldInput,
} from '#shared/admin-users.ts'
import { adminUsersKeys } from './keys.ts'

/**
 * The admin's changes to accounts. They need the network now (`networkMode: 'always'`, no retry):
 * an admin action is never queued for later, its outcome is shown at once (the toasts of docs/product.md#messages).
 */
const now = { networkMode: 'always', retry: 0 } as const

/** Every list, board, detail and history of the back office is stale after a change. */
function refreshAll(client: QueryClient) {
  return client.invalidateQueries({ queryKey: adminUsersKeys.all })
}

async function userAnswer(promise: Promise<unknown>): Promise<AdminUserDetail> {
  return adminUserResponseSchema.parse(await promise).user
}

function useUserMutation<V>(mutationFn: (variables: V) => Promise<AdminUserDetail>) {
  const client = useQueryClient()
  return useMutation({
    ...now,
    mutationFn,
    onSuccess: (user) => {
      client.setQueryData(adminUsersKeys.detail(user.id), user)
      return refreshAll(client)
    },
  })
}

export const useCreateUser = () =>
  useUserMutation((input: CreateUserInput) => userAnswer(api('/users', { method: 'POST', body: input })))

export const useUpdateUser = () =>
  useUserMutation(({ id, ...input }: AdminUpdateUserInput & { id: number }) =>
    userAnswer(api(`/users/${id}`, { method: 'PUT', body: input })),
  )

export const useUpdateUserField = () =>
  useUserMutation(({ id, ...input }: UpdateUserFieldInput & { id: number }) =>
    userAnswer(api(`/users/${id}/update-user-field`, { method: 'PUT', body: input })),
  )

export const useValidateUser = () =>
  useUserMutation(({ id, validated = true }: { id: number; validated?: boolean }) =>
    userAnswer(api(`/users/${id}/validate`, { method: 'PUT', body: { validated } })),
  )

export const useActivateUser = () =>
  useUserMutation(({ id, active }: { id: number; active: boolean }) =>
    userAnswer(api(`/users/${id}/activate`, { method: 'PUT', body: { active } })),
  )

export const useDeleteUser = () => useUserMutation((id: number) => userAnswer(api(`/users/${id}`, { method: 'DELETE' })))

export const useRestoreUser = () => useUserMutation((id: number) => userAnswer(api(`/users/${id}/restore`, { method: 'POST' })))

export function useContactUser() {
  const client = useQueryClient()
  return useMutation({
    ...now,
    mutationFn: ({ id, ...input }: ContactUserInput & { id: number }) =>
      api<unknown>(`/users/${id}/contact`, { method: 'POST', body: input }),
    onSuccess: (_answer, { id }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminUsersKeys.mails(id) }),
        client.invalidateQueries({ queryKey: adminUsersKeys.audit(id) }),
      ]),
  })
}

const notesAnswer = z.object({ notes: z.array(crmNoteSchema) })

export function useAddNote() {
  const client = useQueryClient()
  return useMutation({
    ...now,
    mutationFn: async ({ id, ...input }: CrmNoteInput & { id: number }): Promise<CrmNote[]> =>
      notesAnswer.parse(await api<unknown>(`/users/${id}/notes`, { method: 'POST', body: input })).notes,
    onSuccess: (notes, { id }) => {
      client.setQueryData<AdminUserDetail>(adminUsersKeys.detail(id), (user) => (user ? { ...user, notes } : user))
      return client.invalidateQueries({ queryKey: adminUsersKeys.audit(id) })
    },
  })
}

/**
 * PUT /api/users/{id}/crm. Moving a card is shown at once on every board in the cache (drag and
 * drop must feel immediate) and put back if the server refuses.
 */
export function useUpdateCrm() {
  const client = useQueryClient()
  return useMutation({
    ...now,
    mutationFn: ({ id, ...input }: UpdateCrmInput & { id: number }) =>
      api<unknown>(`/users/${id}/crm`, { method: 'PUT', body: input }),
    onMutate: async ({ id, stage }) => {
      if (!stage) return { previous: [] as [readonly unknown[], CrmBoard | undefined][] }
      const filter = { queryKey: [...adminUsersKeys.all, 'crm'] }
      await client.cancelQueries(filter)
      const previous = client.getQueriesData<CrmBoard>(filter)
      client.setQueriesData<CrmBoard>(filter, (board) => (board ? moveCard(board, id, stage) : board))
      return { previous }
    },
    onError: (_error, _variables, context) => {
      for (const [key, board] of context?.previous ?? []) client.setQueryData(key, board)
    },
    onSettled: () => refreshAll(client),
  })
}

/** The board with one account moved to the top of another stage, the counts kept right. */
export function moveCard(board: CrmBoard, userId: number, stage: CrmBoard['columns'][number]['stage']): CrmBoard {
  const card = board.columns.flatMap((column) => column.users).find((user) => user.id === userId)
  if (!card || card.crm.stage === stage) return board
  const moved = { ...card, crm: { ...card.crm, stage } }
  return {
    columns: board.columns.map((column) => {
      if (column.stage === card.crm.stage)
        return { ...column, count: column.count - 1, users: column.users.filter((user) => user.id !== userId) }
      if (column.stage === stage) return { ...column, count: column.count + 1, users: [moved, ...column.users] }
      return column
    }),
  }
}
