import { Trans, useLingui } from '@lingui/react/macro'
import { formatPrice } from '#client/entities/subscription/labels.ts'
import { Notice } from '#client/ui/notice.tsx'
import type { MemberSubscription } from '#shared/subscriptions-api.ts'
import { css } from '#styled/css'

type Transfer = NonNullable<MemberSubscription['transfer']>

const details = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' },
  columnGap: '4',
  rowGap: '1',
  '& dt': { fontWeight: 'semibold' },
  '& dd': { fontFamily: 'mono', overflowWrap: 'anywhere' },
})

/** The bank transfer that pays a subscription (the manual provider): no card form, the reference first. */
export function TransferInstructions({ transfer }: { transfer: Transfer }) {
  const { t, i18n } = useLingui()
  return (
    <Notice tone="info" role="note" title={<Trans>Paiement par virement</Trans>}>
      <p>
        <Trans>
          Faites un virement du montant ci-dessous en indiquant la référence en libellé. Votre abonnement démarre dès que nous
          l’avons reçu&nbsp;; ces informations vous ont aussi été envoyées par e-mail.
        </Trans>
      </p>
      <dl className={details} aria-label={t`Coordonnées du virement`}>
        <dt>
          <Trans>Référence à indiquer</Trans>
        </dt>
        <dd data-testid="transfer-reference">{transfer.reference}</dd>
        <dt>
          <Trans>Montant</Trans>
        </dt>
        <dd>{formatPrice(i18n.locale, transfer.amount_cents, transfer.currency)}</dd>
        {transfer.beneficiary ? (
          <>
            <dt>
              <Trans>Bénéficiaire</Trans>
            </dt>
            <dd>{transfer.beneficiary}</dd>
          </>
        ) : null}
        {transfer.iban ? (
          <>
            <dt>IBAN</dt>
            <dd>{transfer.iban}</dd>
          </>
        ) : null}
        {transfer.bic ? (
          <>
            <dt>BIC</dt>
            <dd>{transfer.bic}</dd>
          </>
        ) : null}
      </dl>
    </Notice>
  )
}
