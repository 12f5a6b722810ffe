import { createHash, createHmac } from 'node:crypto'

/**
 * The crash game's provably fair draw. Rounds take their seeds from a hash chain made in advance: link n is
 * SHA-256 (hex of the hex text) of link n + 1, the chain is played from its end towards its start, and the
 * link after the last one played (the chain's terminating hash) is published before the first round, so each
 * revealed seed hashes to the one revealed before it. A public salt, fixed before the chain's first round,
 * keeps the operator from choosing a chain that favours it.
 */

/** The link played before `seed`: SHA-256 of its hex text, as hex. */
export const previousLink = (seed: string): string => createHash('sha256').update(seed).digest('hex')

const TWO_52 = 2n ** 52n

/**
 * The round's crash point in hundredths (100 = 1.00×): h = the first 52 bits of HMAC-SHA256(key = seed,
 * message = salt); crash = max(100, floor((10 000 − edge in basis points) · 2^52 / (100 · (2^52 − h)))). For any
 * target m, P(crash ≥ m) = (1 − edge) / m, so every cash-out target returns 1 − edge.
 */
export const crashPoint = (seed: string, salt: string, edgeBps: number): number => {
  const h = BigInt(`0x${createHmac('sha256', seed).update(salt).digest('hex').slice(0, 13)}`)
  const point = (BigInt(10_000 - edgeBps) * TWO_52) / (100n * (TWO_52 - h))
  return Math.max(100, Number(point))
}
