import { ark } from '@ark-ui/react/factory'
import { styled } from '#styled/jsx'

/**
 * "‹ Offres": the way back to the screen above, a 44 px touch target. For router links:
 * `<BackLink asChild><RouterLink to="…"><ChevronLeftIcon />…</RouterLink></BackLink>`.
 */
export const BackLink = styled(ark.a, {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    alignSelf: 'flex-start',
    minH: '11',
    color: 'fg.brand',
    fontWeight: 'medium',
    textDecoration: 'none',
    '& svg': { w: '5', h: '5' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focus', outlineOffset: '2px', borderRadius: 'sm' },
  },
})
