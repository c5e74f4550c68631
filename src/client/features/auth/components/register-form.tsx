import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { EmailField } from '#client/entities/person/email-field.tsx'
import { NameFields } from '#client/entities/person/name-fields.tsx'
import { PhoneField } from '#client/entities/person/phone-field.tsx'
import { useForm } from '#client/lib/forms/use-form.ts'
import { Button } from '#client/ui/button.tsx'
import { SimpleCheckbox } from '#client/ui/checkbox.tsx'
import { ChoiceFieldset } from '#client/ui/choice-fieldset.tsx'
import { registerSchema } from '#shared/auth.ts'
import { paths } from '#shared/paths.ts'
import { nurseRoles } from '#shared/user-access.ts'
import { css } from '#styled/css'
import { type Registered, useRegister } from '../api/register.ts'
import { type NurseRole, roleLabels } from '../role-labels.ts'
import { FormAlert } from './form-alert.tsx'
import { NewPasswordFields } from './new-password-fields.tsx'
import { useAuthTexts } from './use-auth-texts.ts'

const row = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })
const inlineLink = css({ color: 'fg.brand', textDecoration: 'underline' })

interface Values {
  first_name: string
  last_name: string
  email: string
  phone: string
  password: string
  password_confirmation: string
  roles: NurseRole[]
  terms: boolean
}

const empty: Values = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password: '',
  password_confirmation: '',
  roles: [],
  terms: false,
}

/**
 * POST /api/register. Checked here with the server's own schema first; the server then refuses
 * what only it knows (a common password) with field errors shown in the same places.
 */
export function RegisterForm({ onRegistered }: { onRegistered: (answer: Registered, email: string) => void }) {
  const { t, i18n } = useLingui()
  const texts = useAuthTexts()
  const mutation = useRegister()
  const form = useForm({
    schema: registerSchema,
    initial: empty,
    message: texts.message,
    requiredWhenBlank: true,
    pending: mutation.isPending,
  })
  const { values, set, errors, errorOf } = form

  function toggleRole(role: NurseRole, checked: boolean) {
    set('roles', checked ? [...new Set([...values.roles, role])] : values.roles.filter((r) => r !== role))
  }

  const submit = form.submit((data) => {
    if (!navigator.onLine) {
      form.setFailure(t`Vous êtes hors connexion. L’inscription a besoin du réseau : réessayez une fois connecté.`)
      return
    }
    mutation.mutate(data, {
      onSuccess: (answer) => onRegistered(answer, data.email),
      onError: (error) => {
        if (!form.fail(error)) form.setFailure(texts.failure(error))
      },
    })
  })

  const context = { email: values.email, first_name: values.first_name, last_name: values.last_name }
  return (
    // Prerendered: POST, so that a submit before any script never puts the password in the address.
    <form
      ref={form.formRef}
      method="post"
      noValidate
      onSubmit={submit}
      className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
    >
      <p className={css({ textStyle: 'small', color: 'fg.muted' })}>
        <Trans>Les champs marqués d’un astérisque (*) sont obligatoires.</Trans>
      </p>
      <NameFields className={row} first_name={values.first_name} last_name={values.last_name} onChange={set} errorOf={errorOf} />
      <EmailField
        hint={<Trans>Vous y recevrez un lien pour confirmer votre adresse.</Trans>}
        maxLength={254}
        value={values.email}
        onChange={(value) => set('email', value)}
        error={errorOf('email')}
      />
      <PhoneField
        hint={<Trans>Par exemple 06 12 34 56 78.</Trans>}
        required
        maxLength={25}
        value={values.phone}
        onChange={(value) => set('phone', value)}
        error={errorOf('phone')}
      />
      <NewPasswordFields
        password={values.password}
        confirmation={values.password_confirmation}
        onPasswordChange={(value) => set('password', value)}
        onConfirmationChange={(value) => set('password_confirmation', value)}
        context={context}
        errors={{ password: errorOf('password'), password_confirmation: errorOf('password_confirmation') }}
        allowGenerate
      />
      <ChoiceFieldset
        legend={<Trans>Vous êtes</Trans>}
        hint={<Trans>Cochez les deux si vous êtes l’un et l’autre.</Trans>}
        error={errorOf('roles')}
        field="roles"
        required
      >
        {nurseRoles.map((role) => (
          <SimpleCheckbox
            key={role}
            name="roles"
            value={role}
            checked={values.roles.includes(role)}
            onCheckedChange={(details) => toggleRole(role, details.checked === true)}
            invalid={errors.roles !== undefined}
          >
            <span className={css({ fontWeight: 'medium' })}>{i18n._(roleLabels[role].label)}</span>
            <span className={css({ display: 'block', textStyle: 'small', color: 'fg.muted' })}>
              {i18n._(roleLabels[role].hint)}
            </span>
          </SimpleCheckbox>
        ))}
      </ChoiceFieldset>
      <ChoiceFieldset legend={<Trans>Conditions</Trans>} error={errorOf('terms')} field="terms" required>
        <SimpleCheckbox
          name="terms"
          value="accepted"
          checked={values.terms}
          onCheckedChange={(details) => set('terms', details.checked === true)}
          invalid={errors.terms !== undefined}
        >
          <Trans>
            J’accepte les{' '}
            <Link to={paths.terms} target="_blank" className={inlineLink}>
              conditions d’utilisation
            </Link>{' '}
            et j’ai lu la{' '}
            <Link to={paths.privacySecurity} target="_blank" className={inlineLink}>
              politique de confidentialité
            </Link>
            .
          </Trans>
        </SimpleCheckbox>
      </ChoiceFieldset>
      {form.failure ? <FormAlert>{form.failure}</FormAlert> : null}
      <Button type="submit" size="lg" loading={mutation.isPending} loadingText={<Trans>Création du compte…</Trans>}>
        <Trans>Créer mon compte</Trans>
      </Button>
    </form>
  )
}
