import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useDeferredValue, useState } from 'react'
import { Button } from '#client/ui/button.tsx'
import * as Checkbox from '#client/ui/checkbox.tsx'
import * as Field from '#client/ui/field.tsx'
import { Text } from '#client/ui/text.tsx'
import {
  type CampaignInput,
  type CampaignSegment,
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
  errors,
  pending,
  readOnly,
  onSubmit,
}: {
  initial: CampaignFormValues
  errors: Record<string, string>
  pending: boolean
  readOnly: boolean
  onSubmit: (input: CampaignInput) => void
}) {
  const { t } = useLingui()
  const [subject, setSubject] = useState(initial.subject)
  const [body, setBody] = useState(initial.body)
  const [roles, setRoles] = useState<string[]>(initial.segment.roles)
  const [departments, setDepartments] = useState(initial.segment.departments.join(', '))
  const [validation, setValidation] = useState<string>(initial.segment.validation)
  const [subscription, setSubscription] = useState<string>(initial.segment.subscription)

  const parsed = parseDepartments(departments)
  const departmentsValid = parsed.every((code) => departmentPattern.test(code))
  const segment = { roles, departments: parsed, validation, subscription } as CampaignInput['segment']
  const deferred = useDeferredValue(segment)
  const audience = useCampaignAudience(deferred, departmentsValid)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit({ subject, body, segment })
  }

  return (
    <form onSubmit={submit} noValidate className={css({ display: 'flex', flexDirection: 'column', gap: '5', maxW: '44rem' })}>
      <Field.TextField
        label={<Trans>Objet</Trans>}
        name="subject"
        required
        readOnly={readOnly}
        maxLength={150}
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        error={errors.subject}
      />
      <Field.Root invalid={errors.body !== undefined} required readOnly={readOnly}>
        <Field.Label>
          <Trans>Message</Trans>
          <Field.RequiredIndicator>*</Field.RequiredIndicator>
        </Field.Label>
        <Field.Textarea name="body" rows={10} maxLength={10000} value={body} onChange={(event) => setBody(event.target.value)} />
        <Field.HelperText>
          <Trans>Texte simple : une ligne vide sépare deux paragraphes. Le lien de désinscription est ajouté à la fin.</Trans>
        </Field.HelperText>
        <Field.ErrorText>{errors.body}</Field.ErrorText>
      </Field.Root>
      <fieldset className={group} disabled={readOnly}>
        <legend className={css({ fontWeight: 'semibold', mb: '2' })}>
          <Trans>Destinataires</Trans>
        </legend>
        <Checkbox.Group value={roles} onValueChange={setRoles} className={group} aria-label={t`Rôles`}>
          <Text size="small" tone="muted">
            <Trans>Rôles (aucun coché : tous)</Trans>
          </Text>
          <Checkbox.SimpleCheckbox value="titulaire">{t`Titulaires`}</Checkbox.SimpleCheckbox>
          <Checkbox.SimpleCheckbox value="remplacant">{t`Remplaçants`}</Checkbox.SimpleCheckbox>
        </Checkbox.Group>
        {errors['segment.roles.0'] ? <Text tone="danger">{errors['segment.roles.0']}</Text> : null}
        <Field.TextField
          label={<Trans>Départements</Trans>}
          hint={<Trans>Numéros séparés par des virgules, par exemple 69, 2A, 974. Vide : toute la France.</Trans>}
          name="departments"
          value={departments}
          onChange={(event) => setDepartments(event.target.value)}
          error={
            !departmentsValid
              ? t`Indiquez des numéros de département (par exemple 69, 2A ou 974).`
              : errors['segment.departments.0']
          }
        />
        <Field.Root>
          <Field.Label>
            <Trans>Profil d’infirmier</Trans>
          </Field.Label>
          <Field.Select value={validation} onChange={(event) => setValidation(event.target.value)}>
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
          <Field.Select value={subscription} onChange={(event) => setSubscription(event.target.value)}>
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
