import { Trans, useLingui } from '@lingui/react/macro'
import { type DragEvent, useState } from 'react'
import { generatePath, Link } from 'react-router'
import { Badge } from '#client/ui/badge.tsx'
import { Button } from '#client/ui/button.tsx'
import { ChevronDownIcon, ChevronUpIcon } from '#client/ui/icons.tsx'
import { SimpleSwitch } from '#client/ui/switch.tsx'
import { VisuallyHidden } from '#client/ui/visually-hidden.tsx'
import type { AdminHomeSection } from '#shared/home-sections.ts'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import { kindLabels } from './kind-labels.ts'

const list = css({ display: 'flex', flexDirection: 'column', gap: '2' })
const item = css({
  display: 'grid',
  gridTemplateColumns: { base: 'auto 1fr', md: 'auto 1fr auto auto' },
  alignItems: 'center',
  gap: '3',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  p: '3',
  '&[data-dragging]': { opacity: '0.5' },
  '&[data-drop-target]': { borderColor: 'border.brand', boxShadow: 'md' },
})
const handle = css({ cursor: 'grab', color: 'fg.muted', fontSize: 'lg', px: '1', userSelect: 'none' })

interface SectionsListProps {
  sections: AdminHomeSection[]
  onReorder: (ids: number[]) => void
  onPublish: (id: number, published: boolean) => void
  busy: boolean
}

/**
 * The sections in the home page's order. Drag a row by its handle to move it, or use its
 * "Monter" / "Descendre" buttons (the keyboard way); each move is saved at once. The switch
 * puts a section on the home page or takes it off.
 */
export function SectionsList({ sections, onReorder, onPublish, busy }: SectionsListProps) {
  const { t, i18n } = useLingui()
  const [dragged, setDragged] = useState<number | null>(null)
  const [target, setTarget] = useState<number | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const ids = sections.map((section) => section.id)

  const move = (id: number, to: number) => {
    const from = ids.indexOf(id)
    if (from < 0 || to < 0 || to >= ids.length || from === to) return
    const next = [...ids]
    next.splice(from, 1)
    next.splice(to, 0, id)
    onReorder(next)
    const title = sections[from]?.title ?? ''
    const position = to + 1
    const count = ids.length
    setAnnouncement(t`« ${title} » est maintenant en position ${position} sur ${count}.`)
  }

  const drop = (event: DragEvent, onto: number) => {
    event.preventDefault()
    if (dragged !== null) move(dragged, ids.indexOf(onto))
    setDragged(null)
    setTarget(null)
  }

  return (
    <>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      <ol className={list} aria-label={t`Sections de la page d’accueil, dans l’ordre`}>
        {sections.map((section, index) => {
          const title = section.title
          return (
            <li
              key={section.id}
              className={item}
              draggable
              data-dragging={dragged === section.id ? '' : undefined}
              data-drop-target={target === section.id && dragged !== section.id ? '' : undefined}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move'
                event.dataTransfer.setData('text/plain', String(section.id))
                setDragged(section.id)
              }}
              onDragOver={(event) => {
                event.preventDefault()
                setTarget(section.id)
              }}
              onDragLeave={() => setTarget((current) => (current === section.id ? null : current))}
              onDrop={(event) => drop(event, section.id)}
              onDragEnd={() => {
                setDragged(null)
                setTarget(null)
              }}
            >
              <span className={handle} aria-hidden="true" title={t`Glisser pour déplacer`}>
                ⠿
              </span>
              <div className={css({ minW: '0' })}>
                <Link
                  to={generatePath(paths.adminHomeSection, { id: String(section.id) })}
                  className={css({ fontWeight: 'semibold', color: 'fg.brand', textDecoration: 'underline' })}
                >
                  {title}
                </Link>
                <div className={css({ display: 'flex', gap: '2', mt: '1', flexWrap: 'wrap' })}>
                  <Badge size="sm">{i18n._(kindLabels[section.kind])}</Badge>
                  {section.published ? (
                    <Badge size="sm" tone="success">
                      <Trans>Publiée</Trans>
                    </Badge>
                  ) : (
                    <Badge size="sm" tone="neutral">
                      <Trans>Brouillon</Trans>
                    </Badge>
                  )}
                </div>
              </div>
              <div className={css({ display: 'flex', gap: '1', gridColumn: { base: '1 / -1', md: 'auto' } })}>
                <Button size="sm" variant="outline" disabled={busy || index === 0} onClick={() => move(section.id, index - 1)}>
                  <ChevronUpIcon />
                  <VisuallyHidden>{t`Monter « ${title} »`}</VisuallyHidden>
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy || index === sections.length - 1}
                  onClick={() => move(section.id, index + 1)}
                >
                  <ChevronDownIcon />
                  <VisuallyHidden>{t`Descendre « ${title} »`}</VisuallyHidden>
                </Button>
              </div>
              <SimpleSwitch
                checked={section.published}
                onCheckedChange={(details) => onPublish(section.id, details.checked)}
                className={css({ gridColumn: { base: '1 / -1', md: 'auto' } })}
              >
                {t`Publier « ${title} »`}
              </SimpleSwitch>
            </li>
          )
        })}
      </ol>
    </>
  )
}
