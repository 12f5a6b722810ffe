import { randomBytes } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'

// @node-rs/argon2's defaults are argon2id with OWASP's parameters (m=19456 KiB, t=2, p=1).

export const hashPassword = (password: string): Promise<string> => hash(password)

export const verifyPassword = (stored: string, password: string): Promise<boolean> =>
  verify(stored, password).catch(() => false)

let dummy: Promise<string> | undefined

/**
 * Spends the time of a real check when there is no account, so a login for an unknown phone takes as
 * long as a wrong password and timing does not tell which phones are registered.
 */
export const verifyNothing = async (password: string): Promise<false> => {
  dummy ??= hash(randomBytes(16).toString('hex'))
  await verifyPassword(await dummy, password)
  return false
}
