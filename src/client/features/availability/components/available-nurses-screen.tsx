import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { careTypeLabel, careTypeOptions, useCareTypes } from '#client/entities/care-type/care-types.ts'
import { type CommuneChoice, CommuneCombobox } from '#client/entities/commune/commune-combobox.tsx'
import { useCurrentUser } from '#client/entities/session/api/current-user.ts'
import { isApiError } from '#client/lib/api-client.ts'
import { newIdempotencyKey } from '#client/lib/idempotency-key.ts'
import { Badge } from '#client/ui/badge.tsx'
import { Button } from '#client/ui/button.tsx'
import * as Checkbox from '#client/ui/checkbox.tsx'
import { ChoiceFieldset } from '#client/ui/choice-fieldset.tsx'
import * as Dialog from '#client/ui/dialog.tsx'
import * as Field from '#client/ui/field.tsx'
import { Heading } from '#client/ui/heading.tsx'
import { Notice } from '#client/ui/notice.tsx'
import { SimplePagination } from '#client/ui/pagination.tsx'
import { SimpleRadioGroup } from '#client/ui/radio-group.tsx'
import { Text } from '#client/ui/text.tsx'
import type { AvailableNurse } from '#shared/availability.ts'
import type { CareType } from '#shared/care-types.ts'
import { addDays, daysBetweenInclusive, parisToday } from '#shared/dates.ts'
import { numberFormat } from '#shared/intl.ts'
import { paths } from '#shared/paths.ts'
import { RETROCESSION_MAX, RETROCESSION_MIN } from '#shared/replacements.ts'
import { css } from '#styled/css'
import {
  AVAILABLE_NURSES_PER_PAGE,
  type AvailableNursesParams,
  useAvailableNurses,
  useInviteNurse,
  useOpenOffers,
} from '../api/availability-api.ts'
import { chosenDaysText, dayRangeText } from '../labels.ts'

const page = css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '8' }, py: { base: '6', md: '10' } })
const formGrid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '2fr 1fr 1fr' }, alignItems: 'start' })
const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  p: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  bg: 'bg.surface',
})

