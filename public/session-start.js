// The app shell's first question, asked while the app's code still downloads (an async classic
// script: the CSP forbids inline ones, and a module would only run once every module has arrived):
// who is signed in. A signed-in user's first screen waits for that answer, which otherwise left
// only once the app had started. Asked only when the session hint cookie (src/shared/session-hint.ts)
// says a session may exist, with the headers of the API client (src/client/lib/api-client.ts).
// fetchCurrentUser (src/client/features/session/api/current-user.ts) takes the answer once; any
// answer but a 200 is asked again the usual way, which handles it.
;(() => {
  const cookie = (name) => document.cookie.split(';').some((part) => part.trim().startsWith(`${name}=`))
  if (!cookie('releve_signed_in')) return
  const english = document.cookie.split(';').some((part) => part.trim() === 'lang=en')
  const answer = fetch('/api/user', {
    credentials: 'include',
    headers: { Accept: 'application/json', 'Accept-Language': english ? 'en' : 'fr' },
  })
  // Taken or not, a failure here is never reported: the usual request reports its own.
  answer.catch(() => {})
  window.releveEarlyUser = answer
})()
