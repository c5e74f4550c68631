import { useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { ChevronRightIcon } from '#client/ui/icons.tsx'
import { css } from '#styled/css'
import { type SettingsSection, type SettingsSectionId, settingsSectionPath } from '../settings-sections.ts'

const link = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: '14',
  px: '3',
  py: '2',
  borderRadius: 'md',
  color: 'fg.default',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focus', outlineOffset: '-2px' },
  '& > svg:first-child': { w: '5', h: '5', color: 'fg.muted', flexShrink: '0' },
  '& > svg:last-child': { w: '5', h: '5', color: 'fg.muted', ms: 'auto', lg: { display: 'none' } },
  lg: { minH: '11' },
  '&[aria-current=page]': { lg: { bg: 'bg.brandSubtle', color: 'fg.brand', '& > svg:first-child': { color: 'fg.brand' } } },
})

/**
 * The sections: on phones a list (title and what is inside, like a phone's own settings) that
 * opens one section; from lg, a side list beside the open section.
 */
export function SettingsNav({ sections, current }: { sections: SettingsSection[]; current: SettingsSectionId }) {
  const { t, i18n } = useLingui()
  return (
    <nav aria-label={t`Sections des paramètres`}>
      <ul
        className={css({
          display: 'flex',
          flexDirection: 'column',
          gap: { base: '0', lg: '1' },
          bg: { base: 'bg.surface', lg: 'transparent' },
          borderWidth: { base: 'thin', lg: '0' },
          borderColor: 'border.default',
          borderRadius: 'lg',
          p: { base: '1', lg: '0' },
        })}
      >
        {sections.map(({ id, title, summary, icon: Icon }) => (
          <li key={id}>
            <Link to={settingsSectionPath(id)} className={link} aria-current={id === current ? 'page' : undefined}>
              <Icon />
              <span className={css({ display: 'flex', flexDirection: 'column', minW: '0' })}>
                <span className={css({ fontWeight: 'medium' })}>{i18n._(title)}</span>
                <span className={css({ textStyle: 'small', color: 'fg.muted', lg: { display: 'none' } })}>{i18n._(summary)}</span>
              </span>
              <ChevronRightIcon />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
