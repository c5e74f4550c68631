import type { ButtonProps } from './button.tsx'
import { Button } from './button.tsx'

export type IconButtonProps = Omit<ButtonProps, 'icon' | 'aria-label'> & {
  /** Required: an icon alone has no accessible name. */
  'aria-label': string
}

/** A square button holding one icon; ghost by default. */
export function IconButton({ variant = 'ghost', ...props }: IconButtonProps) {
  return <Button variant={variant} icon {...props} />
}
