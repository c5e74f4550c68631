import { Trans, useLingui } from '@lingui/react/macro'
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react'
import { serverFieldErrors } from '#client/lib/forms/field-errors.ts'
import { SimpleAvatar } from '#client/ui/avatar.tsx'
import { Button } from '#client/ui/button.tsx'
import { AlertIcon } from '#client/ui/icons.tsx'
import { Image } from '#client/ui/image.tsx'
import { Text } from '#client/ui/text.tsx'
import { ACCOUNT_TOAST_MS, toast } from '#client/ui/toaster.ts'
import { acceptedImageMimeTypes, MAX_UPLOAD_BYTES } from '#shared/image-upload.ts'
import { displayName, type User } from '#shared/user.ts'
import { css } from '#styled/css'
import { useDeleteAvatar, useUploadAvatar } from '../api/profile.ts'
import { type AvatarFileProblem, checkAvatarFile, formatMegabytes } from '../avatar-file.ts'
import { useFailureDetail, useFormFeedback } from '../form-feedback.ts'

const preview = css({
  w: '32',
  h: '32',
  borderRadius: 'full',
  objectFit: 'cover',
  borderWidth: 'thin',
  borderColor: 'border.default',
})

/** A local preview of the chosen file, released when it changes or the form goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!file) {
      setUrl(null)
      return
    }
    const next = URL.createObjectURL(file)
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [file])
  return url
}

/**
 * Settings › Photo de profil: POST /api/users/{id}/update-profil (multipart `avatar`), checked
 * here first (JPEG, PNG or WebP, 5 MB at most) with a preview; DELETE …/delete-profil removes it.
 */
export function AvatarForm({ user }: { user: User }) {
  const { t, i18n } = useLingui()
  const detail = useFailureDetail()
  const inputId = useId()
  const errorId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const previewUrl = useObjectUrl(file)
  const feedback = useFormFeedback()
  const upload = useUploadAvatar()
  const remove = useDeleteAvatar()
  const name = displayName(user)
  const current = user.profile?.profil_url ?? null
  const maxSize = formatMegabytes(MAX_UPLOAD_BYTES, i18n.locale)

  const problems: Record<AvatarFileProblem, string> = {
    type: t`Ce fichier n’est pas une image JPEG, PNG ou WebP. Choisissez une photo dans l’un de ces formats.`,
    size: t`Cette photo est trop lourde : ${maxSize} Mo au plus.`,
    empty: t`Ce fichier est vide.`,
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0] ?? null
    // The same file can be chosen again after a refusal.
    event.currentTarget.value = ''
    if (!chosen) return
    const found = await checkAvatarFile(chosen)
    setProblem(found ? problems[found] : null)
    setFile(found ? null : chosen)
  }

  function save() {
    if (!file || upload.isPending) return
    upload.mutate(
      { userId: user.id, file },
      {
        onSuccess: () => {
          feedback.saved()
          setFile(null)
        },
        onError: (error) => {
          feedback.failed(error)
          const message = serverFieldErrors(error).avatar
          if (message) setProblem(message)
        },
      },
    )
  }

  function deletePhoto() {
    remove.mutate(
      { userId: user.id },
      {
        onSuccess: () => toast.success(t`Suppression réussie.`, { duration: ACCOUNT_TOAST_MS }),
        onError: (error) =>
          toast.destructive(t`Une erreur est survenue lors de la suppression.`, {
            duration: ACCOUNT_TOAST_MS,
            description: detail(error),
          }),
      },
    )
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5', maxW: '40rem' })}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '5', flexWrap: 'wrap' })}>
        {previewUrl ? (
          <img src={previewUrl} alt={t`${name}, aperçu avant enregistrement`} width={128} height={128} className={preview} />
        ) : current ? (
          // The photo at 128 px through /_ipx (1x and 2x, WebP), round like an avatar.
          <Image
            src={current}
            alt={name}
            width={128}
            height={128}
            fit="cover"
            rootProps={{ className: css({ borderRadius: 'full' }) }}
          />
        ) : (
          <SimpleAvatar name={name} size="xl" />
        )}
        <Text tone="muted" size="small" className={css({ flex: '1', minW: '12rem' })}>
          {previewUrl ? (
            <Trans>Aperçu : la photo n’est pas encore enregistrée.</Trans>
          ) : current ? (
            <Trans>Votre photo actuelle, vue par les autres membres.</Trans>
          ) : (
            <Trans>Vous n’avez pas encore de photo. Un visage aide les titulaires à vous reconnaître.</Trans>
          )}
        </Text>
      </div>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={acceptedImageMimeTypes.join(',')}
        aria-label={t`Fichier de la photo`}
        aria-describedby={problem ? errorId : undefined}
        className={css({ srOnly: true })}
        tabIndex={-1}
        onChange={choose}
      />
      <Text size="small" tone="muted">
        <Trans>JPEG, PNG ou WebP, {maxSize} Mo au plus. Ses métadonnées (lieu, appareil) sont effacées à l’envoi.</Trans>
      </Text>
      {problem ? (
        <p
          id={errorId}
          role="alert"
          className={css({
            display: 'flex',
            gap: '2',
            color: 'fg.danger',
            textStyle: 'small',
            '& svg': { w: '4', h: '4', mt: '0.5', flexShrink: '0' },
          })}
        >
          <AlertIcon />
          <span>{problem}</span>
        </p>
      ) : null}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        {file ? (
          <>
            <Button onClick={save} loading={upload.isPending} loadingText={<Trans>Envoi…</Trans>}>
              <Trans>Enregistrer la photo</Trans>
            </Button>
            <Button variant="ghost" onClick={() => setFile(null)} disabled={upload.isPending}>
              <Trans>Annuler</Trans>
            </Button>
          </>
        ) : (
          <Button variant="outline" onClick={() => input.current?.click()}>
            {current ? <Trans>Changer de photo</Trans> : <Trans>Choisir une photo</Trans>}
          </Button>
        )}
        {current && !file ? (
          <Button variant="ghost" onClick={deletePhoto} loading={remove.isPending}>
            <Trans>Supprimer la photo</Trans>
          </Button>
        ) : null}
      </div>
    </div>
  )
}
