import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import {
  type AdminPatientRequestDetail,
  type AdminPatientRequestsList,
  adminPatientRequestDetailSchema,
  adminPatientRequestResponseSchema,
  adminPatientRequestsListSchema,
  type PatientRequestNoteInput,
  type UpdatePatientRequestInput,
} from '#shared/admin-patient-requests.ts'

/** Query keys of the patients' requests back office: everything under ['admin', 'patient-requests'] goes stale together. */
export const adminPatientsKeys = {
  all: ['admin', 'patient-requests'] as const,
  list: (query: Record<string, string>) => ['admin', 'patient-requests', 'list', query] as const,
  detail: (id: number) => ['admin', 'patient-requests', 'detail', id] as const,
}

export const patientRequestsQuery = (query: Record<string, string>) =>
  queryOptions({
    queryKey: adminPatientsKeys.list(query),
    queryFn: async (): Promise<AdminPatientRequestsList> =>
      adminPatientRequestsListSchema.parse(await api<unknown>('/admin/patient-requests', { query })),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })

export const usePatientRequests = (query: Record<string, string>) => useQuery(patientRequestsQuery(query))

export function usePatientRequest(id: number | null) {
  return useQuery({
    queryKey: adminPatientsKeys.detail(id ?? 0),
    queryFn: async (): Promise<AdminPatientRequestDetail> =>
      adminPatientRequestDetailSchema.parse(await api<unknown>(`/admin/patient-requests/${id}`)),
    enabled: id !== null,
  })
}

/** Admin changes need the network now: never queued, their outcome shown at once. */
function usePatientRequestMutation<V>(id: number, send: (variables: V) => Promise<unknown>) {
  const client = useQueryClient()
  return useMutation({
    networkMode: 'always',
    retry: 0,
    mutationFn: async (variables: V) => adminPatientRequestResponseSchema.parse(await send(variables)).patient_request,
    onSuccess: (request) => {
      client.setQueryData(adminPatientsKeys.detail(id), request)
      return client.invalidateQueries({ queryKey: adminPatientsKeys.all })
    },
  })
}

export const useUpdatePatientRequest = (id: number) =>
  usePatientRequestMutation(id, (input: UpdatePatientRequestInput) =>
    api<unknown>(`/admin/patient-requests/${id}`, { method: 'PUT', body: input }),
  )

export const useAddPatientNote = (id: number) =>
  usePatientRequestMutation(id, (input: PatientRequestNoteInput) =>
    api<unknown>(`/admin/patient-requests/${id}/notes`, { method: 'POST', body: input }),
  )
