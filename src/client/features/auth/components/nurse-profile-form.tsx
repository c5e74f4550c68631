import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useRef, useState } from 'react'
import { careTypeOptions, useCareTypes } from '#client/entities/care-type/care-types.ts'
import { type CommuneChoice, CommuneCombobox } from '#client/entities/commune/commune-combobox.tsx'
import { useSaveNurseProfile } from '#client/entities/nurse/api/save-nurse-profile.ts'
import { isApiError } from '#client/lib/api-client.ts'
import { Button } from '#client/ui/button.tsx'
import { SimpleCheckbox } from '#client/ui/checkbox.tsx'
import * as Field from '#client/ui/field.tsx'
import { type NurseProfileInput, nurseProfileSchema, type OwnNurse } from '#shared/nurse.ts'
import type { User } from '#shared/user.ts'
import { css } from '#styled/css'
import { authTexts } from '../auth-messages.ts'
import { type FieldErrors, firstServerErrors, focusFirstError, validateWith, withoutError } from '../form-errors.ts'
import { ChoiceFieldset } from './choice-fieldset.tsx'
import { FormAlert } from './form-alert.tsx'
import { useErrorText } from './use-error-text.ts'

type Nurse = NonNullable<User['nurse']>

const order = [
  'rpps',
  'diploma_year',
  'care_types',
  'zone_commune_insee',
  'radius_km',
  'replacement_authorisation_expires_on',
] as const
const radiusChoices = [5, 10, 15, 20, 30, 50, 100] as const
const row = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '2fr 1fr' }, gap: '4', alignItems: 'start' })

export interface NurseProfileFormProps {
  nurse: Nurse
  /** Questions for replacement nurses: the authorisation's expiry, urgent alerts. */
  replacing: boolean
  /** The "accepts new patients" question of the public search. */
  askPatients: boolean
  onSaved: (nurse: OwnNurse, message: string) => Promise<void>
}

/**
 * PUT /api/nurses/{id}: the professional profile (docs/product.md#glossary "Nurse"). Every answer is optional
 * here — the nurse may come back to it — but what is given must hold: an RPPS number with its
 * Luhn check digit, a real diploma year, a commune from the list.
 */
