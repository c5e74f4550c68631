import { ark } from '@ark-ui/react/factory'
import { styled } from '#styled/jsx'
import { link } from '#styled/recipes'

/**
 * An inline text link. For router links: `<Link asChild><RouterLink to="…">…</RouterLink></Link>`.
 * For a link that looks like a button, use `<Button asChild>`.
 */
export const Link = styled(ark.a, link)
