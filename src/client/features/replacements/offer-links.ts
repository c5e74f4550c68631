import { generatePath } from 'react-router'
import { paths } from '#shared/paths.ts'

/** The holder's screens, as links (one place for their query parameters). */

export type MyOffersTab = 'drafts' | 'published' | 'filled' | 'closed'
export const myOffersTabs: readonly MyOffersTab[] = ['drafts', 'published', 'filled', 'closed']

export function isMyOffersTab(value: string | null): value is MyOffersTab {
  return value !== null && (myOffersTabs as readonly string[]).includes(value)
}

export function myOffersUrl(tab?: MyOffersTab): string {
  return tab ? `${paths.replacementsMine}?tab=${tab}` : paths.replacementsMine
}

/** The form, for a draft or a published offer. */
export function editOfferUrl(replacementId: number): string {
  return `${paths.replacementsCreate}?id=${replacementId}`
}

export function applicantsUrl(replacementId: number): string {
  return generatePath(paths.replacementApplicants, { id: String(replacementId) })
}

export function offerDetailUrl(replacementId: number): string {
  return generatePath(paths.replacementDetail, { id: String(replacementId) })
}
