// The last screen a signed-in member saw (src/client/lib/last-screen.ts keeps it), painted by the
// app shell at once in place of the start-up mark, before the app's code has run: a picture, inert
// and hidden from assistive technologies, until the app draws the screen itself
// (docs/offline.md#last-screen). The router's start-up fallback draws the same picture
// (app/layouts/root-shell.tsx), so it stays on screen until the first screen replaces it.
// A classic script right after #root: the CSP forbids inline ones, and a module would wait for
// every module. Shown only for the same member, build stylesheet, language and address; anything
// odd shows the mark as before.
;(() => {
  try {
    if (!document.cookie.split(';').some((part) => part.trim().startsWith('releve_signed_in='))) return
    const owner = localStorage.getItem('releve.cache-owner')
    const saved = JSON.parse(localStorage.getItem('releve.last-screens') || 'null')
    const stylesheet = document.querySelector('link[rel="stylesheet"][href]')
    const english = document.cookie.split(';').some((part) => part.trim() === 'lang=en')
    if (!owner || !saved || !stylesheet || !Array.isArray(saved.screens)) return
    if (saved.owner !== owner || saved.stylesheet !== stylesheet.getAttribute('href')) return
    if (saved.locale !== (english ? 'en' : 'fr')) return
    const here = location.pathname + location.search
    const screen = saved.screens.find((candidate) => candidate.path === here)
    const root = document.getElementById('root')
    const mark = root?.firstElementChild
    if (!screen || !mark || !mark.classList.contains('app-splash')) return

    const picture = document.createElement('div')
    picture.id = 'last-screen'
    picture.inert = true
    picture.setAttribute('aria-hidden', 'true')
    picture.innerHTML = screen.html
    mark.replaceWith(picture)
    // An app that could not start at all must not leave a screen that looks alive: the mark again.
    // (Once React renders, this very element is gone: it empties #root at its first commit.)
    setTimeout(() => {
      if (picture.isConnected) picture.replaceWith(mark)
    }, 15000)
  } catch {
    // No storage, a copy that does not parse: the shell's usual start.
  }
})()
