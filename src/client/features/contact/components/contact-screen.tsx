import { Trans } from '@lingui/react/macro'
import { Link } from 'react-router'
import { legalConfig } from '#client/lib/legal-config.ts'
import { prose } from '#client/ui/prose.ts'
import { paths } from '#shared/paths.ts'
import { css } from '#styled/css'
import { ContactForm } from './contact-form.tsx'

const page = css({
  maxW: 'content',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '8', md: '12' },
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: '5fr 7fr' },
  gap: { base: '8', lg: '12' },
  alignItems: 'start',
})

const title = css({ textStyle: 'h1', textWrap: 'balance' })

const lead = css({ mt: '4', textStyle: 'lead', color: 'fg.muted' })

const formCard = css({
  position: 'relative',
  bg: 'bg.surface',
  borderWidth: 'thin',
  borderColor: 'border.default',
  borderRadius: 'lg',
  boxShadow: 'sm',
  p: { base: '4', sm: '6', md: '8' },
})

export function ContactScreen() {
  const email = legalConfig.contactEmail
  return (
    <div className={page}>
      <header>
        <h1 className={title}>
          <Trans>Nous contacter</Trans>
        </h1>
        <p className={lead}>
          <Trans>
            Une question, une suggestion, un contenu à signaler&#8239;? Écrivez-nous, nous vous répondrons par e-mail.
          </Trans>
        </p>
        <div className={prose}>
          <p>
            <Trans>
              <strong>Urgence médicale&nbsp;:</strong> appelez le 15 ou le 112. Ce formulaire ne sert pas aux demandes de
              soins&nbsp;: pour trouver une infirmière à domicile, utilisez la{' '}
              <Link to={paths.searchNurse}>recherche d’infirmier</Link>.
            </Trans>
          </p>
          <p>
            <Trans>
              Pour exercer vos droits sur vos données, choisissez le sujet «&nbsp;Données personnelles&nbsp;»&#8239;; voir aussi{' '}
              <Link to={paths.privacySecurity}>Confidentialité et sécurité</Link>.
            </Trans>
          </p>
          {email ? (
            <p>
              <Trans>
                Vous pouvez aussi écrire à <a href={`mailto:${email}`}>{email}</a>.
              </Trans>
            </p>
          ) : null}
        </div>
      </header>
      <section className={formCard} aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className={css({ textStyle: 'h3', mb: '4' })}>
          <Trans>Votre message</Trans>
        </h2>
        <noscript>
          <p className={css({ mb: '4', color: 'fg.muted' })}>
            <Trans>L’envoi du formulaire a besoin de JavaScript, qui semble désactivé dans votre navigateur.</Trans>
          </p>
        </noscript>
        <ContactForm />
      </section>
    </div>
  )
}
