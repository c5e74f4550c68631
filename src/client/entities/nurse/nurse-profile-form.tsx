import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { careTypeOptions, useCareTypes } from '#client/entities/care-type/care-types.ts'
import { type CommuneChoice, CommuneCombobox } from '#client/entities/commune/commune-combobox.tsx'
import { failureKind, unreachableMessage } from '#client/lib/forms/failure.ts'
import { useForm } from '#client/lib/forms/use-form.ts'
import { Button } from '#client/ui/button.tsx'
import * as Checkbox from '#client/ui/checkbox.tsx'
import { ChoiceFieldset } from '#client/ui/choice-fieldset.tsx'
import * as Field from '#client/ui/field.tsx'
import { Notice } from '#client/ui/notice.tsx'
import { Text } from '#client/ui/text.tsx'
import { type NurseProfileInput, nurseProfileSchema, RADIUS_KM_MAX } from '#shared/nurse.ts'
import type { User } from '#shared/user.ts'
import { css } from '#styled/css'
import { type NurseSaved, useSaveNurseProfile } from './api/save-nurse-profile.ts'

type Nurse = NonNullable<User['nurse']>

export interface NurseProfileFormProps {
  nurse: Nurse
  /**
   * Where the form is: the welcome screen after registering (its own words, one column, the usual
   * radii in a list, the failure above the button) or the settings' tab (pairs of fields, any
   * radius, the failure in a toast).
   */
  variant: 'onboarding' | 'settings'
  /** A replacement nurse: the authorisation's expiry is asked. */
  replacing: boolean
  /** The "urgent replacement" alerts are asked. */
  askUrgent: boolean
  /** The "accepts new patients" question of the public search is asked. */
  askPatients: boolean
  /** A schema code ('rpps.checksum') → its sentence, from the feature's catalogue. */
  message: (code: string) => string
  /** Awaited before `onSaved`: the answer carries the nurse, not the user. */
  afterSave?: () => Promise<unknown>
  onSaved: (answer: NurseSaved) => void | Promise<void>
  /** Says a failure elsewhere (a toast); without it the form says it above its button. */
  onFailed?: (error: unknown) => void
  /** Shown under the expiry date (the account's warning when the authorisation ends soon). */
  expiryNotice?: (expiresOn: string | null) => ReactNode
}

const radiusChoices = [5, 10, 15, 20, 30, 50, 100] as const
const column = css({ display: 'flex', flexDirection: 'column', gap: '5' })
const onboardingRow = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '2fr 1fr' }, gap: '4', alignItems: 'start' })
// The settings forms' layout (features/account form-styles): pairs of fields from sm up.
const settingsForm = css({ display: 'flex', flexDirection: 'column', gap: '5', maxW: '40rem' })
const settingsRow = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '5', alignItems: 'start' })
const settingsActions = css({ display: 'flex', flexWrap: 'wrap', gap: '3', '& > button': { w: { base: 'full', sm: 'auto' } } })

function initialValues(nurse: Nurse) {
  return {
    rpps: nurse.rpps ?? '',
    diploma_year: nurse.diploma_year === null ? '' : String(nurse.diploma_year),
    care_types: nurse.care_types,
    zone: nurse.zone_commune_insee
      ? { insee: nurse.zone_commune_insee, name: nurse.zone_commune_name ?? nurse.zone_commune_insee, postal_code: '' }
      : (null as CommuneChoice | null),
    radius_km: String(nurse.radius_km),
    expires_on: nurse.replacement_authorisation_expires_on ?? '',
    accepts_new_patients: nurse.accepts_new_patients,
    urgent_help_opt_in: nurse.urgent_help_opt_in,
  }
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim())

/**
 * PUT /api/nurses/{id}: the professional profile (docs/product.md#glossary "Nurse"), on the welcome
 * screen and in the settings. Every answer is optional — the nurse may come back to it — but what
 * is given must hold: an RPPS number with its Luhn check digit, a real diploma year, a commune
 * from the list.
 */
