import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ConversationContext, ConversationParty, MessageReportStatus, MessageSender } from '#shared/chat.ts'
import { dateFormat } from '#shared/date-format.ts'
import { paths } from '#shared/paths.ts'

/** A report's status as the back office says it. */
export const statusLabels: Record<MessageReportStatus, MessageDescriptor> = {
  open: msg`Ouvert`,
  resolved: msg`Traité`,
  dismissed: msg`Classé`,
}

/** A side of a conversation by name: the team, a deleted account, or the member's name. */
export function partyLabel(i18n: I18n, party: ConversationParty): string {
  if (party.type === 'team') return i18n._(msg`L’équipe Relève`)
  if (party.deleted || !party.name) return i18n._(msg`Compte supprimé`)
  return party.name
}

/** The member's page in the back office; none for the team. */
export function partyPath(party: ConversationParty): string | null {
  return party.type === 'member' && party.id !== null ? paths.adminUser.replace(':id', String(party.id)) : null
}

/** Who wrote a message, among the conversation's two sides ('team': any admin writing for the team). */
export function senderParty(parties: readonly ConversationParty[], sender: MessageSender): ConversationParty | undefined {
  return sender === 'team' ? parties.find((party) => party.type === 'team') : parties.find((party) => party.id === sender)
}

const utcDay = (date: string) => new Date(`${date}T00:00:00Z`)

/** What the conversation is about: "Candidature — remplacement à Villeurbanne, 9–15 mars". */
export function contextLabel(i18n: I18n, context: ConversationContext): string {
  if (context.kind === 'team') return i18n._(msg`Conversation de l’équipe avec un membre`)
  if (context.kind === 'partner_response') return i18n._(msg`Réponse à une annonce de partenaire`)
  const commune = context.commune_name
  if (context.start_date && context.end_date) {
    const days = dateFormat(i18n.locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).formatRange(
      utcDay(context.start_date),
      utcDay(context.end_date),
    )
    return context.kind === 'invitation'
      ? i18n._(msg`Invitation — remplacement à ${commune}, ${days}`)
      : i18n._(msg`Candidature — remplacement à ${commune}, ${days}`)
  }
  if (context.kind === 'invitation') return i18n._(msg`Invitation — remplacement à ${commune}`)
  return i18n._(msg`Candidature — remplacement à ${commune}`)
}
