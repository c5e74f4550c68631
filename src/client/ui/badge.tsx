import { styled } from '#styled/jsx'
import { badge } from '#styled/recipes'

/**
 * A short status label. `tone`: neutral, brand, urgent (coral, for urgent offers), danger, success,
 * warning; `size`: sm, md. Colour is never the only signal: the text says it.
 */
export const Badge = styled('span', badge)
