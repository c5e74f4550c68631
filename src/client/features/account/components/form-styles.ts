import { css } from '#styled/css'

/** The settings forms' shared layout: one column on phones, pairs of fields from sm up. */
export const form = css({ display: 'flex', flexDirection: 'column', gap: '5', maxW: '40rem' })
export const formRow = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
  gap: '5',
  alignItems: 'start',
})
export const formActions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', '& > button': { w: { base: 'full', sm: 'auto' } } })
