import type { SystemStyleObject } from '@pandacss/dev'

// Style fragments several recipes share, so every text box, list and floating panel looks alike.

// Panda's _invalid and _readOnly also match the native :invalid and :read-only pseudo-classes, which
// flag every empty required field before anyone typed, and every <select> and <button>. These match
// only what the components say (Ark's data attributes, aria-invalid, the readonly attribute).
export const invalid = '&:is([data-invalid], [aria-invalid=true])'
const readOnly = '&:is([readonly], [data-readonly], [aria-readonly=true])'

export const focusRing: SystemStyleObject = {
  outline: '2px solid',
  outlineColor: 'focus',
  outlineOffset: '2px',
}

// Text boxes: input, textarea, select trigger, combobox control, date input.
export const inputBase: SystemStyleObject = {
  appearance: 'none',
  width: 'full',
  minWidth: '0',
  minHeight: '11',
  px: '3',
  py: '2',
  bg: 'bg.surface',
  color: 'fg.default',
  fontSize: 'md',
  lineHeight: 'normal',
  borderWidth: 'thin',
  borderColor: 'border.strong',
  borderRadius: 'md',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: 'fast',
  transitionTimingFunction: 'default',
  _placeholder: { color: 'fg.muted', opacity: '1' },
  _hover: { borderColor: 'fg.muted' },
  _focusVisible: { outline: 'none', borderColor: 'focus', boxShadow: '0 0 0 1px var(--colors-focus)' },
  [invalid]: { borderColor: 'border.danger', _focusVisible: { boxShadow: '0 0 0 1px var(--colors-border-danger)' } },
  _disabled: { bg: 'bg.muted', color: 'fg.disabled', cursor: 'not-allowed', _hover: { borderColor: 'border.strong' } },
  [readOnly]: { bg: 'bg.muted' },
}

export const labelBase: SystemStyleObject = {
  textStyle: 'label',
  color: 'fg.default',
  _disabled: { color: 'fg.disabled' },
}

// Floating panels: select and combobox lists, menus, date picker, popovers.
export const floatingPanel: SystemStyleObject = {
  bg: 'bg.surface',
  color: 'fg.default',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'lg',
  boxShadow: 'lg',
  zIndex: 'popover',
  outline: 'none',
  _open: { animation: 'scale-in 120ms {easings.out}' },
  _closed: { animation: 'fade-out 100ms {easings.in}' },
}

export const listItem: SystemStyleObject = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  minHeight: '10',
  px: '3',
  py: '2',
  borderRadius: 'sm',
  cursor: 'pointer',
  textStyle: 'body',
  color: 'fg.default',
  userSelect: 'none',
  _highlighted: { bg: 'bg.muted' },
  _disabled: { color: 'fg.disabled', cursor: 'not-allowed' },
}

export const itemIndicator: SystemStyleObject = {
  display: 'inline-flex',
  color: 'fg.brand',
  '& svg': { width: '4', height: '4' },
}

export const iconSize: SystemStyleObject = {
  '& svg': { width: '1.25em', height: '1.25em', flexShrink: '0' },
}

// Hover that leaves disabled controls alone (works for <a> styled as buttons, unlike :enabled).
export const hoverable = '&:hover:not(:disabled, [data-disabled], [aria-disabled=true])'
