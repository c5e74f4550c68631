import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useRef, useState } from 'react'
import { refusalOf, useAdminFeedback } from '#client/entities/back-office/admin-toasts.ts'
import { entitlementLabels, intervalLabels } from '#client/entities/subscription/labels.ts'
import { useForm } from '#client/lib/forms/use-form.ts'
import { newIdempotencyKey } from '#client/lib/idempotency-key.ts'
import { Button } from '#client/ui/button.tsx'
import { SimpleCheckbox } from '#client/ui/checkbox.tsx'
import { ChoiceFieldset } from '#client/ui/choice-fieldset.tsx'
import * as Dialog from '#client/ui/dialog.tsx'
import * as Field from '#client/ui/field.tsx'
import { type Entitlement, entitlements, type PlanInterval, planIntervals } from '#shared/subscriptions.ts'
import { type AdminPlan, type PlanInput, planInputSchema } from '#shared/subscriptions-api.ts'
import { css } from '#styled/css'
import { type PlanPatch, useSavePlan } from '../api/admin-subscriptions-api.ts'
import { centsToEuros, eurosToCents } from '../money.ts'
import { useSubscriptionsValidationText } from '../validation-text.ts'

/** The editor's fields as typed; each is named after the API's field, so a 422 lands under it. */
export interface PlanFormValues {
  slug: string
  name: string
  description: string
  /** Euros, as typed (« 49,90 »); sent in cents. */
  price_cents: string
  interval: PlanInterval
  trial_days: string
  entitlements: Entitlement[]
  stripe_price_id: string
  active: boolean
}

export function planFormValues(plan: AdminPlan | null, locale: string): PlanFormValues {
  if (!plan)
    return {
      slug: '',
      name: '',
      description: '',
      price_cents: '',
      interval: 'year',
      trial_days: '0',
      entitlements: [],
      stripe_price_id: '',
      active: true,
    }
  return {
    slug: plan.slug,
    name: plan.name,
    description: plan.description,
    price_cents: centsToEuros(plan.price_cents, locale),
    interval: plan.interval,
    trial_days: String(plan.trial_days),
    entitlements: [...plan.entitlements],
    stripe_price_id: plan.stripe_price_id ?? '',
    active: plan.active,
  }
}

/** The values → what POST /api/admin/plans parses: euros to cents, a blank Stripe price to none. */
export function planInput(values: PlanFormValues): Partial<PlanInput> {
  const trial = values.trial_days.trim()
  return {
    slug: values.slug,
    name: values.name,
    description: values.description,
    price_cents: eurosToCents(values.price_cents),
    interval: values.interval,
    trial_days: trial === '' ? 0 : /^\d+$/.test(trial) ? Number(trial) : Number.NaN,
    entitlements: values.entitlements,
    stripe_price_id: values.stripe_price_id.trim() === '' ? null : values.stripe_price_id.trim(),
    active: values.active,
  }
}

/** A name → the identifier it suggests: « Titulaire pro » → titulaire-pro. */
function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
}

const checkboxes = css({ display: 'flex', flexDirection: 'column', gap: '2', mt: '2' })
const hint = css({ mt: '1', fontSize: 'sm', color: 'fg.muted' })

/**
 * « Nouvelle formule » or « Modifier »: the plan's fields in a dialog. The identifier and the
 * periodicity are chosen once (subscribers hold them); a refused save keeps every value typed and
 * shows the server's sentences under the fields.
 */
