import { Trans } from '@lingui/react/macro'
import { EmailField } from '#client/entities/person/email-field.tsx'
import { useForm } from '#client/lib/forms/use-form.ts'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import * as RadioGroup from '#client/ui/radio-group.tsx'
import { userBetaSchema } from '#shared/auth.ts'
import { css } from '#styled/css'
import { useJoinWaitingList } from '../api/join-waiting-list.ts'
import type { NurseRole } from '../role-labels.ts'
import { FormAlert } from './form-alert.tsx'
import { RoleRadioItems } from './role-radio-items.tsx'
import { useAuthTexts } from './use-auth-texts.ts'

/** POST /api/user-betas: to be told when Relève opens near you, without an account yet. */
export function WaitingListForm() {
  const texts = useAuthTexts()
  const mutation = useJoinWaitingList()
  const form = useForm({
    schema: userBetaSchema,
    initial: { email: '', role: '' as NurseRole | '', commune: '' },
    toInput: (values) => ({ ...values, role: values.role || undefined }),
    message: texts.message,
    requiredWhenBlank: true,
    pending: mutation.isPending,
  })
  const { values, set, errors, errorOf } = form

  const submit = form.submit((data) => {
    mutation.mutate(data, {
      onError: (error) => {
        if (!form.fail(error)) form.setFailure(texts.failure(error))
      },
    })
  })

  if (mutation.isSuccess) {
    return (
      <FormAlert tone="success" focus>
        {mutation.data.message}
      </FormAlert>
    )
  }

  return (
    // On the prerendered /register: POST, so that a submit before any script never puts the address in the URL.
    <form
      ref={form.formRef}
      method="post"
      noValidate
      onSubmit={submit}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <EmailField value={values.email} onChange={(value) => set('email', value)} error={errorOf('email')} />
      <div data-field="role">
        <RadioGroup.Root
          name="role"
          value={values.role || null}
          onValueChange={(details) => set('role', (details.value as NurseRole | null) ?? '')}
          invalid={errors.role !== undefined}
          aria-describedby={errors.role ? 'waiting-list-role-error' : undefined}
        >
          <RoleRadioItems />
        </RadioGroup.Root>
        {errors.role ? (
          <p id="waiting-list-role-error" className={css({ textStyle: 'small', color: 'fg.danger', fontWeight: 'medium' })}>
            {errorOf('role')}
          </p>
        ) : null}
      </div>
      <Field.TextField
        label={<Trans>Commune d’exercice</Trans>}
        name="commune"
        autoComplete="address-level2"
        required
        maxLength={120}
        value={values.commune}
        onChange={(event) => set('commune', event.currentTarget.value)}
        error={errorOf('commune')}
      />
      {form.failure ? <FormAlert>{form.failure}</FormAlert> : null}
      <Button type="submit" variant="outline" loading={mutation.isPending}>
        <Trans>M’inscrire sur la liste d’attente</Trans>
      </Button>
    </form>
  )
}
