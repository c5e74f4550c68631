import { Trans } from '@lingui/react/macro'
import { css } from '#styled/css'

const skip = css({
  position: 'absolute',
  insetInlineStart: '2',
  top: '2',
  zIndex: 'skipLink',
  px: '4',
  py: '2',
  borderRadius: 'md',
  bg: 'bg.brand',
  color: 'fg.onBrand',
  fontWeight: 'semibold',
  transform: 'translateY(-200%)',
  _focusVisible: { transform: 'none' },
})

/** The first tab stop of every layout: straight to the page's content (WCAG 2.4.1). */
export function SkipLink() {
  return (
    <a href="#main" className={skip}>
      <Trans>Aller au contenu</Trans>
    </a>
  )
}
