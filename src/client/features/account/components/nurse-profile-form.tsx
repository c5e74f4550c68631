import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { careTypeOptions, useCareTypes } from '#client/entities/care-type/care-types.ts'
import { type CommuneChoice, CommuneCombobox } from '#client/entities/commune/commune-combobox.tsx'
import { useSaveNurseProfile } from '#client/entities/nurse/api/save-nurse-profile.ts'
import { Button } from '#client/ui/button.tsx'
import * as Checkbox from '#client/ui/checkbox.tsx'
import * as Field from '#client/ui/field.tsx'
import { Text } from '#client/ui/text.tsx'
import { nurseProfileSchema, RADIUS_KM_MAX } from '#shared/nurse.ts'
import type { User } from '#shared/user.ts'
import { css } from '#styled/css'
import { useRefreshCurrentUser } from '../api/adopt-user.ts'
import { useFormFeedback } from '../form-feedback.ts'
import { useSourcedValues } from '../sourced-values.ts'
import { issuesByField } from '../validation-messages.ts'
import { AuthorisationNotice } from './authorisation-notice.tsx'
import { form, formActions, formRow } from './form-styles.ts'

type Nurse = NonNullable<User['nurse']>

function initialValues(nurse: Nurse) {
  return {
    rpps: nurse.rpps ?? '',
    diploma_year: nurse.diploma_year === null ? '' : String(nurse.diploma_year),
    care_types: nurse.care_types,
    zone: nurse.zone_commune_insee
      ? { insee: nurse.zone_commune_insee, name: nurse.zone_commune_name ?? nurse.zone_commune_insee, postal_code: '' }
      : null,
    radius_km: String(nurse.radius_km),
    expires_on: nurse.replacement_authorisation_expires_on ?? '',
    accepts_new_patients: nurse.accepts_new_patients,
    urgent_help_opt_in: nurse.urgent_help_opt_in,
  }
}

type Values = ReturnType<typeof initialValues>

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim())

