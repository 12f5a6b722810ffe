import { createHash } from 'node:crypto'

/**
 * A second HMAC-SHA256, written out from RFC 2104 over plain SHA-256 (no createHmac), and a second reading of
 * the crash formula, so the tests check the server's draw against an implementation that shares none of its
 * code: H((K ⊕ opad) ‖ H((K ⊕ ipad) ‖ message)), the key padded with zeros to SHA-256's 64-byte block.
 */
export const hmacSha256 = (key: string, message: string): string => {
  let keyBytes = Buffer.from(key, 'utf8')
  if (keyBytes.length > 64) keyBytes = createHash('sha256').update(keyBytes).digest()
  const block = Buffer.alloc(64)
  keyBytes.copy(block)
  const inner = Buffer.from(block.map((byte) => byte ^ 0x36))
  const outer = Buffer.from(block.map((byte) => byte ^ 0x5c))
  const innerHash = createHash('sha256').update(inner).update(message, 'utf8').digest()
  return createHash('sha256').update(outer).update(innerHash).digest('hex')
}

/**
 * The crash point by its definition rather than by one division: the largest whole c with
 * 100 · c · (2^52 − h) ≤ (10 000 − edge) · 2^52, found by bisection, never below 100.
 */
export const crashPointByDefinition = (seed: string, salt: string, edgeBps: number): number => {
  const h = BigInt(`0x${hmacSha256(seed, salt).slice(0, 13)}`)
  const scale = 2n ** 52n
  const fits = (c: bigint) => 100n * c * (scale - h) <= BigInt(10_000 - edgeBps) * scale
  let low = 0n
  let high = 2n ** 60n
  while (high - low > 1n) {
    const middle = (low + high) / 2n
    if (fits(middle)) low = middle
    else high = middle
  }
  return Math.max(100, Number(low))
}
