import { createHash, createHmac, randomBytes } from 'node:crypto'
import { crashPointOfDraw, drawOfHmacHex } from '@src/crash/draw'

/**
 * The crash game's provably fair draw. Rounds take their seeds from a hash chain made in advance: from a random
 * terminal seed, each link is SHA-256 (hex of the hex text) of the one made before it; the rounds play the links
 * in the reverse order of their making, so the last link made is the first round's seed and the random terminal
 * seed the last round's. The SHA-256 of the first round's seed (the chain's terminating hash) is published before
 * the first round, and each revealed seed hashes to the one revealed before it: nobody can compute a round's seed
 * before it is revealed, and nobody (the operator included) can change it afterwards. A public salt, fixed
 * before the chain's first round, keeps the operator from choosing a chain that favours it.
 */

/** The link played before `seed`: SHA-256 of its hex text, as hex. */
export const previousLink = (seed: string): string => createHash('sha256').update(seed).digest('hex')

/** The round's draw: the first 52 bits (13 hex digits) of HMAC-SHA256(key = seed, message = salt). */
const drawOf = (seed: string, salt: string): bigint =>
  drawOfHmacHex(createHmac('sha256', seed).update(salt).digest('hex'))

/**
 * The round's crash point in hundredths (100 = 1.00×): h = the first 52 bits of HMAC-SHA256(key = seed,
 * message = salt); crash = max(100, floor((10 000 − edge in basis points) · 2^52 / (100 · (2^52 − h)))). For any
 * target m, P(crash ≥ m) = (1 − edge) / m, so every cash-out target returns 1 − edge.
 */
export const crashPoint = (seed: string, salt: string, edgeBps: number): number =>
  crashPointOfDraw(drawOf(seed, salt), edgeBps)

/** A new chain of `length` links, in the order the rounds play them, and its terminating hash to publish first. */
export const makeChain = (
  length: number,
  terminalSeed: string = randomBytes(32).toString('hex'),
): { seeds: string[]; terminatingHash: string } => {
  if (!Number.isSafeInteger(length) || length < 1)
    throw new RangeError(`A chain needs at least one link: ${length}`)
  const seeds = new Array<string>(length)
  let link = terminalSeed
  for (let i = length - 1; i >= 0; i -= 1) {
    seeds[i] = link
    if (i > 0) link = previousLink(link)
  }
  return { seeds, terminatingHash: previousLink(seeds[0] as string) }
}

/**
 * Checks revealed seeds, in the order their rounds were played, against the published terminating hash: each
 * seed must hash to the one before it, the first to the terminating hash. Returns the index of the first seed
 * that does not, or null when every one links.
 */
export const verifyChain = (seeds: readonly string[], terminatingHash: string): number | null => {
  let expected = terminatingHash
  for (const [index, seed] of seeds.entries()) {
    if (previousLink(seed) !== expected) return index
    expected = seed
  }
  return null
}
