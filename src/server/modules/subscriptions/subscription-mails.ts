import { greeting, type MailTemplate } from '../mail/mail-content.ts'

/**
 * The subscription's mails: started, renewed, a payment failed, the grace ended, cancelled.
 * Their button opens the dashboard (the subscription's own screens come with the client).
 */

const euros = (cents: number, locale: 'fr' | 'en') =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100)

export interface SubscriptionPaidData {
  name: string | null
  plan_name: string
  /** ISO 8601: the end of the paid period. */
  period_end: string
  amount_cents: number
  invoice_number: string
}

export const subscriptionStartedMail: MailTemplate<SubscriptionPaidData> = {
  render: {
    fr: (data, { link, formatDateTime }) => ({
      subject: `Votre abonnement ${data.plan_name} est actif`,
      preheader: `Merci ! Votre abonnement court jusqu’au ${formatDateTime(data.period_end)}.`,
      heading: 'Bienvenue parmi les abonnés',
      blocks: [
        { type: 'paragraph', text: greeting('fr', data.name) },
        {
          type: 'paragraph',
          text: `Nous avons bien reçu votre paiement de ${euros(data.amount_cents, 'fr')}. Votre abonnement ${data.plan_name} est actif jusqu’au ${formatDateTime(data.period_end)}. Votre facture n° ${data.invoice_number} est disponible dans votre espace.`,
        },
        { type: 'button', label: 'Ouvrir mon espace', url: link('/dashboard') },
      ],
    }),
    en: (data, { link, formatDateTime }) => ({
      subject: `Your ${data.plan_name} subscription is active`,
      preheader: `Thank you! Your subscription runs until ${formatDateTime(data.period_end)}.`,
      heading: 'Welcome aboard',
      blocks: [
        { type: 'paragraph', text: greeting('en', data.name) },
        {
          type: 'paragraph',
          text: `We received your payment of ${euros(data.amount_cents, 'en')}. Your ${data.plan_name} subscription is active until ${formatDateTime(data.period_end)}. Your invoice no. ${data.invoice_number} is in your dashboard.`,
        },
        { type: 'button', label: 'Open my dashboard', url: link('/dashboard') },
      ],
    }),
  },
}

export const subscriptionRenewedMail: MailTemplate<SubscriptionPaidData> = {
  render: {
    fr: (data, { link, formatDateTime }) => ({
      subject: `Votre abonnement ${data.plan_name} est renouvelé`,
      preheader: `Il court désormais jusqu’au ${formatDateTime(data.period_end)}.`,
      heading: 'Abonnement renouvelé',
      blocks: [
        { type: 'paragraph', text: greeting('fr', data.name) },
        {
          type: 'paragraph',
          text: `Nous avons bien reçu votre paiement de ${euros(data.amount_cents, 'fr')}. Votre abonnement ${data.plan_name} court désormais jusqu’au ${formatDateTime(data.period_end)}. Votre facture n° ${data.invoice_number} est disponible dans votre espace.`,
        },
        { type: 'button', label: 'Ouvrir mon espace', url: link('/dashboard') },
      ],
    }),
    en: (data, { link, formatDateTime }) => ({
      subject: `Your ${data.plan_name} subscription is renewed`,
      preheader: `It now runs until ${formatDateTime(data.period_end)}.`,
      heading: 'Subscription renewed',
      blocks: [
        { type: 'paragraph', text: greeting('en', data.name) },
        {
          type: 'paragraph',
          text: `We received your payment of ${euros(data.amount_cents, 'en')}. Your ${data.plan_name} subscription now runs until ${formatDateTime(data.period_end)}. Your invoice no. ${data.invoice_number} is in your dashboard.`,
        },
        { type: 'button', label: 'Open my dashboard', url: link('/dashboard') },
      ],
    }),
  },
}

export interface SubscriptionPaymentFailedData {
  name: string | null
  plan_name: string
  /** ISO 8601: the service stops then unless a payment arrives. */
  grace_ends_at: string
}

