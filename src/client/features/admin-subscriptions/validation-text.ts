import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useAdminValidationText } from '#client/entities/back-office/validation-messages.ts'

/**
 * The sentences under the plans editor's and the payment dialog's fields, for the shared schemas'
 * codes (src/shared/subscriptions-api.ts) checked in the browser; the server's 422 answers carry
 * its own. Amounts are typed in euros here, so their sentences speak of euros.
 */
const byCode = {
  'plan.slug_invalid': msg`L’identifiant : 2 à 40 lettres minuscules, chiffres ou tirets.`,
  'plan.name_invalid': msg`Le nom de la formule : de 1 à 80 caractères.`,
  'plan.description_too_long': msg`La description ne peut pas dépasser 500 caractères.`,
  'plan.price_invalid': msg`Indiquez le prix TTC en euros, de 1 à 1 000 € (par exemple 49 ou 49,90).`,
  'plan.interval_invalid': msg`Choisissez une périodicité : mensuelle ou annuelle.`,
  'plan.entitlement_invalid': msg`Choisissez les avantages dans la liste.`,
  'plan.entitlements_required': msg`Une formule débloque au moins un avantage.`,
  'plan.trial_invalid': msg`La période d’essai compte de 0 à 90 jours.`,
  'plan.stripe_price_invalid': msg`Le prix Stripe est l’identifiant donné par Stripe, qui commence par « price_ ».`,
  'payment.amount_invalid': msg`Indiquez le montant reçu en euros (par exemple 49 ou 49,90).`,
  'payment.date_invalid': msg`Indiquez la date de réception du virement.`,
  'payment.reference_invalid': msg`La référence du virement : de 1 à 100 caractères.`,
} as const

export function useSubscriptionsValidationText(): (code: string) => string {
  const { i18n } = useLingui()
  const admin = useAdminValidationText()
  return (code) => {
    const own = (byCode as Record<string, (typeof byCode)[keyof typeof byCode]>)[code]
    return own ? i18n._(own) : admin(code)
  }
}