/** Settings › Profil infirmier: PUT /api/nurses/{id}, checked in the browser by the same schema. */
export function NurseProfileForm({ user }: { user: User }) {
  const { t, i18n } = useLingui()
  const careTypeList = useCareTypes()
  const nurse = user.nurse
  const sourced = useSourcedValues(nurse, (from) => ({ profile: from ? initialValues(from) : null }))
  const values = sourced.values.profile
  const setValues = (update: (current: Values | null) => Values | null) =>
    sourced.setValues((current) => ({ profile: update(current.profile) }))
  const feedback = useFormFeedback()
  const [local, setLocal] = useState<Record<string, MessageDescriptor>>({})
  const refresh = useRefreshCurrentUser()
  // The answer carries the nurse, not the user: the user is asked again.
  const saving = useSaveNurseProfile({ afterSave: refresh })
  const replaces = user.roles.includes('remplacant')

  if (!nurse || !values) {
    return (
      <Text tone="muted">
        <Trans>Votre compte n’a pas de profil infirmier.</Trans>
      </Text>
    )
  }

  const errorOf = (field: string) => feedback.errors[field] ?? (local[field] ? i18n._(local[field]) : undefined)
  const set = <K extends keyof Values>(field: K, value: Values[K], errorKey: string = field) => {
    setValues((current) => (current ? { ...current, [field]: value } : current))
    feedback.clear(errorKey)
    setLocal(({ [errorKey]: _, ...rest }) => rest)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!values || !nurse || saving.isPending) return
    const body = {
      rpps: blankToNull(values.rpps),
      diploma_year: blankToNull(values.diploma_year) === null ? null : Number(values.diploma_year),
      care_types: values.care_types,
      zone_commune_insee: values.zone?.insee ?? null,
      zone_commune_name: values.zone?.name ?? null,
      radius_km: Number(values.radius_km),
      ...(replaces ? { replacement_authorisation_expires_on: blankToNull(values.expires_on) } : {}),
      accepts_new_patients: values.accepts_new_patients,
      urgent_help_opt_in: values.urgent_help_opt_in,
    }
    const checked = nurseProfileSchema.safeParse(body)
    if (!checked.success) {
      setLocal(issuesByField(checked.error.issues))
      return
    }
    setLocal({})
    saving.mutate(
      { nurseId: nurse.id, input: body },
      {
        onSuccess: () => {
          feedback.saved()
          sourced.saved()
        },
        onError: feedback.failed,
      },
    )
  }

  return (
    <form className={form} noValidate onSubmit={submit}>
      <div className={formRow}>
        <Field.TextField
          label={<Trans>Numéro RPPS</Trans>}
          hint={<Trans>11 chiffres, sur votre carte CPS.</Trans>}
          name="rpps"
          inputMode="numeric"
          autoComplete="off"
          maxLength={14}
          value={values.rpps}
          onChange={(event) => set('rpps', event.currentTarget.value)}
          error={errorOf('rpps')}
        />
        <Field.TextField
          label={<Trans>Année du diplôme</Trans>}
          name="diploma_year"
          type="number"
          inputMode="numeric"
          min={1950}
          max={new Date().getFullYear()}
          value={values.diploma_year}
          onChange={(event) => set('diploma_year', event.currentTarget.value)}
          error={errorOf('diploma_year')}
        />
      </div>
      <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <legend className={css({ fontWeight: 'medium', mb: '2' })}>
          <Trans>Types de soins pratiqués</Trans>
        </legend>
        <Checkbox.Group
          value={values.care_types}
          onValueChange={(next) => set('care_types', next)}
          className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '2' })}
        >
          {careTypeOptions(i18n, careTypeList.data, values.care_types).map(({ slug, label }) => (
            <Checkbox.SimpleCheckbox key={slug} value={slug}>
              {label}
            </Checkbox.SimpleCheckbox>
          ))}
        </Checkbox.Group>
        {errorOf('care_types') ? (
          <Text tone="danger" size="small">
            {errorOf('care_types')}
          </Text>
        ) : null}
      </fieldset>
      <div className={formRow}>
        <CommuneCombobox
          label={<Trans>Commune de votre zone d’intervention</Trans>}
          value={values.zone}
          onChange={(zone: CommuneChoice | null) => set('zone', zone, 'zone_commune_insee')}
          error={errorOf('zone_commune_insee')}
        />
        <Field.TextField
          label={<Trans>Rayon d’intervention (km)</Trans>}
          name="radius_km"
          type="number"
          inputMode="numeric"
          min={1}
          max={RADIUS_KM_MAX}
          value={values.radius_km}
          onChange={(event) => set('radius_km', event.currentTarget.value)}
          error={errorOf('radius_km')}
        />
      </div>
      {replaces ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <Field.TextField
            label={<Trans>Fin de validité de votre autorisation de remplacement</Trans>}
            hint={<Trans>Délivrée pour un an par le conseil départemental de l’Ordre.</Trans>}
            name="replacement_authorisation_expires_on"
            type="date"
            value={values.expires_on}
            onChange={(event) => set('expires_on', event.currentTarget.value, 'replacement_authorisation_expires_on')}
            error={errorOf('replacement_authorisation_expires_on')}
          />
          <AuthorisationNotice expiresOn={blankToNull(values.expires_on)} />
        </div>
      ) : null}
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <Checkbox.SimpleCheckbox
          checked={values.accepts_new_patients}
          onCheckedChange={(details) => set('accepts_new_patients', details.checked === true)}
        >
          {t`J’accepte de nouveaux patients (visible dans la recherche publique)`}
        </Checkbox.SimpleCheckbox>
        <Checkbox.SimpleCheckbox
          checked={values.urgent_help_opt_in}
          onCheckedChange={(details) => set('urgent_help_opt_in', details.checked === true)}
        >
          {t`Je veux recevoir les demandes de remplacement urgent près de chez moi`}
        </Checkbox.SimpleCheckbox>
      </div>
      <div className={formActions}>
        <Button type="submit" loading={saving.isPending}>
          <Trans>Enregistrer</Trans>
        </Button>
      </div>
    </form>
  )
}
