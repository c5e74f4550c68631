import type { ComponentProps, ReactNode } from 'react'
import { styled } from '#styled/jsx/factory'
import { button } from '#styled/recipes/button'
import { AsChildButton } from './as-child.tsx'
import { Spinner } from './spinner.tsx'

const BaseButton = styled(AsChildButton, button)

export type ButtonProps = ComponentProps<typeof BaseButton> & {
  /** Shows a spinner, marks the button busy and ignores clicks until the work is done. */
  loading?: boolean
  /** Replaces the label while loading (the label stays for width otherwise). */
  loadingText?: ReactNode
}

/**
 * The one button. `variant`: solid (default, brand), outline, subtle, ghost, urgent (coral, for
 * urgent replacements), danger, link; `size`: sm, md, lg. `asChild` renders a router link as a
 * button (`<Button asChild><Link to="…">…</Link></Button>`). Defaults to type="button".
 */
export function Button({ loading = false, loadingText, disabled, children, type, asChild, ...props }: ButtonProps) {
  return (
    <BaseButton
      type={asChild ? undefined : (type ?? 'button')}
      asChild={asChild}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
      {...props}
    >
      {loading && !asChild ? (
        <>
          <Spinner size="sm" />
          {loadingText ?? children}
        </>
      ) : (
        children
      )}
    </BaseButton>
  )
}
