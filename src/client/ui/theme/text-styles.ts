import { defineTextStyles } from '@pandacss/dev'

// The type scale as named styles. Headings grow a step from the md breakpoint: phones first.
export const textStyles = defineTextStyles({
  display: {
    value: { fontSize: { base: '3xl', md: '5xl' }, lineHeight: 'tight', fontWeight: 'extrabold', letterSpacing: 'tighter' },
  },
  h1: { value: { fontSize: { base: '2xl', md: '4xl' }, lineHeight: 'tight', fontWeight: 'bold', letterSpacing: 'tight' } },
  h2: { value: { fontSize: { base: 'xl', md: '2xl' }, lineHeight: 'tight', fontWeight: 'bold', letterSpacing: 'tight' } },
  h3: { value: { fontSize: { base: 'lg', md: 'xl' }, lineHeight: 'snug', fontWeight: 'semibold' } },
  h4: { value: { fontSize: 'md', lineHeight: 'snug', fontWeight: 'semibold' } },
  lead: { value: { fontSize: { base: 'lg', md: 'xl' }, lineHeight: 'relaxed' } },
  body: { value: { fontSize: 'md', lineHeight: 'normal' } },
  small: { value: { fontSize: 'sm', lineHeight: 'normal' } },
  caption: { value: { fontSize: 'xs', lineHeight: 'normal', letterSpacing: 'wide' } },
  label: { value: { fontSize: 'sm', lineHeight: 'snug', fontWeight: 'medium' } },
  overline: {
    value: { fontSize: 'xs', lineHeight: 'normal', fontWeight: 'semibold', letterSpacing: 'wider', textTransform: 'uppercase' },
  },
})
