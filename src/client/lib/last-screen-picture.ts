/** The element public/last-screen.js paints the last screen's picture in, in place of the start-up mark. */
export const LAST_SCREEN_ID = 'last-screen'

let picture: string | null | undefined

/**
 * The last screen's picture the app shell painted (lib/last-screen.ts), read once, before React
 * replaces it: the start-up fallback draws it again until the first screen is ready. Kept apart
 * from lib/last-screen.ts, which saves the screens and is loaded only once the app is idle.
 */
export function lastScreenPicture(): string | null {
  if (picture === undefined)
    picture = typeof document === 'undefined' ? null : (document.getElementById(LAST_SCREEN_ID)?.innerHTML ?? null)
  return picture
}
