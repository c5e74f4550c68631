import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ConversationContext, ConversationParty } from '#shared/chat.ts'
import { dateFormat } from '#shared/date-format.ts'

/** The other party's name as the list and the thread show it. */
export function partyName(i18n: I18n, party: ConversationParty): string {
  if (party.type === 'team') return i18n._(msg`L’équipe Relève`)
  if (party.deleted || !party.name) return i18n._(msg`Compte supprimé`)
  return party.name
}

const utcDay = (date: string) => new Date(`${date}T00:00:00Z`)

/** What the conversation is about: "Remplacement à Villeurbanne, 9–15 mars". */
export function contextText(i18n: I18n, context: ConversationContext): string {
  if (context.kind === 'team') return i18n._(msg`Message de l’équipe`)
  if (context.kind === 'partner_response') {
    const commune = context.commune_name
    return commune ? i18n._(msg`Réponse à une annonce à ${commune}`) : i18n._(msg`Réponse à une annonce`)
  }
  const commune = context.commune_name
  if (context.kind === 'invitation') {
    if (!context.start_date || !context.end_date) return i18n._(msg`Invitation : remplacement à ${commune}`)
    const days = dateFormat(i18n.locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).formatRange(
      utcDay(context.start_date),
      utcDay(context.end_date),
    )
    return i18n._(msg`Invitation : remplacement à ${commune}, ${days}`)
  }
  if (context.start_date && context.end_date) {
    const days = dateFormat(i18n.locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).formatRange(
      utcDay(context.start_date),
      utcDay(context.end_date),
    )
    return i18n._(msg`Remplacement à ${commune}, ${days}`)
  }
  return i18n._(msg`Remplacement à ${commune}`)
}

/** A message's time: the hour today, the day and hour before. */
export function messageTime(locale: string, at: string, now: Date = new Date()): string {
  const date = new Date(at)
  const sameDay = date.toDateString() === now.toDateString()
  return dateFormat(
    locale,
    sameDay ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  ).format(date)
}
