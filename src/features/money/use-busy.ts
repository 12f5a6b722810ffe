import { useState } from 'react'

/**
 * A money form's sending state: `run(send)` marks the form busy while `send` runs. When it throws, the client
 * has already shown why; the form keeps what was typed, and its attempt key, for a retry.
 */
export function useBusy() {
  const [busy, setBusy] = useState(false)
  const run = async (send: () => Promise<void>) => {
    setBusy(true)
    try {
      await send()
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false)
    }
  }
  return { busy, run }
}
