import { type FormEvent, useCallback, useRef, useState } from 'react'
import type { z } from 'zod'
import { type FieldErrors, hasErrors, serverFieldErrors, withoutError } from './field-errors.ts'
import { focusFirstError } from './focus.ts'
import { useSourcedValues } from './sourced-values.ts'
import { type ValidateOptions, validate } from './validate.ts'

export interface FormOptions<V extends object, S extends z.ZodType> extends ValidateOptions {
  /** The values the fields start with (strings for text fields, as typed). */
  initial: V | (() => V)
  /**
   * The server's copy the values come from: while the form is untouched, a new copy (fresher
   * data after an offline start) starts the values again from `initial` (useSourcedValues).
   */
  source?: unknown
  /** The shared schema the server parses the body with. */
  schema: S
  /**
   * The values → what the schema parses (blank to null, text to number…); the values themselves
   * by default. Partial: a question left unanswered is refused by the schema, not by the types.
   */
  toInput?: (values: V) => Partial<z.input<S>>
  /** A request is under way: a second submit is ignored. */
  pending?: boolean
}

/**
 * A form's state (docs/architecture.md#forms): its values, the sentence under each field (the
 * schema's, checked in the browser, or the server's 422), a form-level failure, and the focus
 * moved to the first field in error after a refused submit.
 */
export function useForm<V extends object, S extends z.ZodType>(options: FormOptions<V, S>) {
  const { schema, toInput, pending, message, requiredWhenBlank, nested } = options
  const formRef = useRef<HTMLFormElement>(null)
  const { initial } = options
  const {
    values,
    setValues,
    saved,
    reset: resetValues,
  } = useSourcedValues(options.source, () => (typeof initial === 'function' ? (initial as () => V)() : initial))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)

  const clearError = useCallback((field: string) => setErrors((current) => withoutError(current, field)), [])

  /** Sets a field and drops its error (the user is fixing it). */
  const set = useCallback(
    <K extends keyof V & string>(field: K, value: V[K], errorField: string = field) => {
      setValues((current) => ({ ...current, [field]: value }))
      clearError(errorField)
    },
    [clearError, setValues],
  )

  /**
   * Starts the form again, without errors or failure: from these values, or from `initial` (a
   * dialog opened anew, a note sent, an inline edit given up).
   */
  const reset = useCallback(
    (next?: V) => {
      resetValues(next ?? (typeof initial === 'function' ? (initial as () => V)() : initial))
      setErrors({})
      setFailure(null)
    },
    [initial, resetValues],
  )

  /** Shows these errors under their fields and focuses the first one. */
  const showErrors = useCallback((found: FieldErrors) => {
    setErrors(found)
    focusFirstError(formRef.current, found)
  }, [])

  /**
   * Checks the values (or the given input) with the schema, then `adjust` (what the schema cannot
   * say: a rule on the person's own data, a question worded the form's way) changes the errors
   * found; refused, shows why and returns null.
   */
  function check(
    input: unknown = toInput ? toInput(values) : values,
    adjust?: (found: FieldErrors) => FieldErrors,
  ): z.output<S> | null {
    const result = validate(schema, input, { message, requiredWhenBlank, nested })
    const found = result.ok ? {} : result.errors
    const shown = adjust ? adjust(found) : found
    if (!result.ok || hasErrors(shown)) {
      showErrors(shown)
      return null
    }
    setErrors({})
    return result.data
  }

  /**
   * The form's onSubmit: clears the last failure, checks, then hands on the parsed input and the
   * input as built from the values (for a form that sends what the person typed).
   */
  function submit(onValid: (data: z.output<S>, input: Partial<z.input<S>>) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (pending) return
      setFailure(null)
      const input = (toInput ? toInput(values) : values) as Partial<z.input<S>>
      const data = check(input)
      if (data !== null) onValid(data, input)
    }
  }

  /** The server's field errors onto the fields; false when the failure is not about fields. */
  function fail(error: unknown): boolean {
    const found = serverFieldErrors(error, nested)
    if (!hasErrors(found)) return false
    showErrors(found)
    return true
  }

  return {
    formRef,
    values,
    setValues,
    /** A save succeeded: the values follow the server's copy again. */
    saved,
    reset,
    set,
    errors,
    errorOf: (field: string): string | undefined => errors[field],
    setErrors,
    showErrors,
    clearError,
    check,
    submit,
    fail,
    failure,
    setFailure,
  }
}
