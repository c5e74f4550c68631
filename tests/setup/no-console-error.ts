import { afterEach, vi } from 'vitest'

// Any console.error during a test is a bug the test did not expect.
const consoleError = vi.spyOn(console, 'error')
afterEach(() => {
  const calls = consoleError.mock.calls
  consoleError.mockClear()
  if (calls.length > 0) throw new Error(`console.error was called: ${calls.map((c) => String(c[0])).join('\n')}`)
})
