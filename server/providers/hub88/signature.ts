import { type KeyObject, sign, verify } from 'node:crypto'

/** Hub88's request signature header: base64 RSA-SHA256 over the raw body bytes. */
export const SIGNATURE_HEADER = 'x-hub88-signature'

/** Signs a body as Hub88 and the operator both do (the operator's Games API calls, the simulator's calls). */
export const signBody = (body: string | Buffer, privateKey: KeyObject): string =>
  sign('sha256', typeof body === 'string' ? Buffer.from(body) : body, privateKey).toString('base64')

/**
 * Whether `signature` signs exactly these bytes: never a re-serialised object (key order, spacing and
 * number forms would change what was signed). No key or no signature fails closed.
 */
export const verifyBody = (body: Buffer, signature: string | undefined, publicKey: KeyObject | undefined) => {
  if (!publicKey || !signature) return false
  try {
    return verify('sha256', body, publicKey, Buffer.from(signature, 'base64'))
  } catch {
    return false
  }
}
