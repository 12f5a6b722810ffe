/**
 * The crash game's formula from a round's draw to its crash point, shared by the server (which draws with
 * node:crypto, server/games/crash/fairness.ts) and the portal (which recomputes revealed rounds with Web
 * Crypto). Multipliers are integer hundredths (100 = 1.00×); h, the draw, is the first 52 bits of
 * HMAC-SHA256(key = seed, message = salt), so 0 ≤ h < 2^52.
 */

const TWO_52 = 2n ** 52n

/**
 * The crash point in hundredths for the draw `h`: max(100, floor((10 000 − edge in basis points) · 2^52 /
 * (100 · (2^52 − h)))). For an evenly spread h, P(crash ≥ m) = floor((10 000 − edge) · 2^52 / (100 · m)) / 2^52
 * for every m ≥ 101 hundredths, that is (1 − edge) / m less than 2^−52: every cash-out target returns 1 − edge.
 * Crash points above 2^53 hundredths (a chance of about 10^−14 a round) are the nearest Number.
 */
export const crashPointOfDraw = (h: bigint, edgeBps: number): number => {
  const point = (BigInt(10_000 - edgeBps) * TWO_52) / (100n * (TWO_52 - h))
  return Math.max(100, Number(point))
}

/** The draw from the HMAC's hex: its first 13 hex digits (52 bits). */
export const drawOfHmacHex = (hmacHex: string): bigint => BigInt(`0x${hmacHex.slice(0, 13)}`)

/**
 * The smallest draw whose crash point reaches `hundredths` (101 or more): crashPointOfDraw(h) ≥ hundredths
 * exactly when h ≥ this. It is 2^52 − floor((10 000 − edge) · 2^52 / (100 · hundredths)), below 2^53, so a
 * Number holds it exactly.
 */
export const firstDrawReaching = (hundredths: number, edgeBps: number): number =>
  Number(TWO_52 - (BigInt(10_000 - edgeBps) * TWO_52) / (100n * BigInt(hundredths)))
