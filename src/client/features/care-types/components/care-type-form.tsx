import { Trans, useLingui } from '@lingui/react/macro'
import { useAdminForm } from '#client/entities/back-office/admin-form.ts'
import { Button } from '#client/ui/button.tsx'
import { SimpleCheckbox } from '#client/ui/checkbox.tsx'
import * as Field from '#client/ui/field.tsx'
import { type CareTypeCategory, type CreateCareTypeInput, careTypeCategories, createCareTypeSchema } from '#shared/care-types.ts'
import { css } from '#styled/css'
import { categoryLabels } from './category-labels.ts'

export interface CareTypeFormValues {
  name: string
  category: CareTypeCategory
  description: string
  active: boolean
}

export const emptyCareType: CareTypeFormValues = { name: '', category: 'technique', description: '', active: true }

interface CareTypeFormProps {
  initial: CareTypeFormValues
  /** The slug, shown read-only once it exists (it never changes). */
  slug?: string
  pending: boolean
  submitLabel: string
  /** Sends the values; `fail` puts the server's field errors under the fields (lib/forms). */
  onSubmit: (values: CreateCareTypeInput, fail: (error: unknown) => boolean) => void
}

const form = css({ display: 'flex', flexDirection: 'column', gap: '5', maxW: '40rem' })

export function CareTypeForm({ initial, slug, pending, submitLabel, onSubmit }: CareTypeFormProps) {
  const { t, i18n } = useLingui()
  const careType = useAdminForm({ schema: createCareTypeSchema, initial, pending })
  const { values, set, errorOf } = careType

  return (
    <form
      ref={careType.formRef}
      className={form}
      // The values as typed: the server trims them and turns a blank description into none.
      onSubmit={careType.submit(() =>
        onSubmit(
          { name: values.name, category: values.category, description: values.description, active: values.active },
          careType.fail,
        ),
      )}
      noValidate
    >
      <Field.TextField
        label={<Trans>Nom</Trans>}
        hint={<Trans>Tel que les infirmiers et les patients le lisent, par exemple « Pansements complexes ».</Trans>}
        name="name"
        required
        maxLength={80}
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        error={errorOf('name')}
      />
      {slug ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          <Trans>
            Identifiant : <code>{slug}</code> (il ne change jamais : les profils et les offres le gardent).
          </Trans>
        </p>
      ) : null}
      <Field.Root invalid={errorOf('category') !== undefined} required>
        <Field.Label>
          <Trans>Catégorie</Trans>
        </Field.Label>
        <Field.Select
          name="category"
          value={values.category}
          onChange={(event) => set('category', event.target.value as CareTypeCategory)}
        >
          {careTypeCategories.map((category) => (
            <option key={category} value={category}>
              {i18n._(categoryLabels[category])}
            </option>
          ))}
        </Field.Select>
        <Field.ErrorText>{errorOf('category')}</Field.ErrorText>
      </Field.Root>
      <Field.TextField
        multiline
        label={<Trans>Description</Trans>}
        hint={<Trans>Facultative, 500 caractères au plus.</Trans>}
        name="description"
        maxLength={500}
        value={values.description}
        onChange={(event) => set('description', event.target.value)}
        error={errorOf('description')}
      />
      <div>
        <SimpleCheckbox checked={values.active} onCheckedChange={(details) => set('active', details.checked === true)}>
          {t`Proposé dans les listes (actif)`}
        </SimpleCheckbox>
        <p className={css({ mt: '1', fontSize: 'sm', color: 'fg.muted' })}>
          <Trans>Un type inactif n’est plus proposé ; les profils et les offres qui l’ont le gardent.</Trans>
        </p>
      </div>
      <div>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