export const subscriptionPaymentFailedMail: MailTemplate<SubscriptionPaymentFailedData> = {
  render: {
    fr: (data, { link, formatDateTime }) => ({
      subject: `Le paiement de votre abonnement ${data.plan_name} n’a pas abouti`,
      preheader: `Votre abonnement reste actif jusqu’au ${formatDateTime(data.grace_ends_at)}.`,
      heading: 'Paiement non abouti',
      blocks: [
        { type: 'paragraph', text: greeting('fr', data.name) },
        {
          type: 'paragraph',
          text: `Le renouvellement de votre abonnement ${data.plan_name} n’a pas pu être payé. Vous gardez ses avantages jusqu’au ${formatDateTime(data.grace_ends_at)} : mettez à jour votre moyen de paiement d’ici là pour ne rien perdre.`,
        },
        { type: 'button', label: 'Ouvrir mon espace', url: link('/dashboard') },
      ],
    }),
    en: (data, { link, formatDateTime }) => ({
      subject: `The payment of your ${data.plan_name} subscription failed`,
      preheader: `Your subscription stays active until ${formatDateTime(data.grace_ends_at)}.`,
      heading: 'Payment failed',
      blocks: [
        { type: 'paragraph', text: greeting('en', data.name) },
        {
          type: 'paragraph',
          text: `The renewal of your ${data.plan_name} subscription could not be paid. You keep its benefits until ${formatDateTime(data.grace_ends_at)}: update your payment method by then to lose nothing.`,
        },
        { type: 'button', label: 'Open my dashboard', url: link('/dashboard') },
      ],
    }),
  },
}

export interface SubscriptionEndedData {
  name: string | null
  plan_name: string
  /** ISO 8601: when the service stopped, or stops for a cancellation at the period's end. */
  ends_at: string
}

/** The grace of a past_due subscription ended without a payment: the subscription is over. */
export const subscriptionGraceEndedMail: MailTemplate<SubscriptionEndedData> = {
  render: {
    fr: (data, { link }) => ({
      subject: `Votre abonnement ${data.plan_name} a pris fin`,
      preheader: 'Faute de paiement, ses avantages ne sont plus actifs.',
      heading: 'Abonnement terminé',
      blocks: [
        { type: 'paragraph', text: greeting('fr', data.name) },
        {
          type: 'paragraph',
          text: `Aucun paiement n’est arrivé pour renouveler votre abonnement ${data.plan_name} : il a pris fin. Votre compte, vos offres et vos conversations restent là ; vous pouvez vous réabonner à tout moment.`,
        },
        { type: 'button', label: 'Ouvrir mon espace', url: link('/dashboard') },
      ],
    }),
    en: (data, { link }) => ({
      subject: `Your ${data.plan_name} subscription has ended`,
      preheader: 'Without a payment, its benefits are no longer active.',
      heading: 'Subscription ended',
      blocks: [
        { type: 'paragraph', text: greeting('en', data.name) },
        {
          type: 'paragraph',
          text: `No payment arrived to renew your ${data.plan_name} subscription: it has ended. Your account, offers and conversations stay; you may subscribe again at any time.`,
        },
        { type: 'button', label: 'Open my dashboard', url: link('/dashboard') },
      ],
    }),
  },
}

/** The member cancelled: the service goes on to the period's end, nothing more is charged. */
export const subscriptionCancelledMail: MailTemplate<SubscriptionEndedData> = {
  render: {
    fr: (data, { link, formatDateTime }) => ({
      subject: `Résiliation de votre abonnement ${data.plan_name}`,
      preheader: `Vos avantages restent actifs jusqu’au ${formatDateTime(data.ends_at)}.`,
      heading: 'Résiliation enregistrée',
      blocks: [
        { type: 'paragraph', text: greeting('fr', data.name) },
        {
          type: 'paragraph',
          text: `Votre abonnement ${data.plan_name} ne sera pas renouvelé. Vous gardez ses avantages jusqu’au ${formatDateTime(data.ends_at)} et rien ne vous sera plus prélevé. Vous pouvez revenir sur ce choix d’ici là depuis votre espace.`,
        },
        { type: 'button', label: 'Ouvrir mon espace', url: link('/dashboard') },
      ],
    }),
    en: (data, { link, formatDateTime }) => ({
      subject: `Cancellation of your ${data.plan_name} subscription`,
      preheader: `Your benefits stay active until ${formatDateTime(data.ends_at)}.`,
      heading: 'Cancellation recorded',
      blocks: [
        { type: 'paragraph', text: greeting('en', data.name) },
        {
          type: 'paragraph',
          text: `Your ${data.plan_name} subscription will not be renewed. You keep its benefits until ${formatDateTime(data.ends_at)} and nothing more will be charged. You may change your mind by then from your dashboard.`,
        },
        { type: 'button', label: 'Open my dashboard', url: link('/dashboard') },
      ],
    }),
  },
}

