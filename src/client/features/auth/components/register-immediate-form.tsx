import { Trans, useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import { type CommuneChoice, CommuneCombobox } from '#client/entities/commune/commune-combobox.tsx'
import { EmailField } from '#client/entities/person/email-field.tsx'
import { NameFields } from '#client/entities/person/name-fields.tsx'
import { PhoneField } from '#client/entities/person/phone-field.tsx'
import { useForm } from '#client/lib/forms/use-form.ts'
import { Button } from '#client/ui/button.tsx'
import * as RadioGroup from '#client/ui/radio-group.tsx'
import { registerImmediateSchema } from '#shared/auth.ts'
import { css } from '#styled/css'
import { type RegisteredImmediately, useRegisterImmediate } from '../api/register-immediate.ts'
import { authTexts } from '../auth-messages.ts'
import type { NurseRole } from '../role-labels.ts'
import { FormAlert } from './form-alert.tsx'
import { RoleRadioItems } from './role-radio-items.tsx'
import { useAuthTexts } from './use-auth-texts.ts'
import { useFinishing } from './use-finishing.ts'

const row = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })

interface Values {
  first_name: string
  last_name: string
  email: string
  phone: string
  role: NurseRole
  commune: CommuneChoice | null
}

/**
 * POST /api/register-immediate: the fewest questions for someone who needs a replacement now. No
 * password: the server signs them in and mails a link to choose one (which also verifies the
 * address).
 */
export function RegisterImmediateForm({ onRegistered }: { onRegistered: (answer: RegisteredImmediately) => Promise<void> }) {
  const { t, i18n } = useLingui()
  const texts = useAuthTexts()
  const { finishing, finish } = useFinishing()
  const mutation = useRegisterImmediate()
  const form = useForm({
    schema: registerImmediateSchema,
    initial: (): Values => ({ first_name: '', last_name: '', email: '', phone: '', role: 'titulaire', commune: null }),
    message: texts.message,
    requiredWhenBlank: true,
  })
  const { values, set, errorOf } = form

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (mutation.isPending || finishing) return
    form.setFailure(null)
    const { commune, ...rest } = values
    const input = { ...rest, commune_insee: commune?.insee ?? '' }
    // An empty commune reads better as "indicate" than as "invalid".
    const data = form.check(input, (found) =>
      commune ? found : { ...found, commune_insee: texts.message('commune_insee.required') },
    )
    if (data === null) return
    if (!navigator.onLine) {
      form.setFailure(t`Vous êtes hors connexion. L’inscription a besoin du réseau : réessayez une fois connecté.`)
      return
    }
    mutation.mutate(data, {
      onSuccess: (answer) =>
        finish(
          () => onRegistered(answer),
          () => form.setFailure(i18n._(authTexts.genericError)),
        ),
      onError: (error) => {
        if (!form.fail(error)) form.setFailure(texts.failure(error))
      },
    })
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <NameFields className={row} first_name={values.first_name} last_name={values.last_name} onChange={set} errorOf={errorOf} />
      <EmailField
        hint={<Trans>Vous y recevrez le lien pour choisir votre mot de passe.</Trans>}
        maxLength={254}
        value={values.email}
        onChange={(value) => set('email', value)}
        error={errorOf('email')}
      />
      <PhoneField
        required
        maxLength={25}
        value={values.phone}
        onChange={(value) => set('phone', value)}
        error={errorOf('phone')}
      />
      <div data-field="role">
        <RadioGroup.Root
          name="role"
          value={values.role}
          onValueChange={(details) => details.value && set('role', details.value as NurseRole)}
        >
          <RoleRadioItems />
        </RadioGroup.Root>
      </div>
      <CommuneCombobox
        label={<Trans>Commune d’exercice</Trans>}
        hint={<Trans>Là où se trouve le cabinet, ou d’où vous partez en tournée.</Trans>}
        name="commune_insee"
        required
        value={values.commune}
        onChange={(choice) => set('commune', choice, 'commune_insee')}
        error={errorOf('commune_insee')}
      />
      {form.failure ? <FormAlert>{form.failure}</FormAlert> : null}
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