export function NurseProfileForm(props: NurseProfileFormProps) {
  const { nurse, variant, replacing, askUrgent, askPatients, message, onSaved, onFailed, expiryNotice } = props
  const { t, i18n } = useLingui()
  const careTypeList = useCareTypes()
  const saving = useSaveNurseProfile({ afterSave: props.afterSave })
  const form = useForm({
    schema: nurseProfileSchema,
    source: nurse,
    initial: () => initialValues(nurse),
    message,
    pending: saving.isPending,
    toInput: (values): NurseProfileInput => ({
      rpps: blankToNull(values.rpps),
      diploma_year: blankToNull(values.diploma_year) === null ? null : Number(values.diploma_year),
      care_types: values.care_types,
      zone_commune_insee: values.zone?.insee ?? null,
      radius_km: Number(values.radius_km),
      ...(replacing ? { replacement_authorisation_expires_on: blankToNull(values.expires_on) } : {}),
      ...(askPatients ? { accepts_new_patients: values.accepts_new_patients } : {}),
      ...(askUrgent ? { urgent_help_opt_in: values.urgent_help_opt_in } : {}),
    }),
  })
  const { values, set, errorOf } = form
  const onboarding = variant === 'onboarding'

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.submit((_, input) => {
        // What was typed goes as typed (the server parses it with the same schema).
        saving.mutate(
          { nurseId: nurse.id, input },
          {
            onSuccess: async (answer) => {
              form.saved()
              await onSaved(answer)
            },
            onError: (error) => {
              const onFields = form.fail(error)
              if (onFailed) return onFailed(error)
              if (onFields) return
              form.setFailure(
                failureKind(error) === 'unreachable'
                  ? i18n._(unreachableMessage)
                  : t`Une erreur est survenue lors de l'enregistrement`,
              )
            },
          },
        )
      })}
      className={onboarding ? column : settingsForm}
    >
      <div className={onboarding ? column : settingsRow}>
        <Field.TextField
          label={<Trans>Numéro RPPS</Trans>}
          hint={
            onboarding ? (
              <Trans>11 chiffres, sur votre carte CPS ou dans l’Annuaire santé. Un administrateur le vérifie.</Trans>
            ) : (
              <Trans>11 chiffres, sur votre carte CPS.</Trans>
            )
          }
          name="rpps"
          inputMode="numeric"
          autoComplete="off"
          maxLength={onboarding ? 16 : 14}
          value={values.rpps}
          onChange={(event) => set('rpps', event.currentTarget.value)}
          onBlur={
            onboarding
              ? () => {
                  // Checked as soon as the field is left: a typo in 11 digits is easy to miss.
                  if (values.rpps.trim() === '') return
                  const checked = nurseProfileSchema.pick({ rpps: true }).safeParse({ rpps: values.rpps })
                  const code = checked.success ? undefined : checked.error.issues[0]?.message
                  if (code !== undefined) form.setErrors((current) => ({ ...current, rpps: message(code) }))
                }
              : undefined
          }
          error={errorOf('rpps')}
        />
        {onboarding ? (
          <Field.TextField
            label={<Trans>Année d’obtention du diplôme</Trans>}
            name="diploma_year"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            placeholder={t`Par exemple 2015`}
            value={values.diploma_year}
            onChange={(event) => set('diploma_year', event.currentTarget.value.replace(/\D/g, ''))}
            error={errorOf('diploma_year')}
          />
        ) : (
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
        )}
      </div>
      {onboarding ? (
        <ChoiceFieldset legend={<Trans>Soins pratiqués</Trans>} error={errorOf('care_types')} field="care_types">
          {careTypeOptions(i18n, careTypeList.data, values.care_types).map(({ slug, label }) => (
            <Checkbox.SimpleCheckbox
              key={slug}
              name="care_types"
              value={slug}
              checked={values.care_types.includes(slug)}
              onCheckedChange={(details) =>
                set(
                  'care_types',
                  details.checked === true ? [...values.care_types, slug] : values.care_types.filter((item) => item !== slug),
                )
              }
            >
              {label}
            </Checkbox.SimpleCheckbox>
          ))}
        </ChoiceFieldset>
      ) : (
        <fieldset data-field="care_types" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
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
      )}
      <div className={onboarding ? onboardingRow : settingsRow}>
        <CommuneCombobox
          label={onboarding ? <Trans>Zone d’intervention</Trans> : <Trans>Commune de votre zone d’intervention</Trans>}
          hint={onboarding ? <Trans>La commune du cabinet ou d’où vous partez.</Trans> : undefined}
          name="zone_commune_insee"
          value={values.zone}
          onChange={(zone: CommuneChoice | null) => set('zone', zone, 'zone_commune_insee')}
          error={errorOf('zone_commune_insee')}
        />
        {onboarding ? (
          <Field.Root invalid={errorOf('radius_km') !== undefined}>
            <Field.Label>
              <Trans>Rayon</Trans>
            </Field.Label>
            <Field.Select
              name="radius_km"
              value={values.radius_km}
              onChange={(event) => form.setValues((current) => ({ ...current, radius_km: event.currentTarget.value }))}
            >
              {radiusChoices.map((km) => (
                <option key={km} value={String(km)}>
                  {t`${km} km`}
                </option>
              ))}
              {radiusChoices.some((km) => String(km) === values.radius_km) ? null : (
                <option value={values.radius_km}>{t`${values.radius_km} km`}</option>
              )}
            </Field.Select>
            <Field.ErrorText>{errorOf('radius_km')}</Field.ErrorText>
          </Field.Root>
        ) : (
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
        )}
      </div>
      {replacing ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: onboarding ? '5' : '3' })}>
          <Field.TextField
            label={<Trans>Fin de validité de votre autorisation de remplacement</Trans>}
            hint={<Trans>Délivrée pour un an par le conseil départemental de l’Ordre.</Trans>}
            name="replacement_authorisation_expires_on"
            type="date"
            value={values.expires_on}
            onChange={(event) => set('expires_on', event.currentTarget.value, 'replacement_authorisation_expires_on')}
            error={errorOf('replacement_authorisation_expires_on')}
          />
          {expiryNotice?.(blankToNull(values.expires_on))}
          {onboarding && askUrgent ? (
            <Checkbox.SimpleCheckbox
              name="urgent_help_opt_in"
              checked={values.urgent_help_opt_in}
              onCheckedChange={(details) => set('urgent_help_opt_in', details.checked === true)}
            >
              <Trans>Recevoir les alertes de remplacement urgent dans ma zone</Trans>
            </Checkbox.SimpleCheckbox>
          ) : null}
        </div>
      ) : null}
      {onboarding ? (
        askPatients ? (
          <Checkbox.SimpleCheckbox
            name="accepts_new_patients"
            checked={values.accepts_new_patients}
            onCheckedChange={(details) => set('accepts_new_patients', details.checked === true)}
          >
            <Trans>J’accepte de nouveaux patients (visible dans la recherche d’infirmier à domicile)</Trans>
          </Checkbox.SimpleCheckbox>
        ) : null
      ) : (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          {askPatients ? (
            <Checkbox.SimpleCheckbox
              checked={values.accepts_new_patients}
              onCheckedChange={(details) => set('accepts_new_patients', details.checked === true)}
            >
              {t`J’accepte de nouveaux patients (visible dans la recherche publique)`}
            </Checkbox.SimpleCheckbox>
          ) : null}
          {askUrgent ? (
            <Checkbox.SimpleCheckbox
              checked={values.urgent_help_opt_in}
              onCheckedChange={(details) => set('urgent_help_opt_in', details.checked === true)}
            >
              {t`Je veux recevoir les demandes de remplacement urgent près de chez moi`}
            </Checkbox.SimpleCheckbox>
          ) : null}
        </div>
      )}
      {form.failure ? (
        <Notice tone="danger" className={css({ fontWeight: 'medium' })}>
          {form.failure}
        </Notice>
      ) : null}
      {onboarding ? (
        <Button type="submit" size="lg" loading={saving.isPending} loadingText={<Trans>Enregistrement…</Trans>}>
          <Trans>Enregistrer mon profil</Trans>
        </Button>
      ) : (
        <div className={settingsActions}>
          <Button type="submit" loading={saving.isPending}>
            <Trans>Enregistrer</Trans>
          </Button>
        </div>
      )}
    </form>
  )
}
