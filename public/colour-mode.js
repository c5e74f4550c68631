// Runs before the first paint of every page (a classic, blocking script: the CSP forbids inline
// ones) so that a prerendered page never flashes light for someone who chose dark. It mirrors
// restoreColourMode() in src/client/lib/colour-mode.ts, which takes over once the app starts.
;(() => {
  let mode = 'system'
  try {
    mode = localStorage.getItem('releve.colour-mode') || 'system'
  } catch {
    // storage disabled: follow the system
  }
  const dark = mode === 'dark' || (mode !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches)
  const root = document.documentElement
  root.dataset.theme = dark ? 'dark' : 'light'
  root.classList.toggle('dark', dark)
  root.style.colorScheme = dark ? 'dark' : 'light'
})()
