import { Field as ArkField, useFieldContext } from '@ark-ui/react/field'
import type { ComponentProps, ReactNode } from 'react'
import { createStyleContext } from '#styled/jsx'
import { field } from '#styled/recipes'
import { AlertIcon } from './icons.tsx'

// Ark's Field gives each control its id, the label's htmlFor, aria-invalid, and aria-describedby
// for the hint; it points at the error only through aria-errormessage, which screen readers
// announce unevenly, so the error text's id is added to aria-describedby here as well.

const { withProvider, withContext } = createStyleContext(field)

function useDescribedBy(own: string | undefined): string | undefined {
  const context = useFieldContext()
  const control = context?.getInputProps()
  const ids = [own, control?.['aria-describedby'], control?.['aria-errormessage']].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}

export const Root = withProvider(ArkField.Root, 'root')
export const Label = withContext(ArkField.Label, 'label')
export const HelperText = withContext(ArkField.HelperText, 'helperText')
export const RequiredIndicator = withContext(ArkField.RequiredIndicator, 'requiredIndicator')

const StyledInput = withContext(ArkField.Input, 'input')
const StyledTextarea = withContext(ArkField.Textarea, 'textarea')
const StyledSelect = withContext(ArkField.Select, 'select')
const StyledErrorText = withContext(ArkField.ErrorText, 'errorText')

export type RootProps = ComponentProps<typeof Root>
export type InputProps = ComponentProps<typeof StyledInput>
export type TextareaProps = ComponentProps<typeof StyledTextarea>
export type SelectProps = ComponentProps<typeof StyledSelect>

export function Input(props: InputProps) {
  return <StyledInput {...props} aria-describedby={useDescribedBy(props['aria-describedby'])} />
}

export function Textarea(props: TextareaProps) {
  return <StyledTextarea {...props} aria-describedby={useDescribedBy(props['aria-describedby'])} />
}

/** A native <select>, for short fixed lists where the phone's own picker is best. */
export function Select(props: SelectProps) {
  return <StyledSelect {...props} aria-describedby={useDescribedBy(props['aria-describedby'])} />
}

/** Rendered only while the field is invalid; announced politely when it appears. */
export function ErrorText({ children, ...props }: ComponentProps<typeof StyledErrorText>) {
  return (
    <StyledErrorText {...props}>
      <AlertIcon />
      <span>{children}</span>
    </StyledErrorText>
  )
}

export type TextFieldProps = Omit<InputProps, 'children'> & {
  label: ReactNode
  hint?: ReactNode
  /** The error message; the field is invalid while it is set. */
  error?: ReactNode
  multiline?: boolean
  rootProps?: RootProps
}

/** The everyday case in one line: label, input (or textarea), hint and error, all wired. */
export function TextField({
  label,
  hint,
  error,
  multiline = false,
  required,
  disabled,
  readOnly,
  rootProps,
  ...props
}: TextFieldProps) {
  const invalid = error != null && error !== false && error !== ''
  return (
    <Root invalid={invalid} required={required} disabled={disabled} readOnly={readOnly} {...rootProps}>
      <Label>
        {label}
        <RequiredIndicator>*</RequiredIndicator>
      </Label>
      {multiline ? <Textarea {...(props as TextareaProps)} /> : <Input {...props} />}
      {hint ? <HelperText>{hint}</HelperText> : null}
      <ErrorText>{error}</ErrorText>
    </Root>
  )
}
