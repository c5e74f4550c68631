import { Trans, useLingui } from '@lingui/react/macro'
import { type DragEvent, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { refusalOf, useAdminFeedback } from '#client/entities/back-office/admin-toasts.ts'
import { Badge } from '#client/ui/badge.tsx'
import { Button } from '#client/ui/button.tsx'
import { ChevronDownIcon } from '#client/ui/icons.tsx'
import { Link } from '#client/ui/link.tsx'
import * as Menu from '#client/ui/menu.tsx'
import { Text } from '#client/ui/text.tsx'
import { type AdminUserRow, type CrmBoard as Board, type CrmStage, crmStages } from '#shared/admin-users.ts'
import { css } from '#styled/css'
import { useUpdateCrm } from '../api/user-mutations.ts'
import { stageLabels } from '../labels.ts'
import { BreakableEmail, displayName } from './users-table.tsx'

const DRAG_TYPE = 'application/x-releve-user'

// Six columns side by side on a laptop, each as wide as the screen allows; narrower screens
// scroll the board sideways, a column at least 15rem wide.
const boardStyle = css({
  display: 'grid',
  gridAutoFlow: { base: 'column', xl: 'row' },
  gridAutoColumns: { base: 'minmax(15rem, 1fr)', xl: 'auto' },
  gridTemplateColumns: { xl: 'repeat(6, minmax(0, 1fr))' },
  gap: '2',
  overflowX: { base: 'auto', xl: 'visible' },
  pb: '3',
  alignItems: 'start',
})
const columnStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  p: '2',
  minW: '0',
  borderRadius: 'lg',
  bg: 'bg.muted',
  minH: '40',
  borderWidth: '2px',
  borderStyle: 'dashed',
  borderColor: 'transparent',
  '&[data-drop-target]': { borderColor: 'focus' },
})
const cardStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  p: '2.5',
  minW: '0',
  borderRadius: 'md',
  bg: 'bg.surface',
  borderWidth: 'thin',
  borderColor: 'border.default',
  cursor: 'grab',
  '&[data-dragging]': { opacity: '0.5' },
})

/** Cards a column shows at first, and how many more each "Voir plus" adds. */
export const CARDS_PER_STEP = 20

export interface CrmBoardProps {
  board: Board
  detailPath: (id: number) => string
  /** The users list showing a whole stage (with the board's filters): where a long column goes on. */
  stagePath: (stage: CrmStage) => string
}

/**
 * The pipeline: one column per stage, cards dragged from one to another with the mouse, or
 * moved with the "Déplacer" menu of each card (keyboard and screen readers).
 */
