import { css } from '#styled/css'

/** Long-form text: readable measure, spaced headings, visible links. */
export const prose = css({
  lineHeight: '1.7',
  '& h2': { textStyle: 'h2', mt: '10', mb: '3' },
  '& section': { scrollMarginTop: '20' },
  '& h3': { textStyle: 'h4', mt: '6', mb: '2' },
  '& p': { mt: '3' },
  '& ul, & ol': { mt: '3', pl: '6', display: 'flex', flexDirection: 'column', gap: '1.5' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li::marker': { color: 'fg.brand' },
  '& a': {
    color: 'fg.brand',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    _hover: { textDecorationThickness: '2px' },
  },
  '& strong': { fontWeight: 'semibold' },
  '& dl': { mt: '3', display: 'grid', gridTemplateColumns: { base: '1fr', sm: '12rem 1fr' }, gap: { base: '0.5', sm: '2' } },
  '& dt': { fontWeight: 'semibold', mt: { base: '2', sm: '0' } },
  '& dd': { color: 'fg.default', overflowWrap: 'anywhere' },
})