export interface SubscriptionTransferData {
  name: string | null
  plan_name: string
  amount_cents: number
  /** The reference to write on the transfer: how an admin matches it to the subscription. */
  reference: string
  beneficiary: string | null
  iban: string | null
  bic: string | null
  /** Set when the plan starts with a trial: ISO 8601 of its end, the transfer due by then. */
  trial_ends_at: string | null
}

function bankLines(locale: 'fr' | 'en', data: SubscriptionTransferData): string {
  const labels = locale === 'fr' ? ['Bénéficiaire', 'IBAN', 'BIC'] : ['Beneficiary', 'IBAN', 'BIC']
  return [data.beneficiary, data.iban, data.bic]
    .map((value, index) => (value ? `${labels[index]} : ${value}` : null))
    .filter((line): line is string => line !== null)
    .join('\n')
}

/** Taken out by bank transfer: the amount, the reference and where to send it. */
export const subscriptionTransferMail: MailTemplate<SubscriptionTransferData> = {
  render: {
    fr: (data, { link, formatDateTime }) => ({
      subject: `Votre abonnement ${data.plan_name} : les informations de virement`,
      preheader: `Virement de ${euros(data.amount_cents, 'fr')}, référence ${data.reference}.`,
      heading: 'Plus qu’un virement',
      blocks: [
        { type: 'paragraph', text: greeting('fr', data.name) },
        {
          type: 'paragraph',
          text: `${data.trial_ends_at ? `Votre période d’essai de l’abonnement ${data.plan_name} court jusqu’au ${formatDateTime(data.trial_ends_at)}. Pour continuer ensuite, faites` : `Votre abonnement ${data.plan_name} sera actif dès réception de votre virement. Faites`} un virement de ${euros(data.amount_cents, 'fr')} en indiquant cette référence en libellé, sans rien d’autre :`,
        },
        { type: 'code', code: data.reference },
        ...(bankLines('fr', data) ? [{ type: 'quote' as const, text: bankLines('fr', data) }] : []),
        { type: 'button', label: 'Ouvrir mon espace', url: link('/dashboard') },
        { type: 'note', text: 'Nous enregistrons les virements reçus chaque jour ouvré ; vous recevrez alors votre facture.' },
      ],
    }),
    en: (data, { link, formatDateTime }) => ({
      subject: `Your ${data.plan_name} subscription: the bank transfer details`,
      preheader: `A transfer of ${euros(data.amount_cents, 'en')}, reference ${data.reference}.`,
      heading: 'One transfer to go',
      blocks: [
        { type: 'paragraph', text: greeting('en', data.name) },
        {
          type: 'paragraph',
          text: `${data.trial_ends_at ? `Your ${data.plan_name} trial runs until ${formatDateTime(data.trial_ends_at)}. To carry on after it, make` : `Your ${data.plan_name} subscription becomes active when your transfer arrives. Make`} a transfer of ${euros(data.amount_cents, 'en')} with this reference as its label, and nothing else:`,
        },
        { type: 'code', code: data.reference },
        ...(bankLines('en', data) ? [{ type: 'quote' as const, text: bankLines('en', data) }] : []),
        { type: 'button', label: 'Open my dashboard', url: link('/dashboard') },
        { type: 'note', text: 'We record the transfers received every working day; you will then get your invoice.' },
      ],
    }),
  },
}
