/**
 * Runs `task` once the page has loaded and the main thread is idle (at most `timeoutMs` after
 * load): work the first paint does not need — registering the service worker, whose install
 * downloads the whole build; fetching the code of the pages a screen links to — must not compete
 * with it. `settleMs` waits that much longer after load first, for work that can wait until the
 * person has started using the screen.
 */
export function whenLoadedAndIdle(task: () => void, timeoutMs = 2000, settleMs = 0): void {
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => task(), { timeout: timeoutMs })
    else setTimeout(task, 1)
  }
  const afterLoad = () => (settleMs > 0 ? setTimeout(idle, settleMs) : idle())
  if (document.readyState === 'complete') afterLoad()
  else window.addEventListener('load', afterLoad, { once: true })
}
