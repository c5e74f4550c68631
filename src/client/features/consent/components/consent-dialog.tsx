import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '#client/ui/button.tsx'
import { IconButton } from '#client/ui/icon-button.tsx'
import { CloseIcon } from '#client/ui/icons.tsx'
import { css } from '#styled/css'
import { acceptAll, type ConsentChoices, type ConsentRecord, refuseAll } from '../consent-record.ts'
import { useDecideConsent } from '../consent-state.ts'

const dialog = css({
  m: 'auto',
  w: 'calc(100% - 2rem)',
  maxW: 'xl',
  bg: 'bg.surface',
  color: 'fg.default',
  borderRadius: 'lg',
  boxShadow: 'md',
  p: { base: '5', md: '6' },
  '&::backdrop': { bg: 'rgba(10, 20, 20, 0.55)' },
})

const purposeRow = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '3',
  alignItems: 'start',
  py: '3',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  '& input': { mt: '1', w: '5', h: '5', accentColor: 'var(--colors-bg-brand)' },
})

/**
 * Purpose by purpose choices, also the way to change one's mind from the footer. Closing it
 * (Escape, the close button) before any choice was ever made counts as a refusal.
 */
export function ConsentDialog({
  open,
  onClose,
  record,
  purposes,
}: {
  open: boolean
  onClose: () => void
  record: ConsentRecord | null
  purposes: { analytics: boolean; social: boolean }
}) {
  const { t } = useLingui()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const decide = useDecideConsent()
  const [choices, setChoices] = useState<ConsentChoices>(record?.choices ?? refuseAll)
  const nothingConfigured = !purposes.analytics && !purposes.social

  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (open && !element.open) {
      setChoices(record?.choices ?? refuseAll)
      element.showModal()
    } else if (!open && element.open) element.close()
  }, [open, record])

  const dismiss = () => {
    if (record === null && !nothingConfigured) decide(refuseAll)
    else onClose()
  }

  return (
    <dialog
      ref={ref}
      className={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        dismiss()
      }}
    >
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'start', gap: '3', mb: '2' })}>
        <h2 id={titleId} className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
          <Trans>Gérer les cookies</Trans>
        </h2>
        <IconButton aria-label={t`Fermer`} onClick={dismiss}>
          <CloseIcon />
        </IconButton>
      </div>
      {nothingConfigured ? (
        <p className={css({ lineHeight: '1.6' })}>
          <Trans>
            Relève n’utilise aujourd’hui aucun traceur soumis à votre consentement : seuls les cookies indispensables au
            fonctionnement du service (session, sécurité, langue) sont déposés.
          </Trans>
        </p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            decide(choices)
          }}
        >
          <p className={css({ lineHeight: '1.6', mb: '3', fontSize: 'sm' })}>
            <Trans>
              Les cookies indispensables (session, sécurité, langue) ne demandent pas votre accord. Pour le reste, vous choisissez
              ; votre choix est gardé six mois.
            </Trans>
          </p>
          {purposes.analytics ? (
            <label className={purposeRow}>
              <input
                type="checkbox"
                checked={choices.analytics}
                onChange={(event) => setChoices({ ...choices, analytics: event.target.checked })}
              />
              <span>
                <strong className={css({ display: 'block', fontWeight: 'semibold' })}>
                  <Trans>Mesure d’audience</Trans>
                </strong>
                <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                  <Trans>Compter les visites et les pages vues, sans vos identifiants, pour améliorer Relève.</Trans>
                </span>
              </span>
            </label>
          ) : null}
          {purposes.social ? (
            <label className={purposeRow}>
              <input
                type="checkbox"
                checked={choices.social}
                onChange={(event) => setChoices({ ...choices, social: event.target.checked })}
              />
              <span>
                <strong className={css({ display: 'block', fontWeight: 'semibold' })}>
                  <Trans>Réseaux sociaux</Trans>
                </strong>
                <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                  <Trans>Mesurer l’efficacité de nos annonces sur les réseaux sociaux.</Trans>
                </span>
              </span>
            </label>
          ) : null}
          <div
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              gap: '2',
              mt: '4',
              pt: '4',
              borderTopWidth: '1px',
              borderColor: 'border.default',
            })}
          >
            <Button onClick={() => decide(refuseAll)}>
              <Trans>Tout refuser</Trans>
            </Button>
            <Button onClick={() => decide(acceptAll)}>
              <Trans>Tout accepter</Trans>
            </Button>
            <Button type="submit" variant="outline">
              <Trans>Enregistrer mes choix</Trans>
            </Button>
          </div>
        </form>
      )}
    </dialog>
  )
}
