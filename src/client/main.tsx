import './index.css'
import '@fontsource-variable/inter'
import { I18nProvider } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { activateLocale, i18n } from './lib/i18n.ts'
import { css } from '#styled/css'

await activateLocale('fr')
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <h1 className={css({ color: 'fg.brand', fontSize: '3xl' })}><Trans>Bienvenue sur Relève</Trans></h1>
    </I18nProvider>
  </StrictMode>,
)
