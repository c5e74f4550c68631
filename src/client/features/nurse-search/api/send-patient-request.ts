import { useMutation } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import type { PatientRequestCreated, PatientRequestInput } from '#shared/patient-request.ts'

export interface SendPatientRequestVariables {
  input: PatientRequestInput
  /** One per submission: a retry after a timeout never makes two requests (docs/security.md R5). */
  idempotencyKey: string
}

/** POST /api/patient-requests: 201 `{ message }`; 422 field errors; 409 nurse unavailable; 429. */
export function sendPatientRequest({ input, idempotencyKey }: SendPatientRequestVariables): Promise<PatientRequestCreated> {
  return api<PatientRequestCreated>('/patient-requests', {
    method: 'POST',
    body: { ...input },
    headers: { 'Idempotency-Key': idempotencyKey },
  })
}

/**
 * Sent now or not at all: a patient's details and message are never kept on the device to be
 * sent later (networkMode 'always': offline, it fails at once and the form says why; never
 * paused, so never written to the persisted cache).
 */
export function useSendPatientRequest() {
  return useMutation<PatientRequestCreated, Error, SendPatientRequestVariables>({
    mutationFn: sendPatientRequest,
    networkMode: 'always',
    retry: 0,
  })
}
