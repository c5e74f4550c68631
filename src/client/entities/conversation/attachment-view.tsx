import { useLingui } from '@lingui/react/macro'
import { FileTextIcon } from '#client/ui/icons.tsx'
import type { MessageAttachment } from '#shared/chat.ts'
import { css } from '#styled/css'
import { fileSize } from './file-size.ts'

/** Served to the conversation's readers only, by the session (GET /api/attachments/{id}). */
const attachmentUrl = (id: number) => `/api/attachments/${id}`

const THUMBNAIL_SIDE = 240

/**
 * A message's file in the thread: an image as a thumbnail (its name for alt text) that opens the
 * full image; a PDF as a download link with its name and size (the server sends it as a download,
 * never opened inside Relève).
 */
export function AttachmentView({ attachment }: { attachment: MessageAttachment }) {
  const { t, i18n } = useLingui()
  const url = attachmentUrl(attachment.id)
  const size = fileSize(attachment.size, i18n.locale)
  if (attachment.kind === 'image') {
    const scale = Math.min(1, THUMBNAIL_SIDE / Math.max(attachment.width ?? THUMBNAIL_SIDE, attachment.height ?? THUMBNAIL_SIDE))
    return (
      <a
        href={url}
        target="_blank"
        rel="noopener"
        aria-label={t`${attachment.name}, ouvrir l’image en grand (${size})`}
        className={css({ display: 'inline-block', borderRadius: 'md', overflow: 'hidden', alignSelf: 'flex-start' })}
      >
        <img
          src={url}
          alt={attachment.name}
          width={Math.round((attachment.width ?? THUMBNAIL_SIDE) * scale)}
          height={Math.round((attachment.height ?? THUMBNAIL_SIDE) * scale)}
          loading="lazy"
          decoding="async"
          className={css({ display: 'block', maxW: 'full', h: 'auto', objectFit: 'cover', bg: 'bg.muted' })}
        />
      </a>
    )
  }
  return (
    <a
      href={url}
      download={attachment.name}
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '2',
        color: 'fg.brand',
        textDecoration: 'underline',
        overflowWrap: 'anywhere',
        '& svg': { w: '4', h: '4', flexShrink: '0' },
      })}
    >
      <FileTextIcon aria-hidden="true" />
      <span>
        {attachment.name} <span className={css({ color: 'fg.muted' })}>({t`PDF, ${size}`})</span>
      </span>
    </a>
  )
}
