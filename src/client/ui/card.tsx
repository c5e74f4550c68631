import { createStyleContext } from '#styled/jsx'
import { card } from '#styled/recipes'

const { withProvider, withContext } = createStyleContext(card)

/** `variant`: outline (default), elevated, interactive (whole card clickable through a stretched link). */
export const Root = withProvider('article', 'root')
export const Header = withContext('div', 'header')
export const Title = withContext('h3', 'title')
export const Description = withContext('p', 'description')
export const Body = withContext('div', 'body')
export const Footer = withContext('div', 'footer')