export function CrmBoard({ board, detailPath, stagePath }: CrmBoardProps) {
  const { t, i18n } = useLingui()
  // Each column shows its first cards only: 171 cards in one column made a 7,000-pixel page.
  const [shown, setShown] = useState<Partial<Record<CrmStage, number>>>({})
  const update = useUpdateCrm()
  const feedback = useAdminFeedback(refusalOf)
  const [dropTarget, setDropTarget] = useState<CrmStage | null>(null)
  const [dragging, setDragging] = useState<number | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' })

  function move(user: AdminUserRow, stage: CrmStage) {
    if (user.crm.stage === stage) return
    const stageName = i18n._(stageLabels[stage])
    update.mutate(
      { id: user.id, stage },
      {
        onSuccess: () => setAnnouncement(t`${displayName(user)} est maintenant dans « ${stageName} ».`),
        onError: feedback.saveFailed,
      },
    )
  }

  const users = new Map(board.columns.flatMap((column) => column.users.map((user) => [user.id, user] as const)))

  function onDrop(event: DragEvent, stage: CrmStage) {
    event.preventDefault()
    setDropTarget(null)
    const user = users.get(Number(event.dataTransfer.getData(DRAG_TYPE)))
    if (user) move(user, stage)
  }

  return (
    <>
      <p aria-live="polite" className={css({ srOnly: true })}>
        {announcement}
      </p>
      <div className={boardStyle}>
        {board.columns.map((column) => {
          const label = i18n._(stageLabels[column.stage])
          const limit = shown[column.stage] ?? CARDS_PER_STEP
          const visible = column.users.slice(0, limit)
          const hidden = column.users.length - visible.length
          return (
            <section
              key={column.stage}
              aria-labelledby={`crm-${column.stage}`}
              className={columnStyle}
              data-drop-target={dropTarget === column.stage ? '' : undefined}
              onDragOver={(event) => {
                if (!event.dataTransfer.types.includes(DRAG_TYPE)) return
                event.preventDefault()
                event.dataTransfer.dropEffect = 'move'
                setDropTarget(column.stage)
              }}
              onDragLeave={() => setDropTarget((current) => (current === column.stage ? null : current))}
              onDrop={(event) => onDrop(event, column.stage)}
            >
              <h2
                id={`crm-${column.stage}`}
                className={css({ textStyle: 'label', display: 'flex', justifyContent: 'space-between' })}
              >
                <span>{label}</span>
                <Badge size="sm">{column.count}</Badge>
              </h2>
              {column.users.length === 0 ? (
                <Text size="small" tone="muted">
                  <Trans>Aucun compte.</Trans>
                </Text>
              ) : (
                <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
                  {visible.map((user) => (
                    <li
                      key={user.id}
                      className={cardStyle}
                      draggable
                      data-dragging={dragging === user.id ? '' : undefined}
                      onDragStart={(event) => {
                        event.dataTransfer.setData(DRAG_TYPE, String(user.id))
                        event.dataTransfer.effectAllowed = 'move'
                        setDragging(user.id)
                      }}
                      onDragEnd={() => setDragging(null)}
                    >
                      <Link asChild className={css({ fontWeight: 'semibold' })}>
                        <RouterLink to={detailPath(user.id)}>{displayName(user)}</RouterLink>
                      </Link>
                      <Text size="small" tone="muted" className={css({ overflowWrap: 'anywhere' })}>
                        <BreakableEmail email={user.email} />
                      </Text>
                      {user.crm.next_action_on ? (
                        <Text size="small">{t`Prochaine action : ${day.format(new Date(`${user.crm.next_action_on}T12:00:00Z`))}`}</Text>
                      ) : null}
                      {user.crm.tags.length > 0 ? (
                        <div className={css({ display: 'flex', gap: '1', flexWrap: 'wrap' })}>
                          {user.crm.tags.map((tag) => (
                            <Badge key={tag} size="sm" tone="brand">
                              {tag}
                            </Badge>
                          ))}
                        </div>
                      ) : null}
                      <Menu.Root onSelect={(details) => move(user, details.value as CrmStage)}>
                        <Menu.Trigger asChild>
                          <Button variant="ghost" size="sm" aria-label={t`Déplacer ${displayName(user)} vers une autre étape`}>
                            <Trans>Déplacer</Trans>
                            <ChevronDownIcon aria-hidden />
                          </Button>
                        </Menu.Trigger>
                        <Menu.Popup>
                          {crmStages
                            .filter((stage) => stage !== column.stage)
                            .map((stage) => (
                              <Menu.Item key={stage} value={stage}>
                                <Menu.ItemText>{i18n._(stageLabels[stage])}</Menu.ItemText>
                              </Menu.Item>
                            ))}
                        </Menu.Popup>
                      </Menu.Root>
                    </li>
                  ))}
                </ul>
              )}
              {hidden > 0 ? (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t`Voir ${Math.min(hidden, CARDS_PER_STEP)} de plus dans « ${label} »`}
                  onClick={() => setShown((current) => ({ ...current, [column.stage]: limit + CARDS_PER_STEP }))}
                >
                  {t`Voir ${Math.min(hidden, CARDS_PER_STEP)} de plus`}
                </Button>
              ) : column.count > column.users.length ? (
                <Link asChild className={css({ textStyle: 'small' })}>
                  <RouterLink
                    to={stagePath(column.stage)}
                  >{t`Voir les ${column.count} comptes « ${label} » dans la liste`}</RouterLink>
                </Link>
              ) : null}
            </section>
          )
        })}
      </div>
    </>
  )
}
