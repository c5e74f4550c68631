import { Trans } from '@lingui/react/macro'
import { type FormEvent, type ReactNode, type Ref, useId } from 'react'
import { Button } from '#client/ui/button.tsx'
import * as Dialog from '#client/ui/dialog.tsx'
import { css } from '#styled/css'

export interface FormDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opens it. */
  trigger: ReactNode
  title: ReactNode
  description?: ReactNode
  formRef: Ref<HTMLFormElement>
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  pending: boolean
  submitLabel: ReactNode
  /** The fields. */
  children: ReactNode
}

/** A back-office form in a dialog: the fields in its body, Annuler and the submit button in its footer. */
export function FormDialog(props: FormDialogProps) {
  const { open, onOpenChange, trigger, title, description, formRef, onSubmit, pending, submitLabel, children } = props
  const formId = useId()
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Popup>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
          {description === undefined ? null : <Dialog.Description>{description}</Dialog.Description>}
        </Dialog.Header>
        <Dialog.Body>
          <form
            ref={formRef}
            id={formId}
            noValidate
            onSubmit={onSubmit}
            className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
          >
            {children}
          </form>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            <Trans>Annuler</Trans>
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {submitLabel}
          </Button>
        </Dialog.Footer>
      </Dialog.Popup>
    </Dialog.Root>
  )
}
