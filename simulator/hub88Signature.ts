/**
 * Hub88's request signature as its documents give it, written for the simulator alone (it shares nothing
 * with the server's): the X-Hub88-Signature header carries the base64 RSA-SHA256 (PKCS#1 v1.5) signature of
 * the request body's exact bytes, made with the sender's private key and checked with its public key.
 * tests/api/providers/hub88Signature.test.ts pins it to the examples Hub88 publishes.
 */
import { type KeyObject, sign, verify } from 'node:crypto'

export const HUB88_SIGNATURE_HEADER = 'x-hub88-signature'

/** The signature of these bytes (a string is its UTF-8 bytes). */
export const hub88Sign = (body: string | Uint8Array, privateKey: KeyObject): string =>
  sign('sha256', typeof body === 'string' ? Buffer.from(body, 'utf8') : body, privateKey).toString('base64')

/** Whether `signature` signs exactly these bytes; a missing or malformed one is false. */
export const hub88Verify = (
  body: string | Uint8Array,
  signature: string | undefined,
  publicKey: KeyObject,
): boolean => {
  if (!signature) return false
  try {
    const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body
    return verify('sha256', bytes, publicKey, Buffer.from(signature, 'base64'))
  } catch {
    return false
  }
}
