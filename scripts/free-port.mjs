import { createServer } from 'node:net'

/** A loopback port nothing listens on right now. */
export const freePort = async () => {
  const probe = createServer()
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const address = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}
