import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type {
  AdminDocumentDetail,
  AdminDocumentQueue,
  DocumentKind,
  MyDocuments,
  VerificationDocument,
} from '#shared/documents.ts'

/**
 * The verification documents' calls (docs/product.md#verification-documents). An upload or a
 * review needs the network now: never queued for later (a file waiting in the browser would be a
 * copy of a diploma left on a shared phone), its outcome shown at once.
 */
export const documentsKeys = {
  mine: ['documents', 'mine'] as const,
  admin: ['admin', 'documents'] as const,
  queue: ['admin', 'documents', 'queue'] as const,
  detail: (id: number) => ['admin', 'documents', 'detail', id] as const,
}

/** Asked again each time the page opens: an admin's review is news the nurse comes to see. */
export const useMyDocuments = () =>
  useQuery({
    queryKey: documentsKeys.mine,
    queryFn: ({ signal }) => api<MyDocuments>('/documents', { signal }),
    staleTime: 0,
  })

export interface UploadVariables {
  kind: DocumentKind
  file: File
  expiresOn?: string
}

export function useUploadDocument() {
  const client = useQueryClient()
  return useMutation({
    networkMode: 'always',
    retry: 0,
    mutationFn: ({ kind, file, expiresOn }: UploadVariables) => {
      const body = new FormData()
      body.append('kind', kind)
      if (expiresOn) body.append('expires_on', expiresOn)
      body.append('file', file)
      return api<{ message: string; document: VerificationDocument }>('/documents', { method: 'POST', body })
    },
    onSettled: () => client.invalidateQueries({ queryKey: documentsKeys.mine }),
  })
}

export function useDeleteDocument() {
  const client = useQueryClient()
  return useMutation({
    networkMode: 'always',
    retry: 0,
    mutationFn: (id: number) => api<{ message: string }>(`/documents/${id}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: documentsKeys.mine }),
  })
}

/** The owner's copy of the file (a download: never opened in the app's origin). */
export const ownFileUrl = (id: number) => `/api/documents/${id}/file`
/** The admins' preview (an image framed in a sandbox, a PDF's bytes for pdf.js); `download` for a copy. */
export const adminFileUrl = (id: number, download = false) => `/api/admin/documents/${id}/file${download ? '?download=1' : ''}`

export const useDocumentQueue = () =>
  useQuery({
    queryKey: documentsKeys.queue,
    queryFn: ({ signal }) => api<AdminDocumentQueue>('/admin/documents', { signal }),
    staleTime: 15_000,
  })

export const useAdminDocument = (id: number | null) =>
  useQuery({
    queryKey: documentsKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api<AdminDocumentDetail>(`/admin/documents/${id}`, { signal }),
    enabled: id !== null,
  })

export function useReviewDocument() {
  const client = useQueryClient()
  return useMutation({
    networkMode: 'always',
    retry: 0,
    mutationFn: ({ id, decision, reason }: { id: number; decision: 'approve' | 'reject'; reason?: string }) =>
      api<{ message: string }>(`/admin/documents/${id}/${decision}`, {
        method: 'POST',
        ...(decision === 'reject' ? { body: { reason } } : {}),
      }),
    onSettled: () => client.invalidateQueries({ queryKey: documentsKeys.admin }),
  })
}
