import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type {
  ContractCompletions,
  ContractSignInput,
  ContractSigning,
  ContractVerification,
} from '#shared/contract-signatures.ts'
import { applicationKeys } from '../query-keys.ts'

/** GET /api/applications/{id}/contract/signing: the exact text to sign, the signatures, the PDF. */
export function contractSigningQuery(id: number) {
  return queryOptions({
    queryKey: applicationKeys.contractSigning(id),
    queryFn: ({ signal }) => api<ContractSigning>(`/applications/${id}/contract/signing`, { signal }),
    // The other party may sign or change a term meanwhile: asked again at each visit.
    refetchOnMount: 'always',
  })
}

export function useContractSigning(id: number) {
  return useQuery({ ...contractSigningQuery(id), enabled: id > 0 })
}

/** PUT /api/applications/{id}/contract/completions: online only (a signature may depend on it). */
export function useSaveCompletions(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (fields: ContractCompletions) =>
      api<ContractSigning>(`/applications/${id}/contract/completions`, { method: 'PUT', body: fields }),
    onSuccess: (state) => client.setQueryData(applicationKeys.contractSigning(id), state),
  })
}

/** POST /api/applications/{id}/contract/signatures: online only, the server records the moment. */
export function useSignContract(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: ContractSignInput) =>
      api<ContractSigning>(`/applications/${id}/contract/signatures`, { method: 'POST', body: { ...input } }),
    onSuccess: (state) => client.setQueryData(applicationKeys.contractSigning(id), state),
    // A 409 (the text changed): the fresh text is fetched for the signer to read again.
    onError: () => void client.invalidateQueries({ queryKey: applicationKeys.contractSigning(id) }),
  })
}

/**
 * The signed PDFs downloaded on this device, in Cache Storage (docs/offline.md): a download keeps
 * a copy, so the contract opens offline afterwards. The copy goes with the other personal data at
 * logout or when another account signs in (clear-personal-data.ts clears every runtime cache).
 */
const PDF_CACHE = 'releve-signed-contracts'
export const signedPdfUrl = (id: number) => `/api/applications/${id}/contract/pdf`

/** The signed PDF from the device's copy, if it holds one. */
async function cachedSignedPdf(id: number): Promise<Blob | null> {
  if (typeof caches === 'undefined') return null
  const cache = await caches.open(PDF_CACHE)
  const hit = await cache.match(signedPdfUrl(id))
  return hit ? hit.blob() : null
}

/** Whether this device holds a copy of the signed PDF (then it opens offline). */
export function useSavedSignedPdf(id: number, sha256: string | null) {
  return useQuery({
    queryKey: [...applicationKeys.contractSigning(id), 'saved-pdf', sha256],
    queryFn: async () => (await cachedSignedPdf(id)) !== null,
    enabled: sha256 !== null,
    networkMode: 'always',
  })
}

/**
 * The signed PDF: from the network when it answers (the device's copy refreshed), else the copy
 * kept on this device. Throws when neither is there.
 */
export async function loadSignedPdf(id: number): Promise<Blob> {
  try {
    const response = await fetch(signedPdfUrl(id), { credentials: 'same-origin' })
    if (response.ok) {
      const blob = await response.blob()
      if (typeof caches !== 'undefined') {
        const cache = await caches.open(PDF_CACHE)
        await cache.put(signedPdfUrl(id), new Response(blob, { headers: { 'Content-Type': 'application/pdf' } }))
      }
      return blob
    }
    if (response.status === 404) throw new Error('not_found')
  } catch (error) {
    const saved = await cachedSignedPdf(id)
    if (saved) return saved
    throw error
  }
  const saved = await cachedSignedPdf(id)
  if (saved) return saved
  throw new Error('unavailable')
}

/** GET /api/verify-contract/{sha256}: public, names and times only. */
export function useContractVerification(hash: string) {
  return useQuery({
    queryKey: ['verify-contract', hash],
    queryFn: ({ signal }) => api<ContractVerification>(`/verify-contract/${encodeURIComponent(hash)}`, { signal }),
  })
}
