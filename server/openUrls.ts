import { networkInterfaces } from 'node:os'

type Interfaces = ReturnType<typeof networkInterfaces>

const urlOf = (address: string, port: number) =>
  `http://${address.includes(':') ? `[${address}]` : address}:${port}/`

/**
 * Where a person opens the server listening on `host`: that address, or on every interface (0.0.0.0, ::)
 * localhost and this machine's network addresses (IPv4, to try it on a phone on the same network).
 */
export const openUrls = (
  host: string,
  port: number,
  interfaces: Interfaces = networkInterfaces(),
): string[] => {
  if (host !== '0.0.0.0' && host !== '::') return [urlOf(host, port)]
  const lan = Object.values(interfaces)
    .flat()
    .filter((entry) => entry && entry.family === 'IPv4' && !entry.internal)
    .map((entry) => urlOf(entry?.address ?? '', port))
  return [urlOf('localhost', port), ...lan]
}
