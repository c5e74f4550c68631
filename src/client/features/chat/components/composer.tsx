import { Trans, useLingui } from '@lingui/react/macro'
import { type ChangeEvent, type KeyboardEvent, useId, useState } from 'react'
import { fileSize } from '#client/entities/conversation/file-size.ts'
import { failureKind, serverMessage, unreachableMessage } from '#client/lib/forms/failure.ts'
import { serverFieldErrors } from '#client/lib/forms/field-errors.ts'
import { newIdempotencyKey } from '#client/lib/idempotency-key.ts'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import { AlertIcon, CloseIcon, FileTextIcon } from '#client/ui/icons.tsx'
import { Notice } from '#client/ui/notice.tsx'
import { attachmentMimeTypes, MAX_ATTACHMENT_BYTES, sniffAttachment } from '#shared/chat-attachments.ts'
import { css, cx } from '#styled/css'
import { button } from '#styled/recipes/button'

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
  /**
   * Sends the text with a file (online only, never queued); resolves once stored, rejects with
   * the server's refusal. `clientId` stays the same across attempts of one message.
   */
  onSendWithFile?: (input: { body: string; file: File; clientId: string }) => Promise<unknown>
  /** Offline: the message is queued and leaves with the network (said under the field). */
  offline: boolean
}

type FileProblem = 'size' | 'type' | 'empty'

/**
 * Checks a chosen file before sending it, by the rules the server applies again
 * (#shared/chat-attachments.ts): an image (JPEG, PNG, WebP) or a PDF by its first bytes, 10 MB
 * at most.
 */
async function checkFile(file: File): Promise<FileProblem | null> {
  if (file.size === 0) return 'empty'
  if (file.size > MAX_ATTACHMENT_BYTES) return 'size'
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer())
  return sniffAttachment(head) ? null : 'type'
}

const attachLabel = css({
  position: 'relative',
  cursor: 'pointer',
  _focusWithin: { outline: '2px solid', outlineColor: 'focus', outlineOffset: '2px' },
})
const problemText = css({
  display: 'flex',
  gap: '2',
  color: 'fg.danger',
  textStyle: 'small',
  '& svg': { w: '4', h: '4', mt: '0.5', flexShrink: '0' },
})

/**
 * The message field, its file and its send button: 4,000 characters at most with a counter near
 * the limit; one image or PDF of 10 MB at most, checked here before it leaves. Offline, the text
 * queues as always but the file waits, chosen, for the network.
 */
export function Composer({ onSend, onSendWithFile, offline }: ComposerProps) {
  const { t, i18n } = useLingui()
  const [body, setBody] = useState('')
  const [file, setFile] = useState<{ file: File; clientId: string } | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const fileNoteId = useId()
  const problemId = useId()
  const left = COMPOSER_MAX - body.length
  const empty = body.trim() === ''
  const maxSize = fileSize(MAX_ATTACHMENT_BYTES, i18n.locale)
  // Offline with a file and no text there is nothing to queue; the file waits for the network.
  const canSend = !sending && (file && !offline ? true : !empty)

  const problems: Record<FileProblem, string> = {
    size: t`Ce fichier dépasse ${maxSize} : choisissez-en un plus léger.`,
    type: t`Ce fichier n’est ni une image (JPEG, PNG, WebP) ni un PDF : il ne peut pas être joint.`,
    empty: t`Ce fichier est vide.`,
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0] ?? null
    // The same file can be chosen again after a refusal or a removal.
    event.currentTarget.value = ''
    if (!chosen) return
    const found = await checkFile(chosen)
    setProblem(found ? problems[found] : null)
    setFile(found ? null : { file: chosen, clientId: newIdempotencyKey() })
  }

  function removeFile() {
    setFile(null)
    setProblem(null)
  }

  const send = async () => {
    if (!canSend || body.length > COMPOSER_MAX) return
    if (file && !offline && onSendWithFile) {
      setSending(true)
      setProblem(null)
      try {
        await onSendWithFile({ body: body.trim(), file: file.file, clientId: file.clientId })
        setBody('')
        setFile(null)
      } catch (error) {
        // Nothing is lost: the text and the file stay for another try.
        const kind = failureKind(error)
        setProblem(
          serverFieldErrors(error).file ??
            serverFieldErrors(error).body ??
            (kind === 'unreachable' ? i18n._(unreachableMessage) : serverMessage(error)) ??
            t`Le message n’a pas pu être envoyé. Réessayez.`,
        )
      } finally {
        setSending(false)
      }
      return
    }
    if (empty) return
    onSend(body.trim())
    setBody('')
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing || !enterSends()) return
    event.preventDefault()
    void send()
  }

  return (
    <form
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
      onSubmit={(event) => {
        event.preventDefault()
        void send()
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
        <Button type="submit" disabled={!canSend} loading={sending} loadingText={<Trans>Envoi…</Trans>}>
          <Trans>Envoyer</Trans>
        </Button>
      </Field.Root>
      {onSendWithFile ? (
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
          <label className={cx(button({ variant: 'outline', size: 'sm' }), attachLabel)}>
            <FileTextIcon aria-hidden="true" />
            <Trans>Joindre un fichier</Trans>
            <input
              type="file"
              accept={attachmentMimeTypes.join(',')}
              className={css({ srOnly: true })}
              aria-describedby={problem ? `${fileNoteId} ${problemId}` : fileNoteId}
              disabled={sending}
              onChange={choose}
            />
          </label>
          {file ? (
            <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', textStyle: 'small', minW: '0' })}>
              <span className={css({ overflowWrap: 'anywhere' })}>
                {file.file.name} ({fileSize(file.file.size, i18n.locale)})
              </span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t`Retirer la pièce jointe ${file.file.name}`}
                disabled={sending}
                onClick={removeFile}
              >
                <CloseIcon aria-hidden="true" />
              </Button>
            </span>
          ) : null}
          <p id={fileNoteId} className={css({ textStyle: 'caption', color: offline && file ? 'fg.warning' : 'fg.muted' })}>
            {offline ? (
              <Trans>
                Hors ligne : une pièce jointe ne peut pas être mise en attente. Elle reste choisie : envoyez-la une fois en ligne.
                Le texte, lui, partira dès le retour du réseau.
              </Trans>
            ) : (
              <Trans>Image ou PDF, {maxSize} au plus.</Trans>
            )}
          </p>
        </div>
      ) : null}
      {problem ? (
        <p id={problemId} role="alert" className={problemText}>
          <AlertIcon />
          <span>{problem}</span>
        </p>
      ) : null}
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
