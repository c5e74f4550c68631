import { keyframes } from './keyframes.ts'
import { recipes, slotRecipes } from './recipes/index.ts'
import { semanticTokens } from './semantic-tokens.ts'
import { textStyles } from './text-styles.ts'
import { tokens } from './tokens.ts'

// The breakpoints match the image widths of docs/product.md#constants (sm 640 … 2xl 1536); styles are written for
// phones first and grow from there.
export const breakpoints = { sm: '640px', md: '768px', lg: '1024px', xl: '1280px', '2xl': '1536px' }

export const theme = {
  extend: { breakpoints, tokens, semanticTokens, textStyles, keyframes, recipes, slotRecipes },
}
