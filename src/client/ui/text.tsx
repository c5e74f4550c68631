import { styled } from '#styled/jsx/factory'
import { text } from '#styled/recipes/text'

/** Body text. `size`: lead, body, small, caption; `tone`: default, muted, brand, danger, success. Use `as` for span/div. */
export const Text = styled('p', text)
