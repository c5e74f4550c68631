import { Trans, useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, useState } from 'react'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import { Notice } from '#client/ui/notice.tsx'
import { css } from '#styled/css'

// The server's MESSAGE_MAX_LENGTH (#shared/chat.ts, whose Zod schemas the chat's screens leave out).
export const COMPOSER_MAX = 4000
/** The counter shows from here: far from the limit it is only noise. */
const COUNTER_FROM = COMPOSER_MAX - 400

/** Enter sends where there is a keyboard and a fine pointer; a phone's Enter breaks the line. */
function enterSends(): boolean {
  if (typeof matchMedia !== 'function') return true
  return matchMedia('(hover: hover) and (pointer: fine)').matches
}

/**
 * The notice above the composer: Relève is no certified host of health data (HDS), so nothing
 * here may identify a patient; the contract and the handover of patients go through the
 * practice's own tools.
 */
export function HealthDataNotice() {
  return (
    <Notice tone="info" size="sm" role="note">
      <Trans>
        N’écrivez ici aucune donnée de santé permettant d’identifier un patient : Relève n’est pas un hébergeur de données de
        santé (HDS). Le contrat et la transmission des patients passent par les outils de votre cabinet.
      </Trans>
    </Notice>
  )
}

export interface ComposerProps {
  onSend: (body: string) => void
  /** Offline: the message is queued and leaves with the network (said under the field). */
  offline: boolean
}

/** The message field and its send button: 4,000 characters at most, a counter near the limit. */
export function Composer({ onSend, offline }: ComposerProps) {
  const { t } = useLingui()
  const [body, setBody] = useState('')
  const left = COMPOSER_MAX - body.length
  const empty = body.trim() === ''

  const send = () => {
    if (empty || body.length > COMPOSER_MAX) return
    onSend(body.trim())
    setBody('')
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || !enterSends()) return
    event.preventDefault()
    send()
  }

  return (
    <form
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
      onSubmit={(event) => {
        event.preventDefault()
        send()
      }}
    >
      <Field.Root className={css({ display: 'flex', flexDirection: 'row', gap: '2', alignItems: 'flex-end' })}>
        <Field.Label className={css({ srOnly: true })}>{t`Votre message`}</Field.Label>
        <Field.Textarea
          value={body}
          rows={2}
          maxLength={COMPOSER_MAX}
          placeholder={t`Écrire un message…`}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={onKeyDown}
          className={css({ flex: '1', resize: 'vertical', minH: '12', maxH: '48' })}
        />
        <Button type="submit" disabled={empty}>
          <Trans>Envoyer</Trans>
        </Button>
      </Field.Root>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'space-between' })}>
        <p className={css({ textStyle: 'caption', color: 'fg.muted' })}>
          {offline ? (
            <Trans>Hors ligne : vos messages partiront dès le retour du réseau.</Trans>
          ) : (
            <span className={css({ display: { base: 'none', md: 'inline' } })}>
              <Trans>Entrée pour envoyer, Maj + Entrée pour aller à la ligne.</Trans>
            </span>
          )}
        </p>
        <p aria-live="polite" className={css({ textStyle: 'caption', color: left <= 100 ? 'fg.danger' : 'fg.muted' })}>
          {body.length >= COUNTER_FROM ? t`${left} caractères restants` : ''}
        </p>
      </div>
    </form>
  )
}
