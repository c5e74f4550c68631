import { type ReactNode, useId } from 'react'
import { AlertIcon } from '#client/ui/icons.tsx'
import { css } from '#styled/css'

const legendStyle = css({ fontWeight: 'medium', mb: '1', display: 'inline-flex', gap: '1' })
const errorStyle = css({
  display: 'flex',
  gap: '1.5',
  alignItems: 'flex-start',
  textStyle: 'small',
  color: 'fg.danger',
  fontWeight: 'medium',
  '& svg': { w: '4', h: '4', flexShrink: '0', mt: '0.5' },
})

/**
 * A group of checkboxes or radios under one question (a <fieldset> with its <legend>), with the
 * group's error linked to it. `data-field` lets a form focus the group's first control.
 */
export function ChoiceFieldset({
  legend,
  hint,
  error,
  field,
  required = false,
  children,
}: {
  legend: ReactNode
  hint?: ReactNode
  error?: string
  field: string
  required?: boolean
  children: ReactNode
}) {
  const hintId = useId()
  const errorId = useId()
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <fieldset data-field={field} aria-describedby={describedBy} className={css({ minW: '0' })}>
      <legend className={legendStyle}>
        {legend}
        {required ? (
          <span aria-hidden="true" className={css({ color: 'fg.danger' })}>
            *
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p id={hintId} className={css({ textStyle: 'small', color: 'fg.muted' })}>
          {hint}
        </p>
      ) : null}
      <div className={css({ display: 'flex', flexDirection: 'column' })}>{children}</div>
      {error ? (
        <p id={errorId} className={errorStyle}>
          <AlertIcon />
          <span>{error}</span>
        </p>
      ) : null}
    </fieldset>
  )
}
