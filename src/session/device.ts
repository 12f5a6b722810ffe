import { uuid } from '../random/uuid'

/** Where the browser keeps its device id (not part of the session: it survives logging out). */
const DEVICE_KEY = 'ficha-device'

let cached: string | undefined

/**
 * A random id for this browser, sent with every API call (header `device`) so the server can tell when an
 * invitee and their inviter use one device (self-invitation). Random, so it says nothing about the device.
 */
export const deviceId = (): string => {
  if (cached) return cached
  try {
    const stored = localStorage.getItem(DEVICE_KEY)
    const valid = stored !== null && /^[\w-]{16,64}$/.test(stored)
    cached = valid ? stored : uuid()
    if (!valid) localStorage.setItem(DEVICE_KEY, cached)
  } catch {
    // No storage (private mode, sandboxed frame): an id for this page's life.
    cached ??= uuid()
  }
  return cached
}
