import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { ACCOUNT_TOAST_MS, toast } from '#client/ui/toaster.ts'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import type { Registered } from '../api/register.ts'
import { authTexts } from '../auth-messages.ts'
import { AuthPage } from './auth-page.tsx'
import { FormAlert } from './form-alert.tsx'
import { RegisterForm } from './register-form.tsx'
import { SignInInstead } from './sign-in-links.tsx'
import { WaitingListForm } from './waiting-list-form.tsx'

/** The registration's redirect to the charter, after 2 s (docs/product.md#constants). */
export const REDIRECT_AFTER_REGISTRATION_MS = 2000

/** What /legal-chart shows someone who has just registered (history state, never the URL). */
export interface RegisteredState {
  registered: true
  email: string
}

const disclosure = css({
  mt: '6',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  '& > summary': {
    cursor: 'pointer',
    minH: '11',
    display: 'flex',
    alignItems: 'center',
    px: '4',
    fontWeight: 'medium',
    color: 'fg.brand',
    _focusVisible: { outline: '2px solid', outlineColor: 'focus', outlineOffset: '2px', borderRadius: 'lg' },
  },
  '& > div': { px: '4', pb: '4', display: 'flex', flexDirection: 'column', gap: '3' },
})

/** /register (auth layout, guests only). */
export function RegisterScreen() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const [done, setDone] = useState<{ message: string; email: string } | null>(null)

  useEffect(() => {
    if (!done) return
    const timer = setTimeout(() => {
      const state: RegisteredState = { registered: true, email: done.email }
      void navigate(paths.legalChart, { state })
    }, REDIRECT_AFTER_REGISTRATION_MS)
    return () => clearTimeout(timer)
  }, [done, navigate])

  function onRegistered(answer: Registered, email: string) {
    toast.success(i18n._(authTexts.registered), { duration: ACCOUNT_TOAST_MS })
    setDone({ message: answer.message, email })
    window.scrollTo({ top: 0 })
  }

  return (
    <AuthPage
      title={t`Créer un compte`}
      description={t`Inscrivez-vous sur Relève : remplacements entre infirmiers libéraux, partenariats et visibilité auprès des patients.`}
      lead={<Trans>Gratuit, en deux minutes. Vous confirmerez votre adresse e-mail ensuite.</Trans>}
      footer={done ? null : <SignInInstead />}
    >
      {done ? (
        <FormAlert tone="success" focus>
          <p>{done.message}</p>
          <p>
            <Trans>Ouverture de la charte des membres…</Trans>
          </p>
        </FormAlert>
      ) : (
        <>
          <RegisterForm onRegistered={onRegistered} />
          <details className={disclosure}>
            <summary>
              <Trans>Pas encore prêt&#8239;? Rejoindre la liste d’attente</Trans>
            </summary>
            <div>
              <p className={css({ textStyle: 'small', color: 'fg.muted' })}>
                <Trans>
                  Laissez votre adresse : nous vous écrirons quand Relève ouvrira près de chez vous. Aucun compte n’est créé.
                </Trans>
              </p>
              <WaitingListForm />
            </div>
          </details>
        </>
      )}
    </AuthPage>
  )
}
