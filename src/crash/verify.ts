import type { CrashChain, CrashHistory } from '../contract/crash'
import { crashPointOfDraw, drawOfHmacHex } from './draw'

/**
 * A player's check of revealed crash rounds, in the browser (Web Crypto): the same SHA-256 and HMAC-SHA256 as
 * the server's draw (server/games/crash/fairness.ts), the same arithmetic (./draw.ts). docs/games.md, "Crash:
 * fairness and certification", says how to do it by hand.
 */

/** A crashed round as crash/history answers it. */
export type CrashHistoryRound = CrashHistory['rounds'][number]

const bytes = (text: string) => new TextEncoder().encode(text)
const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('')

/** SHA-256 of the text, as hex: the link played before `seed` is sha256Hex(seed). */
const sha256Hex = async (text: string): Promise<string> =>
  hex(await crypto.subtle.digest('SHA-256', bytes(text)))

/** HMAC-SHA256(key, message) over the texts, as hex. */
const hmacSha256Hex = async (key: string, message: string): Promise<string> => {
  const secret = await crypto.subtle.importKey('raw', bytes(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ])
  return hex(await crypto.subtle.sign('HMAC', secret, bytes(message)))
}

/** What a revealed round's figures say. */
export interface RoundCheck {
  round: number
  /** The crash point the seed, the chain's salt and the edge give, hundredths; null for another chain's round. */
  recomputed: number | null
  /** The published crash point is the recomputed one; null for another chain's round (its salt is not given). */
  pointMatches: boolean | null
  /**
   * The seed hashes to the previous round's seed (or, for the chain's first round, to its terminating hash);
   * null when neither is among the figures given.
   */
  linked: boolean | null
}

/**
 * Checks crashed rounds (any order) against each other and the published chain: each round's crash point
 * from its seed, the chain's salt and its edge, and each seed's link to the round before. Rounds of another
 * chain are only linked to each other.
 */
export async function checkCrashRounds(
  rounds: readonly CrashHistoryRound[],
  chain: CrashChain,
): Promise<RoundCheck[]> {
  const byRound = new Map(rounds.map((round) => [round.round, round]))
  return Promise.all(
    rounds.map(async (round) => {
      const recomputed =
        round.chainId === chain.id
          ? crashPointOfDraw(drawOfHmacHex(await hmacSha256Hex(round.seed, chain.salt)), round.edgeBps)
          : null
      const before = byRound.get(round.round - 1)
      const expected =
        round.chainId === chain.id && round.round === chain.firstRound
          ? chain.terminatingHash
          : before && before.chainId === round.chainId
            ? before.seed
            : null
      return {
        round: round.round,
        recomputed,
        pointMatches: recomputed === null ? null : recomputed === round.crashPoint,
        linked: expected === null ? null : (await sha256Hex(round.seed)) === expected,
      }
    }),
  )
}
