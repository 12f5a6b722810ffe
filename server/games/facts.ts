import type { SlotTitle } from './engine/model'
import type { Fraction } from './engine/rtp'
import { exactRtp } from './engine/rtp'

/** What the catalogue and the game's info show about a title, computed exactly from its paytable. */
export interface TitleFacts {
  /** Percent, six decimals (96.4 = 96.40 %). */
  rtp: number
  /** Basis points, for the catalogue's rtp_bps column. */
  rtpBps: number
  /** Percent of spins that win anything. */
  hitFrequency: number
  /** The largest win of one spin, in total bets. */
  maxWin: number
}

const percent = ({ numerator, denominator }: Fraction): number =>
  Number((numerator * 100_000_000n) / denominator) / 1_000_000

// exactRtp takes up to ~0.1 s per title: computed once per process, on first use (the seed runs at start).
const cache = new Map<SlotTitle, TitleFacts>()

export const titleFacts = (title: SlotTitle): TitleFacts => {
  let facts = cache.get(title)
  if (!facts) {
    const computed = exactRtp(title)
    facts = {
      rtp: computed.percent,
      rtpBps: Math.round(computed.percent * 100),
      hitFrequency: percent(computed.hitFrequency),
      maxWin: computed.maxWin,
    }
    cache.set(title, facts)
  }
  return facts
}