/** /dashboard/replacements/nurses: a validated holder finds replacement nurses free on her dates. */
export function AvailableNursesScreen() {
  const { t, i18n } = useLingui()
  const user = useCurrentUser()
  const careTypes = useCareTypes()
  const careChoices = careTypeOptions(i18n, careTypes.data)
  const today = parisToday(new Date())
  const [commune, setCommune] = useState<CommuneChoice | null>(
    user?.commune_insee && user.commune_name
      ? { insee: user.commune_insee, name: user.commune_name, postal_code: user.postal_code ?? '' }
      : null,
  )
  const [from, setFrom] = useState(today)
  const [to, setTo] = useState(addDays(today, 6))
  const [chosenCare, setChosenCare] = useState<string[]>([])
  const [percent, setPercent] = useState('')
  const [vehicleRequired, setVehicleRequired] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const [params, setParams] = useState<AvailableNursesParams | null>(null)
  const results = useAvailableNurses(params)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!commune) return setFormError(t`Choisissez la commune du cabinet.`)
    if (!from || !to || to < from) return setFormError(t`La date de fin doit être postérieure ou égale à la date de début.`)
    if (daysBetweenInclusive(from, to) > 93) return setFormError(t`Cherchez sur 93 jours au plus.`)
    const offered = percent.trim() === '' ? null : Number(percent)
    if (offered !== null && (!Number.isInteger(offered) || offered < RETROCESSION_MIN || offered > RETROCESSION_MAX))
      return setFormError(t`La rétrocession est un nombre entier entre ${RETROCESSION_MIN} et ${RETROCESSION_MAX} %.`)
    setFormError(null)
    setParams({
      commune: commune.insee,
      from,
      to,
      care_types: chosenCare,
      retrocession_percent: offered,
      vehicle_required: vehicleRequired,
      page: 1,
    })
  }

  const failure = results.error
  return (
    <div className={page}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <header className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <Heading level={1}>
            <Trans>Trouver un remplaçant disponible</Trans>
          </Heading>
          <Text tone="muted">
            <Trans>
              Les infirmiers et infirmières qui ont publié leurs disponibilités et dont la zone couvre votre commune, classés par
              nombre de jours libres puis par distance.
            </Trans>
          </Text>
        </header>
        {/* biome-ignore lint/a11y/useSemanticElements: older Safari and Chrome do not know <search> */}
        <form role="search" aria-label={t`Rechercher un remplaçant disponible`} noValidate onSubmit={submit}>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            <div className={formGrid}>
              <CommuneCombobox label={<Trans>Commune du cabinet</Trans>} required value={commune} onChange={setCommune} />
              <Field.TextField
                label={<Trans>Du</Trans>}
                type="date"
                required
                min={today}
                value={from}
                onChange={(e) => setFrom(e.currentTarget.value)}
              />
              <Field.TextField
                label={<Trans>Au</Trans>}
                type="date"
                required
                min={from || today}
                value={to}
                onChange={(e) => setTo(e.currentTarget.value)}
              />
            </div>
            <ChoiceFieldset
              legend={<Trans>Types de soins demandés</Trans>}
              hint={<Trans>Aucun coché : tous les soins.</Trans>}
              field="care_types"
            >
              <Checkbox.Group
                value={chosenCare}
                onValueChange={(next) =>
                  setChosenCare(careChoices.map((choice) => choice.slug).filter((slug) => next.includes(slug)))
                }
                className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}
              >
                {careChoices.map((choice) => (
                  <Checkbox.SimpleCheckbox key={choice.slug} value={choice.slug}>
                    {choice.label}
                  </Checkbox.SimpleCheckbox>
                ))}
              </Checkbox.Group>
            </ChoiceFieldset>
            <div className={formGrid}>
              <Field.TextField
                label={<Trans>Rétrocession proposée (%)</Trans>}
                hint={<Trans>Facultatif : les remplaçants qui demandent davantage sont écartés.</Trans>}
                inputMode="numeric"
                value={percent}
                onChange={(e) => setPercent(e.currentTarget.value)}
              />
            </div>
            <Checkbox.SimpleCheckbox
              checked={vehicleRequired}
              onCheckedChange={(details) => setVehicleRequired(details.checked === true)}
            >
              <Trans>Un véhicule est indispensable</Trans>
            </Checkbox.SimpleCheckbox>
            {formError ? (
              <Notice tone="danger" role="alert">
                {formError}
              </Notice>
            ) : null}
            <Button type="submit" className={css({ alignSelf: 'flex-start' })} loading={results.isFetching}>
              <Trans>Rechercher</Trans>
            </Button>
          </div>
        </form>
        <section
          aria-labelledby="available-nurses-results"
          aria-live="polite"
          className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
        >
          <Heading level={2} size="h3" id="available-nurses-results">
            {results.data ? <Trans>{results.data.count} remplaçant(s) disponible(s)</Trans> : <Trans>Résultats</Trans>}
          </Heading>
          {failure ? (
            <Notice tone="danger" role="alert">
              {isApiError(failure) && failure.body.message
                ? failure.body.message
                : t`La recherche a échoué. Vérifiez votre connexion, puis réessayez.`}
            </Notice>
          ) : null}
          {params && results.data ? (
            results.data.nurses.length === 0 ? (
              <Text tone="muted">
                <Trans>Personne n’est disponible sur ces dates autour de cette commune. Essayez d’autres dates.</Trans>
              </Text>
            ) : (
              <ul
                className={css({
                  display: 'grid',
                  gap: '3',
                  gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
                })}
              >
                {results.data.nurses.map((nurse) => (
                  <NurseItem key={nurse.id} nurse={nurse} range={params} known={careTypes.data} />
                ))}
              </ul>
            )
          ) : null}
          {params && results.data && results.data.count > AVAILABLE_NURSES_PER_PAGE ? (
            <SimplePagination
              count={results.data.count}
              pageSize={AVAILABLE_NURSES_PER_PAGE}
              currentPage={params.page}
              onPageChange={(details) => setParams({ ...params, page: details.page })}
            />
          ) : null}
        </section>
      </div>
    </div>
  )
}