export function PlanFormDialog({ plan, trigger }: { plan: AdminPlan | null; trigger: ReactNode }) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const [slugTyped, setSlugTyped] = useState(false)
  const save = useSavePlan(plan?.id ?? null)
  const feedback = useAdminFeedback(refusalOf)
  // One key per dialog opening: a double submit of the same new plan creates one.
  const key = useRef(newIdempotencyKey())
  const form = useForm({
    schema: planInputSchema,
    initial: () => planFormValues(plan, i18n.locale),
    toInput: planInput,
    pending: save.isPending,
    message: useSubscriptionsValidationText(),
  })
  const { values, set, errorOf } = form
  const editing = plan !== null

  function openChange(next: boolean) {
    if (next) {
      form.reset(planFormValues(plan, i18n.locale))
      setSlugTyped(false)
      key.current = newIdempotencyKey()
    }
    setOpen(next)
  }

  // The fields of the form only, as typed (the schema's defaults left out): a PATCH keeps the
  // plan's features, VAT rate and position, which this editor does not show.
  const onSubmit = form.submit((_data, typed) => {
    const { slug: _slug, interval: _interval, ...patch } = typed
    save.mutate(
      { input: (editing ? patch : typed) as PlanInput | PlanPatch, idempotencyKey: key.current },
      {
        onSuccess: () => {
          feedback.saved()
          setOpen(false)
        },
        onError: feedback.saveFailedFor(form.fail),
      },
    )
  })

  function toggle(entitlement: Entitlement, checked: boolean) {
    const next = checked
      ? entitlements.filter((e) => e === entitlement || values.entitlements.includes(e))
      : values.entitlements.filter((e) => e !== entitlement)
    set('entitlements', next)
  }

  const formId = `plan-form-${plan?.id ?? 'new'}`
  return (
    <Dialog.Root open={open} onOpenChange={(details) => openChange(details.open)}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Popup>
        <Dialog.Header>
          <Dialog.Title>{editing ? t`Modifier la formule ${plan.name}` : t`Nouvelle formule`}</Dialog.Title>
          <Dialog.Description>
            <Trans>Les prix s’entendent TTC. Un nouveau prix s’applique aux prochains paiements.</Trans>
          </Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          <form
            ref={form.formRef}
            id={formId}
            noValidate
            onSubmit={onSubmit}
            className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
          >
            <Field.TextField
              label={<Trans>Nom</Trans>}
              name="name"
              required
              maxLength={80}
              value={values.name}
              onChange={(event) => {
                set('name', event.target.value)
                if (!editing && !slugTyped) set('slug', slugOf(event.target.value))
              }}
              error={errorOf('name')}
            />
            {editing ? (
              <p className={hint}>
                <Trans>
                  Identifiant : <code>{plan.slug}</code> et périodicité : {i18n._(intervalLabels[plan.interval])} (ils ne changent
                  plus : les abonnés les gardent).
                </Trans>
              </p>
            ) : (
              <>
                <Field.TextField
                  label={<Trans>Identifiant</Trans>}
                  hint={
                    <Trans>Dans les liens (/pricing, ?plan=…) : lettres minuscules, chiffres et tirets. Il ne change plus.</Trans>
                  }
                  name="slug"
                  required
                  maxLength={40}
                  value={values.slug}
                  onChange={(event) => {
                    setSlugTyped(true)
                    set('slug', event.target.value)
                  }}
                  error={errorOf('slug')}
                />
                <Field.Root invalid={errorOf('interval') !== undefined} required>
                  <Field.Label>
                    <Trans>Périodicité</Trans>
                  </Field.Label>
                  <Field.Select
                    name="interval"
                    value={values.interval}
                    onChange={(event) => set('interval', event.target.value as PlanInterval)}
                  >
                    {planIntervals.map((interval) => (
                      <option key={interval} value={interval}>
                        {interval === 'month' ? t`Mensuelle` : t`Annuelle`}
                      </option>
                    ))}
                  </Field.Select>
                  <Field.ErrorText>{errorOf('interval')}</Field.ErrorText>
                </Field.Root>
              </>
            )}
            <Field.TextField
              label={<Trans>Prix TTC (€)</Trans>}
              hint={<Trans>Par exemple 49 ou 49,90.</Trans>}
              name="price_cents"
              required
              inputMode="decimal"
              autoComplete="off"
              value={values.price_cents}
              onChange={(event) => set('price_cents', event.target.value)}
              error={errorOf('price_cents')}
            />
            <Field.TextField
              label={<Trans>Jours d’essai</Trans>}
              hint={<Trans>De 0 à 90 ; un membre n’a droit qu’à un essai.</Trans>}
              name="trial_days"
              inputMode="numeric"
              autoComplete="off"
              value={values.trial_days}
              onChange={(event) => set('trial_days', event.target.value)}
              error={errorOf('trial_days')}
            />
            <ChoiceFieldset
              legend={<Trans>Ce que la formule débloque</Trans>}
              field="entitlements"
              required
              error={errorOf('entitlements')}
            >
              <div className={checkboxes}>
                {entitlements.map((entitlement) => (
                  <SimpleCheckbox
                    key={entitlement}
                    name="entitlements"
                    value={entitlement}
                    checked={values.entitlements.includes(entitlement)}
                    onCheckedChange={(details) => toggle(entitlement, details.checked === true)}
                  >
                    {i18n._(entitlementLabels[entitlement])}
                  </SimpleCheckbox>
                ))}
              </div>
            </ChoiceFieldset>
            <Field.TextField
              multiline
              label={<Trans>Description</Trans>}
              hint={<Trans>Facultative, affichée sur la page des tarifs ; 500 caractères au plus.</Trans>}
              name="description"
              maxLength={500}
              value={values.description}
              onChange={(event) => set('description', event.target.value)}
              error={errorOf('description')}
            />
            <Field.TextField
              label={<Trans>Prix Stripe</Trans>}
              hint={
                <Trans>
                  Facultatif : l’identifiant price_… du tableau de bord Stripe, utile seulement quand le paiement par carte
                  (Stripe) est configuré. Sans lui, la formule se paie par virement.
                </Trans>
              }
              name="stripe_price_id"
              autoComplete="off"
              value={values.stripe_price_id}
              onChange={(event) => set('stripe_price_id', event.target.value)}
              error={errorOf('stripe_price_id')}
            />
            <div>
              <SimpleCheckbox
                name="active"
                checked={values.active}
                onCheckedChange={(details) => set('active', details.checked === true)}
              >
                {t`En vente (proposée sur la page des tarifs)`}
              </SimpleCheckbox>
              <p className={hint}>
                <Trans>
                  Une formule désactivée n’est plus proposée aux nouveaux abonnés ; les membres qui l’ont déjà la gardent.
                </Trans>
              </p>
            </div>
          </form>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={() => setOpen(false)}>
            <Trans>Annuler</Trans>
          </Button>
          <Button type="submit" form={formId} loading={save.isPending}>
            {editing ? <Trans>Enregistrer</Trans> : <Trans>Créer la formule</Trans>}
          </Button>
        </Dialog.Footer>
      </Dialog.Popup>
    </Dialog.Root>
  )
}
