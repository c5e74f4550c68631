import { css } from '#styled/css'

// Accepting and refusing look exactly alike (CNIL: refusing must be as easy as accepting).
export const choiceButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minH: '11',
  px: '5',
  borderRadius: 'md',
  fontWeight: 'semibold',
  bg: 'bg.brand',
  color: 'fg.onBrand',
  cursor: 'pointer',
  _hover: { bg: 'bg.brandHover' },
})

export const secondaryButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minH: '11',
  px: '4',
  borderRadius: 'md',
  fontWeight: 'semibold',
  color: 'fg.brand',
  bg: 'transparent',
  borderWidth: '1px',
  borderColor: 'border.strong',
  cursor: 'pointer',
  _hover: { bg: 'bg.brandSubtle' },
})
