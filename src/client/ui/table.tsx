import { createStyleContext } from '#styled/jsx'
import { table } from '#styled/recipes'

const { withProvider, withContext } = createStyleContext(table)

// A data table for desktop screens (admin lists). Wrap it in ScrollArea so that a wide table
// scrolls within its box on phones; the box is focusable so keyboard users can scroll it too.
export const ScrollArea = withProvider('div', 'scroll', { defaultProps: { tabIndex: 0, role: 'region' } })
export const Root = withProvider('table', 'root')
export const Caption = withContext('caption', 'caption')
export const Head = withContext('thead', 'head')
export const Body = withContext('tbody', 'body')
export const Row = withContext('tr', 'row')
export const Header = withContext('th', 'header', { defaultProps: { scope: 'col' } })
export const Cell = withContext('td', 'cell')

/** Name the scroll area (aria-label) after the table: it is announced as a region. */
