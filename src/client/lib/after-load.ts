/**
 * Runs `task` once the page has loaded and the main thread is idle (at most `timeoutMs` after
 * load): work the first paint does not need — registering the service worker, whose install
 * downloads the whole build; fetching the code of the pages a screen links to — must not compete
 * with it.
 */
export function whenLoadedAndIdle(task: () => void, timeoutMs = 2000): void {
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => task(), { timeout: timeoutMs })
    else setTimeout(task, 1)
  }
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}
