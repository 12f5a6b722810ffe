import type { PhpArray } from '@simulator/slotegratorSigning'
import golden from './slotegratorVectors.json'

/**
 * GIS's X-Sign computed by PHP itself (slotegratorVectors.php, its output slotegratorVectors.json): each
 * input (named for where it comes from), the form body PHP sends, the string it signs and the signature.
 * Both the server's signer and the simulator's must reproduce every one.
 */
export interface SignatureVector {
  name: string
  source: string
  params: PhpArray
  headers: { 'X-Merchant-Id': string; 'X-Timestamp': string; 'X-Nonce': string }
  body: string
  signed: string
  sign: string
}

export const merchantKey: string = golden.merchantKey
// JSON's inferred types are narrower than PHP's arrays: the file is PHP's output, read as such.
export const vectors = golden.vectors as unknown as SignatureVector[]

export const vector = (name: string): SignatureVector => {
  const found = vectors.find((entry) => entry.name === name)
  if (!found) throw new Error(`no signature vector ${name}`)
  return found
}
