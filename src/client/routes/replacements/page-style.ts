import { css } from '#styled/css'

/** The frame of the nurse side's screens (the settings' and the home's measure). */
export const page = css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '8' }, py: { base: '6', md: '10' } })
