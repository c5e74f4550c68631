import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { useCurrentUser } from '#client/entities/session/api/current-user.ts'
import { isApiError } from '#client/lib/api-client.ts'
import { failureKind, unreachableMessage } from '#client/lib/forms/failure.ts'
import { Button } from '#client/ui/button.tsx'
import { SimpleCheckbox } from '#client/ui/checkbox.tsx'
import { ACCOUNT_TOAST_MS, toast } from '#client/ui/toaster.ts'
import { CHARTER_VERSION } from '#shared/auth.ts'
import { dateFormat } from '#shared/date-format.ts'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import { useAcceptCharter } from '../api/accept-charter.ts'
import { authTexts } from '../auth-messages.ts'
import { needsCharter, safeRedirect } from '../redirect.ts'
import { useSetCurrentUser } from '../session-actions.ts'
import { useIsClient } from '../use-is-client.ts'
import { FormAlert } from './form-alert.tsx'
import { ResendVerification } from './resend-verification.tsx'

export const acceptanceAnchor = 'accepter-la-charte'

const panel = css({
  mt: '10',
  p: { base: '4', md: '6' },
  borderWidth: '1px',
  borderColor: 'border.brand',
  borderRadius: 'lg',
  bg: 'bg.surface',
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  scrollMarginTop: '20',
})

function isRegisteredState(state: unknown): state is { registered: true; email: string } {
  return Boolean(
    state && typeof state === 'object' && 'registered' in state && 'email' in state && typeof state.email === 'string',
  )
}

/**
 * The top of /legal-chart for someone in the middle of signing up: just registered (confirm the
 * address first, the charter is accepted at the first login), or signed in with the charter to
 * accept (read on, accept at the bottom). Nothing for other readers, nor in the prerendered page.
 */
export function CharterNotice() {
  const { t } = useLingui()
  const isClient = useIsClient()
  const user = useCurrentUser()
  const { state } = useLocation()
  if (!isClient) return null
  if (!user && isRegisteredState(state)) {
    const email = state.email
    return (
      <FormAlert tone="success" className={css({ mb: '6' })}>
        <p>
          <Trans>Votre compte est créé.</Trans>
        </p>
        <p>
          <Trans>
            Ouvrez le lien envoyé à <strong>{email}</strong> pour confirmer votre adresse, puis connectez-vous&#8239;: vous
            accepterez cette charte à votre première connexion. En attendant, prenez le temps de la lire.
          </Trans>
        </p>
        <div className={css({ mt: '3' })}>
          <ResendVerification email={email} label={t`Renvoyer le lien de confirmation`} />
        </div>
      </FormAlert>
    )
  }
  if (user && needsCharter(user)) {
    return (
      <FormAlert tone="info" className={css({ mb: '6' })}>
        <Trans>
          Avant de commencer, lisez la charte des membres et acceptez-la <a href={`#${acceptanceAnchor}`}>en bas de page</a>.
        </Trans>
      </FormAlert>
    )
  }
  return null
}

/**
 * The acceptance at the end of /legal-chart (PUT /api/user/charter with the version read). The
 * first acceptance goes on to the onboarding (/use-choice), unless the member was on the way to a
 * given screen; a new version accepted goes back to where the user was going.
 */
export function CharterAcceptance() {
  const { i18n } = useLingui()
  const isClient = useIsClient()
  const user = useCurrentUser()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const setUser = useSetCurrentUser()
  const mutation = useAcceptCharter()
  const [checked, setChecked] = useState(false)
  const [missing, setMissing] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  if (!isClient || !user) return null
  if (!needsCharter(user)) {
    if (!user.charter_accepted_at) return null
    const date = dateFormat(i18n.locale, { dateStyle: 'long' }).format(new Date(user.charter_accepted_at))
    return (
      <p className={css({ mt: '10', color: 'fg.muted', textStyle: 'small' })}>
        <Trans>Vous avez accepté cette charte le {date}.</Trans>
      </p>
    )
  }

  const firstTime = user.charter_accepted_at === null
  const next = safeRedirect(params.get('next'))

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (mutation.isPending) return
    setFailure(null)
    if (!checked) {
      setMissing(true)
      return
    }
    mutation.mutate(CHARTER_VERSION, {
      onSuccess: async (answer) => {
        setUser((current) => ({
          ...current,
          charter_accepted_at: answer.charter_accepted_at,
          charter_version: answer.charter_version,
        }))
        toast.success(answer.message, { duration: ACCOUNT_TOAST_MS })
        // A member on the way to a given screen (the applicants of an urgent offer) goes straight
        // there; the onboarding is for one arriving at the dashboard with nothing chosen yet.
        const goingSomewhere = next !== null && next !== paths.dashboard
        const onboarding = next ? `${paths.useChoice}?${new URLSearchParams({ next })}` : paths.useChoice
        await navigate(firstTime && !goingSomewhere ? onboarding : (next ?? paths.dashboard))
      },
      onError: (error) => {
        if (failureKind(error) === 'unreachable') return setFailure(i18n._(unreachableMessage))
        setFailure(isApiError(error) && error.body.code ? error.body.message : i18n._(authTexts.saveFailed))
      },
    })
  }

  return (
    <section id={acceptanceAnchor} aria-labelledby={`${acceptanceAnchor}-title`} className={panel}>
      <h2 id={`${acceptanceAnchor}-title`} className={css({ '&&': { mt: '0' } })}>
        <Trans>J’accepte la charte</Trans>
      </h2>
      <form noValidate onSubmit={submit} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <SimpleCheckbox
          name="charter"
          value={CHARTER_VERSION}
          checked={checked}
          invalid={missing}
          onCheckedChange={(details) => {
            setChecked(details.checked === true)
            setMissing(false)
          }}
        >
          <Trans>J’ai lu la charte des membres (version {CHARTER_VERSION}) et je m’engage à la respecter.</Trans>
        </SimpleCheckbox>
        {missing ? (
          <FormAlert>
            <Trans>Cochez la case pour accepter la charte.</Trans>
          </FormAlert>
        ) : null}
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <Button type="submit" loading={mutation.isPending}>
          <Trans>Accepter et continuer</Trans>
        </Button>
      </form>
    </section>
  )
}
