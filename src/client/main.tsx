import './index.css'
import { startApp } from './start-app.tsx'

// The app shell's entry (shell.html): app paths have no prerendered HTML, so the app starts at once.
// Prerendered public pages load page-entry.ts instead, which starts it only when needed.
startApp().catch((error: unknown) => console.error('The app could not start', error))
