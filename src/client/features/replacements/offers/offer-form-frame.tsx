import type { FormEvent, ReactNode } from 'react'
import { Notice } from '#client/ui/notice.tsx'
import { css } from '#styled/css'
import type { OfferFormState } from './use-offer-form.ts'

export interface OfferFormFrameProps {
  form: OfferFormState
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  /** The offer form is wider than the immediate one. */
  maxW: '40rem' | '48rem'
  children: ReactNode
}

/** The `<form>` of the offer and immediate forms, with the form's own message at its top (focusable). */
export function OfferFormFrame({ form, onSubmit, maxW, children }: OfferFormFrameProps) {
  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} className={maxW === '40rem' ? narrow : wide}>
      <div aria-live="assertive">
        {form.failure ? (
          <Notice as="p" tone="danger" size="sm" tabIndex={-1} data-form-alert>
            {form.failure}
          </Notice>
        ) : null}
      </div>
      {children}
    </form>
  )
}

const narrow = css({ display: 'flex', flexDirection: 'column', gap: '6', maxW: '40rem' })
const wide = css({ display: 'flex', flexDirection: 'column', gap: '6', maxW: '48rem' })
