import { css } from '#styled/css'

/**
 * The look of the sections' HTML (src/shared/home-sections-html.ts, `hs-…` classes), as one
 * wrapper class: the same tokens as the built-in home page, so a section looks like the rest.
 */
export const homeSectionsStyles = css({
  '& .hs-section': { py: { base: '12', md: '16' } },
  '& .hs-section:nth-of-type(even)': { bg: 'bg.muted' },
  '& .hs-container': { maxW: 'content', mx: 'auto', px: { base: '4', md: '6' } },
  '& .hs-title': { textStyle: 'h2', textWrap: 'balance' },
  '& .hs-intro': { mt: '3', color: 'fg.muted', textStyle: 'lead', maxW: '44rem' },
  '& .hs-item-title': { textStyle: 'h3', mt: '2' },

  '& .hs-hero': { bg: 'bg.brandSubtle!', borderBottomWidth: '1px', borderColor: 'border.default', py: { base: '12', md: '20' } },
  '& .hs-hero .hs-title': { textStyle: 'display', maxW: '20ch' },
  '& .hs-lead': { mt: '5', textStyle: 'lead', color: 'fg.muted', maxW: '40rem' },
  '& .hs-actions': { mt: '8', display: 'flex', flexWrap: 'wrap', gap: '3' },
  '& .hs-button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: '12',
    px: '6',
    fontSize: 'lg',
    fontWeight: 'semibold',
    borderRadius: 'md',
    borderWidth: 'thin',
    textDecoration: 'none',
    _focusVisible: { outline: '2px solid', outlineColor: 'focus', outlineOffset: '2px' },
  },
  '& .hs-button-primary': { bg: 'bg.brand', color: 'fg.onBrand', borderColor: 'transparent', _hover: { bg: 'bg.brandHover' } },
  '& .hs-button-secondary': { bg: 'bg.surface', color: 'fg.brand', borderColor: 'border.brand', _hover: { bg: 'bg.brandSubtle' } },

  '& .hs-steps': {
    mt: '8',
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'repeat(auto-fit, minmax(14rem, 1fr))' },
    gap: { base: '4', md: '6' },
  },
  '& .hs-step': { bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'xl', p: { base: '5', md: '6' } },
  '& .hs-step p, & .hs-faq-answer p, & .hs-quote p': { mt: '2', lineHeight: '1.6' },
  '& .hs-step-number': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '9',
    h: '9',
    borderRadius: 'full',
    bg: 'bg.brand',
    color: 'fg.onBrand',
    fontWeight: 'bold',
  },

  '& .hs-cards': {
    mt: '8',
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'repeat(auto-fit, minmax(16rem, 1fr))' },
    gap: { base: '4', md: '6' },
  },
  '& .hs-card': {
    display: 'flex',
    flexDirection: 'column',
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'xl',
    boxShadow: 'sm',
    p: { base: '5', md: '6' },
  },
  '& .hs-kicker': { textStyle: 'overline', color: 'fg.brand' },
  '& .hs-points': { mt: '4', display: 'flex', flexDirection: 'column', gap: '2.5', flex: '1', lineHeight: '1.55', listStyle: 'disc', pl: '5' },
  '& .hs-card-link, & .hs-partner-name[href]': {
    mt: '6',
    fontWeight: 'semibold',
    color: 'fg.brand',
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    alignSelf: 'flex-start',
    _hover: { textDecorationThickness: '2px' },
  },

  '& .hs-quotes': {
    mt: '8',
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'repeat(auto-fit, minmax(18rem, 1fr))' },
    gap: { base: '4', md: '6' },
  },
  '& .hs-quote': { h: 'full', bg: 'bg.surface', borderLeftWidth: '4px', borderColor: 'border.brand', borderRadius: 'lg', p: '5' },
  '& .hs-quote blockquote': { fontSize: 'lg' },
  '& .hs-quote figcaption': { mt: '4', display: 'flex', flexDirection: 'column', fontSize: 'sm' },
  '& .hs-quote-author': { fontWeight: 'semibold' },
  '& .hs-quote-role': { color: 'fg.muted' },

  '& .hs-faq': { mt: '8', display: 'flex', flexDirection: 'column', gap: '3', maxW: '48rem' },
  '& .hs-faq-item': { bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', px: '5', py: '4' },
  '& .hs-faq-item summary': { cursor: 'pointer', fontWeight: 'semibold', _focusVisible: { outline: '2px solid', outlineColor: 'focus' } },
  '& .hs-faq-answer': { color: 'fg.muted' },

  '& .hs-partners': {
    mt: '8',
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
    gap: '4',
  },
  '& .hs-partner': { bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '4' },
  '& .hs-partner .hs-partner-name': { fontWeight: 'semibold', mt: '0' },
  '& .hs-partner p': { mt: '1', color: 'fg.muted', fontSize: 'sm' },
})
