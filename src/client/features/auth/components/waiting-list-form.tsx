import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useRef, useState } from 'react'
import { isApiError } from '#client/lib/api-client.ts'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import * as RadioGroup from '#client/ui/radio-group.tsx'
import { userBetaSchema } from '#shared/auth.ts'
import { nurseRoles } from '#shared/user-access.ts'
import { css } from '#styled/css'
import { useJoinWaitingList } from '../api/join-waiting-list.ts'
import { authTexts } from '../auth-messages.ts'
import { type FieldErrors, firstServerErrors, focusFirstError, validateWith, withoutError } from '../form-errors.ts'
import { type NurseRole, roleLabels } from '../role-labels.ts'
import { FormAlert } from './form-alert.tsx'
import { useErrorText } from './use-error-text.ts'

const order = ['email', 'role', 'commune'] as const

/** POST /api/user-betas: to be told when Relève opens near you, without an account yet. */
export function WaitingListForm() {
  const { t, i18n } = useLingui()
  const formRef = useRef<HTMLFormElement>(null)
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<NurseRole | ''>('')
  const [commune, setCommune] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const mutation = useJoinWaitingList()
  const errorOf = useErrorText(errors)

  function showErrors(found: FieldErrors) {
    setErrors(found)
    focusFirstError(formRef.current, order, found)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (mutation.isPending) return
    setFailure(null)
    const result = validateWith(userBetaSchema, { email, role: role || undefined, commune })
    if (!result.ok) return showErrors(result.errors)
    mutation.mutate(result.data, {
      onError: (error) => {
        if (isApiError(error) && error.status === 422 && Object.keys(error.errors).length > 0)
          return showErrors(firstServerErrors(error.errors))
        if (isApiError(error) && (error.code === 'network' || error.code === 'timeout')) {
          return setFailure(t`Relève ne répond pas. Vérifiez votre connexion et réessayez.`)
        }
        setFailure(isApiError(error) && error.body.code ? error.body.message : i18n._(authTexts.genericError))
      },
    })
  }

  if (mutation.isSuccess) {
    return (
      <FormAlert tone="success" focus>
        {mutation.data.message}
      </FormAlert>
    )
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <Field.TextField
        label={<Trans>Adresse e-mail</Trans>}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={email}
        onChange={(event) => {
          setEmail(event.currentTarget.value)
          setErrors((current) => withoutError(current, 'email'))
        }}
        error={errorOf('email')}
      />
      <div data-field="role">
        <RadioGroup.Root
          name="role"
          value={role || null}
          onValueChange={(details) => {
            setRole((details.value as NurseRole | null) ?? '')
            setErrors((current) => withoutError(current, 'role'))
          }}
          invalid={errors.role !== undefined}
          aria-describedby={errors.role ? 'waiting-list-role-error' : undefined}
        >
          <RadioGroup.Label>
            <Trans>Vous êtes</Trans>
          </RadioGroup.Label>
          {nurseRoles.map((value) => (
            <RadioGroup.Item key={value} value={value}>
              <RadioGroup.ItemControl />
              <RadioGroup.ItemText>{i18n._(roleLabels[value].label)}</RadioGroup.ItemText>
              <RadioGroup.ItemHiddenInput />
            </RadioGroup.Item>
          ))}
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
        value={commune}
        onChange={(event) => {
          setCommune(event.currentTarget.value)
          setErrors((current) => withoutError(current, 'commune'))
        }}
        error={errorOf('commune')}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <Button type="submit" variant="outline" loading={mutation.isPending}>
        <Trans>M’inscrire sur la liste d’attente</Trans>
      </Button>
    </form>
  )
}
