import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import * as Card from '#client/ui/card.tsx'
import { CheckIcon, ChevronRightIcon } from '#client/ui/icons.tsx'
import type { User } from '#shared/user.ts'
import { css } from '#styled/css'
import { type ChecklistItem, type ChecklistItemId, profileChecklist } from '../profile-checklist.ts'

const labels: Record<ChecklistItemId, MessageDescriptor> = {
  rpps: msg`Indiquer votre numéro RPPS`,
  address: msg`Renseigner votre adresse`,
  avatar: msg`Ajouter une photo de profil`,
  'two-factor': msg`Activer la double authentification`,
}

const row = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: '11',
  px: '2',
  borderRadius: 'md',
  textDecoration: 'none',
  color: 'fg.default',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focus' },
  '& > svg': { w: '5', h: '5', color: 'fg.muted', ms: 'auto' },
})

const mark = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: '0',
  w: '6',
  h: '6',
  borderRadius: 'full',
  borderWidth: '2px',
  borderColor: 'border.strong',
  '&[data-done]': { bg: 'bg.brand', borderColor: 'transparent', color: 'fg.onBrand' },
  '& svg': { w: '4', h: '4' },
})

/**
 * "Complétez votre profil": what is missing, each line opening its settings section. The dashboard
 * gives the section's address (the settings feature owns those; a feature never imports another).
 */
export function ProfileChecklistCard({
  user,
  sectionPath,
}: {
  user: User
  sectionPath: (section: ChecklistItem['section']) => string
}) {
  const { i18n } = useLingui()
  const items = profileChecklist(user)
  const missing = items.filter((item) => !item.done).length
  if (missing === 0) return null
  const done = items.length - missing
  const total = items.length
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">
          <Trans>Complétez votre profil</Trans>
        </Card.Title>
        <Card.Description>
          <Trans>
            {done} sur {total} fait
          </Trans>
          {' · '}
          <Plural value={missing} one="il reste # étape" other="il reste # étapes" />
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          {items.map((item) => (
            <li key={item.id}>
              {item.done ? (
                <span className={`${row} ${css({ color: 'fg.muted', _hover: { bg: 'transparent' } })}`}>
                  <span className={mark} data-done="">
                    <CheckIcon />
                  </span>
                  <span className={css({ textDecoration: 'line-through' })}>{i18n._(labels[item.id])}</span>
                  <span className={css({ srOnly: true })}>
                    <Trans>(fait)</Trans>
                  </span>
                </span>
              ) : (
                <Link to={sectionPath(item.section)} className={row}>
                  <span className={mark} />
                  <span>{i18n._(labels[item.id])}</span>
                  <ChevronRightIcon />
                </Link>
              )}
            </li>
          ))}
        </ul>
      </Card.Body>
    </Card.Root>
  )
}
