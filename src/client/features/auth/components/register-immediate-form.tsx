import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useRef, useState } from 'react'
import { type CommuneChoice, CommuneCombobox } from '#client/entities/commune/commune-combobox.tsx'
import { isApiError } from '#client/lib/api-client.ts'
import { Button } from '#client/ui/button.tsx'
import * as Field from '#client/ui/field.tsx'
import * as RadioGroup from '#client/ui/radio-group.tsx'
import { registerImmediateSchema } from '#shared/auth.ts'
import { nurseRoles } from '#shared/user-access.ts'
import { css } from '#styled/css'
import { type RegisteredImmediately, useRegisterImmediate } from '../api/register-immediate.ts'
import { authTexts } from '../auth-messages.ts'
import { type FieldErrors, firstServerErrors, focusFirstError, validateWith, withoutError } from '../form-errors.ts'
import { type NurseRole, roleLabels } from '../role-labels.ts'
import { FormAlert } from './form-alert.tsx'
import { useErrorText } from './use-error-text.ts'

const order = ['first_name', 'last_name', 'email', 'phone', 'role', 'commune_insee'] as const
const row = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })

interface TextValues {
  first_name: string
  last_name: string
  email: string
  phone: string
}

/**
 * POST /api/register-immediate: the fewest questions for someone who needs a replacement now. No
 * password: the server signs them in and mails a link to choose one (which also verifies the
 * address).
 */
export function RegisterImmediateForm({ onRegistered }: { onRegistered: (answer: RegisteredImmediately) => Promise<void> }) {
  const { t, i18n } = useLingui()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<TextValues>({ first_name: '', last_name: '', email: '', phone: '' })
  const [role, setRole] = useState<NurseRole>('titulaire')
  const [commune, setCommune] = useState<CommuneChoice | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [finishing, setFinishing] = useState(false)
  const mutation = useRegisterImmediate()
  const errorOf = useErrorText(errors)

  function text(field: keyof TextValues) {
    return (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value
      setValues((current) => ({ ...current, [field]: value }))
      setErrors((current) => withoutError(current, field))
    }
  }

  function showErrors(found: FieldErrors) {
    setErrors(found)
    focusFirstError(formRef.current, order, found)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (mutation.isPending || finishing) return
    setFailure(null)
    const input = { ...values, role, commune_insee: commune?.insee ?? '' }
    const result = validateWith(registerImmediateSchema, input)
    // An empty commune reads better as "indicate" than as "invalid".
    if (!commune) {
      const found = result.ok ? {} : result.errors
      return showErrors({ ...found, commune_insee: 'commune_insee.required' })
    }
    if (!result.ok) return showErrors(result.errors)
    if (!navigator.onLine) {
      setFailure(t`Vous êtes hors connexion. L’inscription a besoin du réseau : réessayez une fois connecté.`)
      return
    }
    mutation.mutate(result.data, {
      onSuccess: async (answer) => {
        setFinishing(true)
        try {
          await onRegistered(answer)
        } catch {
          setFinishing(false)
          setFailure(i18n._(authTexts.genericError))
        }
      },
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

  return (
    <form ref={formRef} noValidate onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <div className={row}>
        <Field.TextField
          label={<Trans>Prénom</Trans>}
          name="first_name"
          autoComplete="given-name"
          required
          maxLength={60}
          value={values.first_name}
          onChange={text('first_name')}
          error={errorOf('first_name')}
        />
        <Field.TextField
          label={<Trans>Nom</Trans>}
          name="last_name"
          autoComplete="family-name"
          required
          maxLength={60}
          value={values.last_name}
          onChange={text('last_name')}
          error={errorOf('last_name')}
        />
      </div>
      <Field.TextField
        label={<Trans>Adresse e-mail</Trans>}
        hint={<Trans>Vous y recevrez le lien pour choisir votre mot de passe.</Trans>}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={254}
        value={values.email}
        onChange={text('email')}
        error={errorOf('email')}
      />
      <Field.TextField
        label={<Trans>Téléphone</Trans>}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        required
        maxLength={25}
        value={values.phone}
        onChange={text('phone')}
        error={errorOf('phone')}
      />
      <div data-field="role">
        <RadioGroup.Root
          name="role"
          value={role}
          onValueChange={(details) => details.value && setRole(details.value as NurseRole)}
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
      </div>
      <CommuneCombobox
        label={<Trans>Commune d’exercice</Trans>}
        hint={<Trans>Là où se trouve le cabinet, ou d’où vous partez en tournée.</Trans>}
        name="commune_insee"
        required
        value={commune}
        onChange={(choice) => {
          setCommune(choice)
          setErrors((current) => withoutError(current, 'commune_insee'))
        }}
        error={errorOf('commune_insee')}
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <Button
        type="submit"
        size="lg"
        variant="urgent"
        loading={mutation.isPending || finishing}
        loadingText={<Trans>Inscription…</Trans>}
      >
        <Trans>M’inscrire maintenant</Trans>
      </Button>
    </form>
  )
}
