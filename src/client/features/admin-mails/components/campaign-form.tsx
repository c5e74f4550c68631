import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useDeferredValue } from 'react'
import { useAdminForm } from '#client/entities/back-office/admin-form.ts'
import { Button } from '#client/ui/button.tsx'
import * as Checkbox from '#client/ui/checkbox.tsx'
import * as Field from '#client/ui/field.tsx'
import { Text } from '#client/ui/text.tsx'
import {
  type CampaignInput,
  type CampaignSegment,
  campaignInputSchema,
  campaignSubscription,
  campaignValidation,
  departmentPattern,
} from '#shared/admin-mails.ts'
import { css } from '#styled/css'
import { useCampaignAudience } from '../api/campaigns.ts'

export interface CampaignFormValues {
  subject: string
  body: string
  segment: CampaignSegment
}

export const emptyCampaign: CampaignFormValues = {
  subject: '',
  body: '',
  segment: { roles: [], departments: [], validation: 'any', subscription: 'any' },
}

/** "69, 2a 974" → ["69", "2A", "974"]. */
export function parseDepartments(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim().toUpperCase())
    .filter(Boolean)
}

const group = css({ display: 'flex', flexDirection: 'column', gap: '2' })

/**
 * A campaign: its subject and message (plain text; blank lines make paragraphs) and who it goes
 * to. The audience is counted live: how many it reaches, and how many are skipped because they
 * have not chosen to get Relève's news by e-mail.
 */
export function CampaignForm({
  initial,
  pending,
  readOnly,
  onSubmit,
}: {
  initial: CampaignFormValues
  pending: boolean
  readOnly: boolean
  /** Sends the campaign; `fail` puts the server's field errors under the fields (lib/forms). */
  onSubmit: (input: CampaignInput, fail: (error: unknown) => boolean) => void
}) {
  const { t } = useLingui()
  const segmentOf = (values: { roles: string[]; departments: string; validation: string; subscription: string }) =>
    ({
      roles: values.roles,
      departments: parseDepartments(values.departments),
      validation: values.validation,
      subscription: values.subscription,
    }) as CampaignInput['segment']
  const form = useAdminForm({
    schema: campaignInputSchema,
    initial: () => ({
      subject: initial.subject,
      body: initial.body,
      roles: initial.segment.roles as string[],
      departments: initial.segment.departments.join(', '),
      validation: initial.segment.validation as string,
      subscription: initial.segment.subscription as string,
    }),
    toInput: (values): CampaignInput => ({ subject: values.subject, body: values.body, segment: segmentOf(values) }),
    // The segment's errors are told apart ("segment.roles.0", "segment.departments.0").
    nested: true,
    pending,
  })
  const { values, set, errorOf } = form

  const segment = segmentOf(values)
  const departmentsValid = segment.departments?.every((code) => departmentPattern.test(code)) ?? true
  const deferred = useDeferredValue(segment)
  const audience = useCampaignAudience(deferred, departmentsValid)

  return (
    <form
      ref={form.formRef}
      onSubmit={form.submit((_, input) => onSubmit(input as CampaignInput, form.fail))}
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '5', maxW: '44rem' })}
    >
      <Field.TextField
        label={<Trans>Objet</Trans>}
        name="subject"
        required
        readOnly={readOnly}
        maxLength={150}
        value={values.subject}
        onChange={(event) => set('subject', event.target.value)}
        error={errorOf('subject')}
      />
      <Field.Root invalid={errorOf('body') !== undefined} required readOnly={readOnly}>
        <Field.Label>
          <Trans>Message</Trans>
          <Field.RequiredIndicator>*</Field.RequiredIndicator>
        </Field.Label>
        <Field.Textarea
          name="body"
          rows={10}
          maxLength={10000}
          value={values.body}
          onChange={(event) => set('body', event.target.value)}
        />
        <Field.HelperText>
          <Trans>Texte simple : une ligne vide sépare deux paragraphes. Le lien de désinscription est ajouté à la fin.</Trans>
        </Field.HelperText>
        <Field.ErrorText>{errorOf('body')}</Field.ErrorText>
      </Field.Root>
      <fieldset className={group} disabled={readOnly}>
        <legend className={css({ fontWeight: 'semibold', mb: '2' })}>
          <Trans>Destinataires</Trans>
        </legend>
        <Checkbox.Group
          value={values.roles}
          onValueChange={(roles) => set('roles', roles, 'segment.roles.0')}
          className={group}
          aria-label={t`Rôles`}
        >
          <Text size="small" tone="muted">
            <Trans>Rôles (aucun coché : tous)</Trans>
          </Text>
          <Checkbox.SimpleCheckbox value="titulaire">{t`Titulaires`}</Checkbox.SimpleCheckbox>
          <Checkbox.SimpleCheckbox value="remplacant">{t`Remplaçants`}</Checkbox.SimpleCheckbox>
        </Checkbox.Group>
        {errorOf('segment.roles.0') ? <Text tone="danger">{errorOf('segment.roles.0')}</Text> : null}
        <Field.TextField
          label={<Trans>Départements</Trans>}
          hint={<Trans>Numéros séparés par des virgules, par exemple 69, 2A, 974. Vide : toute la France.</Trans>}
          name="departments"
          value={values.departments}
          onChange={(event) => set('departments', event.target.value, 'segment.departments.0')}
          error={
            !departmentsValid
              ? t`Indiquez des numéros de département (par exemple 69, 2A ou 974).`
              : errorOf('segment.departments.0')
          }
        />
        <Field.Root>
          <Field.Label>
            <Trans>Profil d’infirmier</Trans>
          </Field.Label>
          <Field.Select value={values.validation} onChange={(event) => set('validation', event.target.value)}>
            {campaignValidation.map((value) => (
              <option key={value} value={value}>
                {value === 'any'
                  ? t`Validé ou non`
                  : value === 'validated'
                    ? t`Validé par un administrateur`
                    : t`Pas encore validé`}
              </option>
            ))}
          </Field.Select>
        </Field.Root>
        <Field.Root>
          <Field.Label>
            <Trans>Abonnement</Trans>
          </Field.Label>
          <Field.Select value={values.subscription} onChange={(event) => set('subscription', event.target.value)}>
            {campaignSubscription.map((value) => (
              <option key={value} value={value}>
                {value === 'any' ? t`Abonnés ou non` : value === 'subscribed' ? t`Abonnés` : t`Sans abonnement`}
              </option>
            ))}
          </Field.Select>
        </Field.Root>
      </fieldset>
      <div role="status" aria-live="polite" className={css({ bg: 'bg.muted', borderRadius: 'md', p: '4' })}>
        {audience.data ? (
          <>
            <strong>
              <Plural value={audience.data.recipients} one="# destinataire" other="# destinataires" />
            </strong>
            <Text size="small" tone="muted">
              <Plural
                value={audience.data.skipped}
                _0="Tous les membres de ce public ont choisi de recevoir les nouvelles de Relève."
                one="# membre de ce public ne le recevra pas : il n’a pas choisi de recevoir les nouvelles de Relève par e-mail."
                other="# membres de ce public ne le recevront pas : ils n’ont pas choisi de recevoir les nouvelles de Relève par e-mail."
              />
            </Text>
          </>
        ) : (
          <Text size="small" tone="muted">
            <Trans>Calcul du nombre de destinataires…</Trans>
          </Text>
        )}
      </div>
      {readOnly ? null : (
        <div>
          <Button type="submit" variant="outline" loading={pending}>
            <Trans>Enregistrer le brouillon</Trans>
          </Button>
        </div>
      )}
    </form>
  )
}