function NurseItem({
  nurse,
  range,
  known,
}: {
  nurse: AvailableNurse
  range: AvailableNursesParams
  known: readonly CareType[] | undefined
}) {
  const { i18n, t } = useLingui()
  const name = `${nurse.first_name} ${nurse.last_initial}`.trim()
  const total = daysBetweenInclusive(range.from, range.to)
  const freeCount = nurse.days_free.length
  const days = chosenDaysText(i18n.locale, nurse.days_free)
  const years = nurse.experience_years
  const km = numberFormat(i18n.locale, { maximumFractionDigits: 1 }).format(nurse.distance_km)
  const care = nurse.care_types.map((slug) => careTypeLabel(i18n, slug, known)).join(', ')
  return (
    <li className={card}>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
        <Heading level={3} size="h4">
          {name}
        </Heading>
        {nurse.validated ? (
          <Badge tone="success" size="sm">
            <Trans>Profil validé</Trans>
          </Badge>
        ) : null}
      </div>
      <Text size="small">
        <Trans>
          {freeCount} jour(s) libre(s) sur {total} : {days}
        </Trans>
      </Text>
      <Text size="small" tone="muted">
        {years === null ? t`Expérience non renseignée` : t`${years} an(s) d’expérience`}
        {' · '}
        {t`${nurse.zone_commune_name}, à ${km} km`}
      </Text>
      {care ? (
        <Text size="small" tone="muted">
          {care}
        </Text>
      ) : null}
      <InviteButton nurse={nurse} name={name} range={range} />
    </li>
  )
}

/** Invite to one of the holder's published offers, or write a new offer for the dates searched. */
function InviteButton({ nurse, name, range }: { nurse: AvailableNurse; name: string; range: AvailableNursesParams }) {
  const { i18n, t } = useLingui()
  const [open, setOpen] = useState(false)
  const [offerId, setOfferId] = useState<string>('')
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null)
  const offers = useOpenOffers()
  const invite = useInviteNurse()
  const published = offers.data?.replacements ?? []
  const newOfferHref = `${paths.replacementsCreate}?${new URLSearchParams({ start_date: range.from, end_date: range.to })}`

  function confirm() {
    const id = Number(offerId || published[0]?.id)
    if (!id) return
    invite.mutate(
      { offerId: id, nurseId: nurse.id, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (answer) => {
          setOutcome({ tone: 'success', text: answer.message })
          setOpen(false)
        },
        onError: (failure) =>
          setOutcome({
            tone: 'danger',
            text: isApiError(failure) ? failure.body.message : t`L’invitation n’a pas pu être envoyée. Réessayez.`,
          }),
      },
    )
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start' })}>
      <Button size="sm" onClick={() => setOpen(true)} aria-label={t`Inviter ${name}`}>
        <Trans>Inviter</Trans>
      </Button>
      {outcome ? (
        <Text size="small" tone={outcome.tone} role={outcome.tone === 'danger' ? 'alert' : 'status'}>
          {outcome.text}
        </Text>
      ) : null}
      <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
        <Dialog.Popup>
          <Dialog.Header>
            <Dialog.Title>
              <Trans>Inviter {name}</Trans>
            </Dialog.Title>
            <Dialog.Description>
              <Trans>Elle est prévenue et peut postuler en un geste ou décliner.</Trans>
            </Dialog.Description>
          </Dialog.Header>
          <Dialog.Body className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            {offers.isPending ? (
              <Text size="small">
                <Trans>Chargement de vos offres…</Trans>
              </Text>
            ) : published.length === 0 ? (
              <Text size="small">
                <Trans>Vous n’avez aucune offre publiée.</Trans>
              </Text>
            ) : (
              <SimpleRadioGroup
                label={<Trans>Offre</Trans>}
                value={offerId || String(published[0]?.id ?? '')}
                onValueChange={(details) => setOfferId(details.value ?? '')}
                items={published.map((offer) => ({
                  value: String(offer.id),
                  label: `${offer.commune?.name ?? t`Commune à préciser`} · ${
                    offer.start_date && offer.end_date ? dayRangeText(i18n.locale, offer.start_date, offer.end_date) : ''
                  }`,
                }))}
              />
            )}
            <Link to={newOfferHref}>
              <Trans>Publier une nouvelle offre pour ces dates</Trans>
            </Link>
            {outcome?.tone === 'danger' ? (
              <Text size="small" tone="danger" role="alert">
                {outcome.text}
              </Text>
            ) : null}
          </Dialog.Body>
          <Dialog.Footer>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              <Trans>Retour</Trans>
            </Button>
            <Button type="button" loading={invite.isPending} disabled={published.length === 0} onClick={confirm}>
              <Trans>Envoyer l’invitation</Trans>
            </Button>
          </Dialog.Footer>
        </Dialog.Popup>
      </Dialog.Root>
    </div>
  )
}
