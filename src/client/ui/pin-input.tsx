import { PinInput as ArkPinInput } from '@ark-ui/react/pin-input'
import { useLingui } from '@lingui/react/macro'
import type { ComponentProps, ReactNode } from 'react'
import { createStyleContext } from '#styled/jsx'
import { pinInput } from '#styled/recipes'

// docs/product.md#validation: one character per cell; digits only when the type is "number"; each cell is labelled
// "pin input N of M" (in French here, through Lingui).

const { withProvider, withContext } = createStyleContext(pinInput)

export const Root = withProvider(ArkPinInput.Root, 'root')
export const Label = withContext(ArkPinInput.Label, 'label')
export const Control = withContext(ArkPinInput.Control, 'control')
const StyledInput = withContext(ArkPinInput.Input, 'input')
export const HiddenInput = ArkPinInput.HiddenInput

type ArkRootProps = ComponentProps<typeof Root>

export type InputProps = ComponentProps<typeof StyledInput> & { digitsOnly?: boolean }

/**
 * A cell. Ark refuses non-digits in `beforeinput`; some Android keyboards skip that event, so with
 * `digitsOnly` anything else is also stripped on `input`, before Ark reads the value.
 */
export function Input({ digitsOnly = false, onChange, ...props }: InputProps) {
  return (
    <StyledInput
      {...props}
      onChange={(event) => {
        if (digitsOnly) {
          const element = event.currentTarget
          const digits = element.value.replace(/\D/g, '')
          if (digits !== element.value) element.value = digits
        }
        onChange?.(event)
      }}
    />
  )
}

export type SimplePinInputProps = Omit<ArkRootProps, 'type' | 'count' | 'translations'> & {
  label: ReactNode
  /** Number of cells (6 for a two-factor code). */
  length?: number
  /** "number" accepts digits only; "text" letters and digits. */
  type?: 'number' | 'text'
  /** A code received by SMS or e-mail: lets the phone offer it (autocomplete="one-time-code"). */
  otp?: boolean
  /** The id of the text saying why the code was refused, read with each cell. */
  describedBy?: string | undefined
}

/** A one-time or two-factor code: one cell per character, pasting a whole code fills every cell. */
export function SimplePinInput({ label, length = 6, type = 'number', otp = true, describedBy, ...props }: SimplePinInputProps) {
  const { t } = useLingui()
  const inputLabel = (index: number, count: number) => {
    const position = index + 1
    // docs/product.md#validation fixes this label word for word, in every language.
    return t`pin input ${position} of ${count}`
  }
  return (
    <Root
      count={length}
      type={type === 'number' ? 'numeric' : 'alphanumeric'}
      translations={{ inputLabel }}
      otp={otp}
      placeholder=""
      {...props}
    >
      <Label>{label}</Label>
      <Control>
        {Array.from({ length }, (_, index) => (
          // The cells never reorder: their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length list of cells
          <Input key={index} index={index} digitsOnly={type === 'number'} aria-describedby={describedBy} />
        ))}
      </Control>
      <HiddenInput />
    </Root>
  )
}
