/**
 * A process that takes a PGlite directory lock when told to (dataDirLock.test.ts): it waits for the given
 * wall-clock instant, busy, so that two of these try at the same moment, and answers whether it won.
 */
import { DataDirInUse, lockDataDir } from '@server/db/dataDirLock'

let release: (() => void) | undefined
process.on('message', async (message: { dir: string; at: number } | 'release') => {
  if (message === 'release') {
    release?.()
    release = undefined
    process.send?.('released')
    return
  }
  while (performance.timeOrigin + performance.now() < message.at);
  try {
    release = await lockDataDir(message.dir)
    process.send?.('won')
  } catch (error) {
    process.send?.(error instanceof DataDirInUse ? 'in use' : String(error))
  }
})
process.send?.('ready')
