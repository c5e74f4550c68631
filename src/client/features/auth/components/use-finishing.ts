import { useState } from 'react'

/**
 * The wait after the server said yes, while the app loads the signed-in account (sign-in, the
 * second factor, the quick registration): the form stays busy; if that step fails, the form is
 * free again and says so through `onFailed`.
 */
export function useFinishing() {
  const [finishing, setFinishing] = useState(false)
  async function finish(step: () => Promise<void>, onFailed: () => void) {
    setFinishing(true)
    try {
      await step()
    } catch {
      setFinishing(false)
      onFailed()
    }
  }
  return { finishing, finish }
}
