import './index.css'
import { i18n } from '@lingui/core'
import { messages as frenchMessages } from '../locales/fr/messages.po'
import { startApp } from './start-app.tsx'

// The app shell's entry (shell.html): app paths have no prerendered HTML, so the app starts at once.
// Prerendered public pages load page-entry.ts instead, which starts it only when needed.

// The French catalog (the default language) comes with the shell's own scripts rather than one
// round trip after them: startApp's activateLocale then finds it already loaded.
i18n.load('fr', frenchMessages)
startApp().catch((error: unknown) => console.error('The app could not start', error))
