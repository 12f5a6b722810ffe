import { extendRun, type LineRun, runWin, START } from './lines'
import type { SlotTitle } from './model'
import { scatterPays, windowAt } from './outcome'

export interface Fraction {
  readonly numerator: bigint
  readonly denominator: bigint
}

/** A title's return over every equally likely combination of reel stops. */
export interface ReturnToPlayer {
  /** Expected win per unit staked, exactly. */
  readonly rtp: Fraction
  /** The RTP in percent, to six decimals, for display (96.5 = 96.50 %). */
  readonly percent: number
  /** Share of spins that win anything, exactly. */
  readonly hitFrequency: Fraction
  /** Volatility index: the standard deviation of win / bet on one spin. */
  readonly standardDeviation: number
  /** The largest win of any spin, in units of the total bet. */
  readonly maxWin: number
  /** How many stop combinations there are (the product of the strip lengths). */
  readonly combinations: bigint
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b))

/** @internal Tests build expected figures with it. */
export const fraction = (numerator: bigint, denominator: bigint): Fraction => {
  const divisor = gcd(numerator, denominator) || 1n
  return { numerator: numerator / divisor, denominator: denominator / divisor }
}

const PERCENT_DECIMALS = 6
const toPercent = ({ numerator, denominator }: Fraction): number =>
  Number((numerator * 100n * 10n ** BigInt(PERCENT_DECIMALS)) / denominator) / 10 ** PERCENT_DECIMALS

/** Combinations of reels r..last, keyed by (line wins still to come) x scatterSlots + (scatters to come). */
type Future = Map<number, number>

const addTo = (future: Future, key: number, combinations: number): void => {
  future.set(key, (future.get(key) ?? 0) + combinations)
}

interface OpenLine {
  readonly index: number
  readonly rows: readonly number[]
  readonly run: LineRun
}

/**
 * How many stop combinations win each multiplier (in line-bet units). Walks the reels extending every open
 * payline. What the remaining reels can add depends only on the reel reached and the lines still open (with
 * their runs), not on how the grid got there, so each such state is computed once and reused; once every
 * line is closed only the scatters of the remaining reels still count.
 * @internal Tested directly.
 */
export const winDistribution = (title: SlotTitle): Map<number, number> => {
  const reels = title.reels.length
  const windows = title.reels.map((strip) => strip.map((_, stop) => windowAt(strip, stop, title.rows)))
  const scatterCounts = windows.map((reel) =>
    reel.map((window) => window.filter((symbol) => symbol === title.scatter?.symbol).length),
  )
  const scatterSlots = reels * title.rows + 1
  const linePays = (lines: readonly OpenLine[]): number =>
    lines.reduce((sum, line) => sum + (runWin(title, line.run)?.pays ?? 0), 0)

  // Scatters alone, for reels r..last: what follows once every line is closed.
  const scattersOnly: Future[] = [new Map([[0, 1]])]
  for (let reel = reels - 1; reel >= 0; reel -= 1) {
    const later = scattersOnly[0] ?? new Map<number, number>()
    const here: Future = new Map()
    for (const count of scatterCounts[reel] ?? []) {
      for (const [laterCount, combinations] of later) addTo(here, count + laterCount, combinations)
    }
    scattersOnly.unshift(here)
  }

  const memo = new Map<string, Future>()
  const future = (reel: number, open: readonly OpenLine[]): Future => {
    if (open.length === 0) return scattersOnly[reel] ?? new Map()
    const key = `${reel}|${open.map(({ index, run }) => `${index}:${run.symbol}:${run.length}:${run.wilds}`).join()}`
    const known = memo.get(key)
    if (known) return known
    const result: Future = new Map()
    const last = reel === reels - 1
    windows[reel]?.forEach((window, stop) => {
      let closedWins = 0
      const stillOpen: OpenLine[] = []
      for (const line of open) {
        const run = extendRun(title, line.run, window[line.rows[reel] ?? 0] ?? '')
        if (run.open) stillOpen.push({ index: line.index, rows: line.rows, run })
        else closedWins += runWin(title, run)?.pays ?? 0
      }
      const shift = closedWins * scatterSlots + (scatterCounts[reel]?.[stop] ?? 0)
      // On the last reel the lines still open are complete: settle them here rather than one state each.
      if (last) addTo(result, shift + linePays(stillOpen) * scatterSlots, 1)
      else
        for (const [later, combinations] of future(reel + 1, stillOpen))
          addTo(result, later + shift, combinations)
    })
    memo.set(key, result)
    return result
  }

  const distribution = new Map<number, number>()
  const start = title.paylines.map((rows, index) => ({ index, rows, run: START }))
  for (const [key, combinations] of future(0, start)) {
    const scatters = key % scatterSlots
    addTo(distribution, (key - scatters) / scatterSlots + scatterPays(title, scatters), combinations)
  }
  return distribution
}

/** The exact RTP, hit frequency and volatility of a title, from its win distribution. */
export const exactRtp = (title: SlotTitle): ReturnToPlayer => {
  const lines = BigInt(title.paylines.length)
  let combinations = 0n
  let wins = 0n
  let squares = 0n
  let hits = 0n
  let maxMultiplier = 0
  for (const [multiplier, count] of winDistribution(title)) {
    const m = BigInt(multiplier)
    const n = BigInt(count)
    combinations += n
    wins += m * n
    squares += m * m * n
    if (multiplier > 0) hits += n
    maxMultiplier = Math.max(maxMultiplier, multiplier)
  }
  const rtp = fraction(wins, combinations * lines)
  // Var(win / bet) = (N·Σm² − (Σm)²) / (N·lines)², exact up to the final square root.
  const varianceNumerator = combinations * squares - wins * wins
  return {
    rtp,
    percent: toPercent(rtp),
    hitFrequency: fraction(hits, combinations),
    standardDeviation: Math.sqrt(Number(varianceNumerator)) / Number(combinations * lines),
    maxWin: maxMultiplier / title.paylines.length,
    combinations,
  }
}
