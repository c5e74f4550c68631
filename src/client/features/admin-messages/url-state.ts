import { positiveInt } from '#client/lib/list-url-state.ts'
import { MESSAGE_REPORTS_PER_PAGE_DEFAULT, type MessageReportStatus, messageReportStatuses } from '#shared/chat.ts'

/**
 * The reports list in the address: the status shown (the open ones unless told otherwise, 'all'
 * for every one), the page, and the conversation read in the drawer with the reported message in
 * it. Anything malformed falls back to the default; the API checks again.
 */
export type StatusFilter = MessageReportStatus | 'all'

export interface ReportsState {
  status: StatusFilter
  page: number
  /** The conversation open in the drawer, and the reported message to show in it. */
  reading: { conversation: number; message: number } | null
}

const statuses: readonly string[] = [...messageReportStatuses, 'all']

export function readReportsState(params: URLSearchParams): ReportsState {
  const status = params.get('status') ?? 'open'
  const conversation = positiveInt(params.get('conversation'), 0, Number.MAX_SAFE_INTEGER)
  const message = positiveInt(params.get('message'), 0, Number.MAX_SAFE_INTEGER)
  return {
    status: statuses.includes(status) ? (status as StatusFilter) : 'open',
    page: positiveInt(params.get('page'), 1, 100_000),
    reading: conversation > 0 && message > 0 ? { conversation, message } : null,
  }
}

export function writeReportsState(state: ReportsState): URLSearchParams {
  const params = new URLSearchParams()
  if (state.status !== 'open') params.set('status', state.status)
  if (state.page !== 1) params.set('page', String(state.page))
  if (state.reading) {
    params.set('conversation', String(state.reading.conversation))
    params.set('message', String(state.reading.message))
  }
  return params
}

/** GET /api/admin/message-reports takes the status (none for all), the page and its size. */
export function reportsApiQuery(state: ReportsState): Record<string, string> {
  return {
    ...(state.status === 'all' ? {} : { status: state.status }),
    page: String(state.page),
    perPage: String(MESSAGE_REPORTS_PER_PAGE_DEFAULT),
  }
}

export const REPORTS_PER_PAGE = MESSAGE_REPORTS_PER_PAGE_DEFAULT
