import type { ComponentProps } from 'react'
import { styled } from '#styled/jsx/factory'
import { spinner } from '#styled/recipes/spinner'

const BaseSpinner = styled('span', spinner)

export type SpinnerProps = ComponentProps<typeof BaseSpinner> & {
  /** What is loading, for screen readers. Without it the spinner is decorative (its owner says it is busy). */
  label?: string
}

export function Spinner({ label, ...props }: SpinnerProps) {
  if (!label) return <BaseSpinner aria-hidden="true" {...props} />
  return <BaseSpinner role="status" aria-label={label} {...props} />
}