export function NurseProfileForm({ nurse, replacing, askPatients, onSaved }: NurseProfileFormProps) {
  const { t, i18n } = useLingui()
  const careTypeList = useCareTypes()
  const formRef = useRef<HTMLFormElement>(null)
  const [rpps, setRpps] = useState(nurse.rpps ?? '')
  const [diplomaYear, setDiplomaYear] = useState(nurse.diploma_year ? String(nurse.diploma_year) : '')
  const [careTypes, setCareTypes] = useState<string[]>(nurse.care_types)
  const [commune, setCommune] = useState<CommuneChoice | null>(
    nurse.zone_commune_insee && nurse.zone_commune_name
      ? { insee: nurse.zone_commune_insee, name: nurse.zone_commune_name, postal_code: '' }
      : null,
  )
  const [radius, setRadius] = useState(String(nurse.radius_km))
  const [expiry, setExpiry] = useState(nurse.replacement_authorisation_expires_on ?? '')
  const [acceptsPatients, setAcceptsPatients] = useState(nurse.accepts_new_patients)
  const [urgentAlerts, setUrgentAlerts] = useState(nurse.urgent_help_opt_in)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const mutation = useSaveNurseProfile()
  const errorOf = useErrorText(errors)
  const clear = (field: string) => setErrors((current) => withoutError(current, field))

  function showErrors(found: FieldErrors) {
    setErrors(found)
    focusFirstError(formRef.current, order, found)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (mutation.isPending) return
    setFailure(null)
    const input: NurseProfileInput = {
      rpps: rpps.trim() === '' ? null : rpps,
      diploma_year: diplomaYear.trim() === '' ? null : Number(diplomaYear),
      care_types: careTypes,
      zone_commune_insee: commune?.insee ?? null,
      radius_km: Number(radius),
      ...(replacing
        ? { replacement_authorisation_expires_on: expiry === '' ? null : expiry, urgent_help_opt_in: urgentAlerts }
        : {}),
      ...(askPatients ? { accepts_new_patients: acceptsPatients } : {}),
    }
    const result = validateWith(nurseProfileSchema, input)
    if (!result.ok) return showErrors(result.errors)
    mutation.mutate(
      { nurseId: nurse.id, input },
      {
        onSuccess: (answer) => onSaved(answer.nurse, answer.message),
        onError: (error) => {
          if (isApiError(error) && error.status === 422 && Object.keys(error.errors).length > 0)
            return showErrors(firstServerErrors(error.errors))
          if (isApiError(error) && (error.code === 'network' || error.code === 'timeout')) {
            return setFailure(t`Relève ne répond pas. Vérifiez votre connexion et réessayez.`)
          }
          setFailure(i18n._(authTexts.saveFailed))
        },
      },
    )
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <Field.TextField
        label={<Trans>Numéro RPPS</Trans>}
        hint={<Trans>11 chiffres, sur votre carte CPS ou dans l’Annuaire santé. Un administrateur le vérifie.</Trans>}
        name="rpps"
        inputMode="numeric"
        autoComplete="off"
        maxLength={16}
        value={rpps}
        onChange={(event) => {
          setRpps(event.currentTarget.value)
          clear('rpps')
        }}
        onBlur={() => {
          // Checked as soon as the field is left: a typo in 11 digits is easy to miss.
          if (rpps.trim() === '') return
          const result = validateWith(nurseProfileSchema, { rpps })
          if (!result.ok && result.errors.rpps) setErrors((current) => ({ ...current, rpps: result.errors.rpps }))
        }}
        error={errorOf('rpps')}
      />
      <Field.TextField
        label={<Trans>Année d’obtention du diplôme</Trans>}
        name="diploma_year"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        placeholder={t`Par exemple 2015`}
        value={diplomaYear}
        onChange={(event) => {
          setDiplomaYear(event.currentTarget.value.replace(/\D/g, ''))
          clear('diploma_year')
        }}
        error={errorOf('diploma_year')}
      />
      <ChoiceFieldset legend={<Trans>Soins pratiqués</Trans>} error={errorOf('care_types')} field="care_types">
        {careTypeOptions(i18n, careTypeList.data, careTypes).map(({ slug, label }) => (
          <SimpleCheckbox
            key={slug}
            name="care_types"
            value={slug}
            checked={careTypes.includes(slug)}
            onCheckedChange={(details) => {
              setCareTypes((current) => (details.checked === true ? [...current, slug] : current.filter((item) => item !== slug)))
              clear('care_types')
            }}
          >
            {label}
          </SimpleCheckbox>
        ))}
      </ChoiceFieldset>
      <div className={row}>
        <CommuneCombobox
          label={<Trans>Zone d’intervention</Trans>}
          hint={<Trans>La commune du cabinet ou d’où vous partez.</Trans>}
          name="zone_commune_insee"
          value={commune}
          onChange={(choice) => {
            setCommune(choice)
            clear('zone_commune_insee')
          }}
          error={errorOf('zone_commune_insee')}
        />
        <Field.Root invalid={errors.radius_km !== undefined}>
          <Field.Label>
            <Trans>Rayon</Trans>
          </Field.Label>
          <Field.Select name="radius_km" value={radius} onChange={(event) => setRadius(event.currentTarget.value)}>
            {radiusChoices.map((km) => (
              <option key={km} value={String(km)}>
                {t`${km} km`}
              </option>
            ))}
            {radiusChoices.some((km) => String(km) === radius) ? null : <option value={radius}>{t`${radius} km`}</option>}
          </Field.Select>
          <Field.ErrorText>{errorOf('radius_km')}</Field.ErrorText>
        </Field.Root>
      </div>
      {replacing ? (
        <>
          <Field.TextField
            label={<Trans>Fin de validité de votre autorisation de remplacement</Trans>}
            hint={<Trans>Délivrée pour un an par le conseil départemental de l’Ordre.</Trans>}
            name="replacement_authorisation_expires_on"
            type="date"
            value={expiry}
            onChange={(event) => {
              setExpiry(event.currentTarget.value)
              clear('replacement_authorisation_expires_on')
            }}
            error={errorOf('replacement_authorisation_expires_on')}
          />
          <SimpleCheckbox
            name="urgent_help_opt_in"
            checked={urgentAlerts}
            onCheckedChange={(details) => setUrgentAlerts(details.checked === true)}
          >
            <Trans>Recevoir les alertes de remplacement urgent dans ma zone</Trans>
          </SimpleCheckbox>
        </>
      ) : null}
      {askPatients ? (
        <SimpleCheckbox
          name="accepts_new_patients"
          checked={acceptsPatients}
          onCheckedChange={(details) => setAcceptsPatients(details.checked === true)}
        >
          <Trans>J’accepte de nouveaux patients (visible dans la recherche d’infirmier à domicile)</Trans>
        </SimpleCheckbox>
      ) : null}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <Button type="submit" size="lg" loading={mutation.isPending} loadingText={<Trans>Enregistrement…</Trans>}>
        <Trans>Enregistrer mon profil</Trans>
      </Button>
    </form>
  )
}
