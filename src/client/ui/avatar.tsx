import { Avatar as ArkAvatar } from '@ark-ui/react/avatar'
import type { ComponentProps } from 'react'
import { createStyleContext } from '#styled/jsx'
import { avatar } from '#styled/recipes'
import { densitySrcSet, ipxUrl } from './image-url.ts'

const { withProvider, withContext } = createStyleContext(avatar)

export const Root = withProvider(ArkAvatar.Root, 'root')
export const Image = withContext(ArkAvatar.Image, 'image')
export const Fallback = withContext(ArkAvatar.Fallback, 'fallback')

export type RootProps = ComponentProps<typeof Root>

const pixels = { sm: 32, md: 40, lg: 56, xl: 80 } as const

/** "Marie-Hélène Dupont" → "MD": the first letter of the first and last words. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''
  return (first + last).toLocaleUpperCase('fr-FR')
}

export type SimpleAvatarProps = Omit<RootProps, 'children' | 'size'> & {
  /** The person's name: the image's text alternative, and the initials shown without a photo. */
  name: string
  /** The profile photo (profil_url), served through /_ipx at 1x and 2x. */
  src?: string | null
  size?: keyof typeof pixels
}

/** A person's photo, or their initials while it loads or when there is none. */
export function SimpleAvatar({ name, src, size = 'md', ...props }: SimpleAvatarProps) {
  const px = pixels[size]
  return (
    <Root size={size} {...props}>
      {/* role=img + label: the initials alone would be read as letters. */}
      <Fallback role="img" aria-label={name}>
        {initials(name)}
      </Fallback>
      {src ? (
        <Image
          src={ipxUrl(src, { width: px, height: px, fit: 'cover' })}
          srcSet={densitySrcSet(src, px, px, 'cover') || undefined}
          alt={name}
          width={px}
          height={px}
          // Not lazy: Ark keeps the image hidden until it loads, and a hidden lazy image never does.
        />
      ) : null}
    </Root>
  )
}
