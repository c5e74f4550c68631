import { semanticTokens } from './semantic-tokens.ts'
import { tokens } from './tokens.ts'

export const theme = { extend: { tokens, semanticTokens } }
