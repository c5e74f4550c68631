import { Trans, useLingui } from '@lingui/react/macro'
import { useAdminForm } from '#client/entities/back-office/admin-form.ts'
import { Button } from '#client/ui/button.tsx'
import { SimpleCheckbox } from '#client/ui/checkbox.tsx'
import * as Field from '#client/ui/field.tsx'
import { Notice } from '#client/ui/notice.tsx'
import { type HomeSectionInput, type HomeSectionKind, homeSectionInputSchema } from '#shared/home-sections.ts'
import { css } from '#styled/css'
import { kindDescriptions } from './kind-labels.ts'
import { emptyItem, type FieldSpec, formToBody, kindSpecs } from './section-fields.ts'
import { SectionPreview } from './section-preview.tsx'

type Values = Record<string, unknown>

export interface SectionFormValues {
  title: string
  published: boolean
  body: Values
}

interface SectionFormProps {
  kind: HomeSectionKind
  initial: SectionFormValues
  pending: boolean
  submitLabel: string
  /** Sends the section; `fail` puts the server's field errors under the fields (lib/forms). */
  onSubmit: (input: HomeSectionInput, fail: (error: unknown) => boolean) => void
}

const fieldset = css({
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  p: '4',
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
})
const legend = css({ px: '1', fontWeight: 'semibold' })
const row = css({ display: 'flex', flexWrap: 'wrap', gap: '2' })

function FieldInput({
  spec,
  path,
  value,
  error,
  errorOf,
  onChange,
}: {
  spec: FieldSpec
  path: string
  value: unknown
  error?: string | undefined
  errorOf: (path: string) => string | undefined
  onChange: (value: unknown) => void
}) {
  const { i18n } = useLingui()
  const label = i18n._(spec.label)
  const hint = spec.hint ? i18n._(spec.hint) : undefined
  if (spec.type === 'link') {
    const link = (value ?? { label: '', href: '' }) as { label: string; href: string }
    return (
      <fieldset className={fieldset}>
        <legend className={legend}>{label}</legend>
        <Field.TextField
          label={<Trans>Texte du lien</Trans>}
          name={`${path}.label`}
          maxLength={60}
          value={link.label}
          onChange={(event) => onChange({ ...link, label: event.target.value })}
          error={errorOf(`${path}.label`)}
        />
        <Field.TextField
          label={<Trans>Adresse</Trans>}
          hint={hint}
          name={`${path}.href`}
          maxLength={300}
          value={link.href}
          onChange={(event) => onChange({ ...link, href: event.target.value })}
          error={errorOf(`${path}.href`)}
        />
      </fieldset>
    )
  }
  if (spec.type === 'select') {
    const message = error ?? errorOf(path)
    return (
      <Field.Root invalid={message !== undefined} required={spec.required}>
        <Field.Label>{label}</Field.Label>
        <Field.Select name={path} value={String(value ?? '')} onChange={(event) => onChange(event.target.value)}>
          {(spec.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {i18n._(option.label)}
            </option>
          ))}
        </Field.Select>
        {message ? <Field.ErrorText>{message}</Field.ErrorText> : null}
      </Field.Root>
    )
  }
  return (
    <Field.TextField
      label={label}
      hint={hint}
      name={path}
      required={spec.required}
      multiline={spec.type === 'multiline' || spec.type === 'lines'}
      {...(spec.maxLength ? { maxLength: spec.maxLength } : {})}
      value={String(value ?? '')}
      onChange={(event) => onChange(event.target.value)}
      error={error ?? errorOf(`${path}.0`)}
    />
  )
}

/**
 * A home section's form: its title, the fields of its kind (repeatable items can be added,
 * removed and moved), published or not, and a preview drawn as the home page will show it.
 */
