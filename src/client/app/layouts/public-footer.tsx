import { Trans, useLingui } from '@lingui/react/macro'
import { ManageCookiesButton } from '#client/features/consent/components/manage-cookies-button.tsx'
import { PreloadLink } from '#client/lib/preload-link.tsx'
import { css } from '#styled/css'
import { legalNav } from './public-nav.ts'

const footer = css({ mt: 'auto', bg: 'bg.surface', borderTopWidth: '1px', borderColor: 'border.default' })
const inner = css({
  maxW: 'content',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: '8',
  display: 'grid',
  gap: '4',
  fontSize: 'sm',
  color: 'fg.muted',
})
const links = css({ display: 'flex', flexWrap: 'wrap', columnGap: '5', rowGap: '1' })
const creditLink = css({
  color: 'fg.default',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { color: 'fg.brand' },
})
const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '11',
  color: 'fg.default',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  cursor: 'pointer',
  _hover: { color: 'fg.brand' },
})

/** Legal links, the open-data credit and the way back to the cookie choice (withdrawal). */
export function PublicFooter() {
  const { t, i18n } = useLingui()
  return (
    <footer className={footer}>
      <div className={inner}>
        <nav aria-label={t`Informations légales`}>
          <ul className={links}>
            {legalNav.map((item) => (
              <li key={`${item.to}-${item.label.id}`}>
                <PreloadLink to={item.to} className={link}>
                  {i18n._(item.label)}
                </PreloadLink>
              </li>
            ))}
            <li>
              <ManageCookiesButton className={link} />
            </li>
          </ul>
        </nav>
        <p>
          <Trans>
            Données géographiques :{' '}
            <a className={creditLink} href="https://www.data.gouv.fr/" rel="noopener noreferrer" target="_blank">
              INSEE, La Poste — data.gouv.fr
            </a>{' '}
            (Licence Ouverte / Etalab).
          </Trans>
        </p>
        <p>
          <Trans>Relève — remplacements et partenariats entre infirmiers libéraux.</Trans>
        </p>
      </div>
    </footer>
  )
}
