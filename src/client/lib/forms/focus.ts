import type { FieldErrors } from './field-errors.ts'

/**
 * Focuses the first field in error, in the order of the page (WCAG 3.3.1: the reader lands on
 * what to fix). A field is found by its `name`, or by a `data-field` wrapper for controls whose
 * input has no name of its own (a group of checkboxes, a combobox).
 */
export function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors): void {
  if (!form) return
  for (const element of form.querySelectorAll<HTMLElement>('[name], [data-field]')) {
    const field = element.getAttribute('data-field') ?? element.getAttribute('name')
    if (field === null || errors[field] === undefined) continue
    const target = element.hasAttribute('data-field')
      ? element.querySelector<HTMLElement>('input:not([type="hidden"]), button, select, textarea')
      : element
    if (target && !(target instanceof HTMLInputElement && target.type === 'hidden')) {
      target.focus()
      return
    }
  }
}