export function SectionForm({ kind, initial, pending, submitLabel, onSubmit }: SectionFormProps) {
  const { t, i18n } = useLingui()
  const toInput = (values: SectionFormValues) =>
    ({ kind, title: values.title, published: values.published, body: formToBody(kind, values.body) }) as HomeSectionInput
  const form = useAdminForm({
    schema: homeSectionInputSchema,
    initial,
    toInput,
    // Errors by path ("title", "body.items.0.question"), each field named by its own.
    nested: true,
    pending,
  })
  const { values, setValues, errorOf } = form
  const spec = kindSpecs[kind]

  const setBody = (key: string, value: unknown) =>
    setValues((current) => ({ ...current, body: { ...current.body, [key]: value } }))
  const items = spec.items ? ((values.body[spec.items.key] as Values[] | undefined) ?? []) : []
  const setItems = (next: Values[]) => spec.items && setBody(spec.items.key, next)
  const moveItem = (index: number, by: -1 | 1) => {
    const next = [...items]
    const [moved] = next.splice(index, 1)
    if (moved) next.splice(index + by, 0, moved)
    setItems(next)
  }

  const input = toInput(values)

  return (
    <div
      className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', xl: 'minmax(0, 34rem) minmax(0, 1fr)' }, gap: '8' })}
    >
      <form
        ref={form.formRef}
        className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
        onSubmit={form.submit((_, sent) => onSubmit(sent as HomeSectionInput, form.fail))}
        noValidate
      >
        <p className={css({ color: 'fg.muted' })}>{i18n._(kindDescriptions[kind])}</p>
        {spec.help ? (
          <Notice as="p" tone="warning" role="note" size="sm">
            {i18n._(spec.help)}
          </Notice>
        ) : null}
        <Field.TextField
          label={<Trans>Titre de la section</Trans>}
          name="title"
          required
          maxLength={120}
          value={values.title}
          onChange={(event) => form.set('title', event.target.value)}
          error={errorOf('title')}
        />
        {spec.fields.map((field) => (
          <FieldInput
            key={field.key}
            spec={field}
            path={`body.${field.key}`}
            value={values.body[field.key]}
            error={errorOf(`body.${field.key}`)}
            errorOf={errorOf}
            onChange={(value) => setBody(field.key, value)}
          />
        ))}
        {spec.items ? (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            {errorOf(`body.${spec.items.key}`) ? (
              <p role="alert" className={css({ color: 'fg.danger', fontSize: 'sm' })}>
                {errorOf(`body.${spec.items.key}`)}
              </p>
            ) : null}
            {items.map((item, index) => {
              const itemSpec = spec.items
              if (!itemSpec) return null
              const number = index + 1
              const name = i18n._(itemSpec.label)
              return (
                // Items have no identity but their place; moving one re-renders the list.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <fieldset key={index} className={fieldset}>
                  <legend className={legend}>{t`${name} ${number}`}</legend>
                  {itemSpec.fields.map((field) => (
                    <FieldInput
                      key={field.key}
                      spec={field}
                      path={`body.${itemSpec.key}.${index}.${field.key}`}
                      value={item[field.key]}
                      error={errorOf(`body.${itemSpec.key}.${index}.${field.key}`)}
                      errorOf={errorOf}
                      onChange={(value) =>
                        setItems(items.map((current, i) => (i === index ? { ...current, [field.key]: value } : current)))
                      }
                    />
                  ))}
                  <div className={row}>
                    <Button type="button" size="sm" variant="outline" disabled={index === 0} onClick={() => moveItem(index, -1)}>
                      {t`Monter ${name} ${number}`}
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      disabled={index === items.length - 1}
                      onClick={() => moveItem(index, 1)}
                    >
                      {t`Descendre ${name} ${number}`}
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      disabled={items.length <= (spec.items?.optional ? 0 : 1)}
                      onClick={() => setItems(items.filter((_, i) => i !== index))}
                    >
                      {t`Retirer ${name} ${number}`}
                    </Button>
                  </div>
                </fieldset>
              )
            })}
            <div>
              <Button
                type="button"
                variant="outline"
                disabled={items.length >= spec.items.max}
                onClick={() => spec.items && setItems([...items, emptyItem(spec.items.fields)])}
              >
                {i18n._(spec.items.add)}
              </Button>
            </div>
          </div>
        ) : null}
        <SimpleCheckbox checked={values.published} onCheckedChange={(details) => form.set('published', details.checked === true)}>
          {t`Publiée sur la page d’accueil`}
        </SimpleCheckbox>
        <div>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </div>
      </form>
      <section aria-labelledby="section-preview-title">
        <h2 id="section-preview-title" className={css({ textStyle: 'h4', mb: '3' })}>
          <Trans>Aperçu</Trans>
        </h2>
        <SectionPreview sections={[{ id: 0, ...input } as never]} />
      </section>
    </div>
  )
}
