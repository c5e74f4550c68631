import { css } from '#styled/css'

/** The frame of the partner listings' screens (the replacements' measure). */
export const page = css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '8' }, py: { base: '6', md: '10' } })
