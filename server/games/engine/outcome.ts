import { type FairDraws, fairDraws, type RoundSeeds } from './fairness'
import { extendRun, type RunWin, runWin, START } from './lines'
import type { SlotTitle } from './model'

/** A paying line: its index in the title's paylines and what it pays, in units of the line bet. */
interface LineWin extends RunWin {
  readonly line: number
}

/** Scatters anywhere on the grid; `pays` already converted from total-bet units to line-bet units. */
interface ScatterWin {
  readonly symbol: string
  readonly count: number
  readonly pays: number
}

/** Everything a round shows, and nothing that depends on who plays it or with how much. */
export interface Outcome {
  /** Per reel, the strip position shown on the top row. */
  readonly stops: readonly number[]
  /** Columns: grid[reel][row]. */
  readonly grid: readonly (readonly string[])[]
  readonly lineWins: readonly LineWin[]
  readonly scatterWin: ScatterWin | null
  /** The total win in units of the line bet: win = multiplier x line bet. */
  readonly multiplier: number
}

const symbolAt = (strip: readonly string[], position: number): string => {
  const symbol = strip[position % strip.length]
  if (symbol === undefined) throw new RangeError(`No symbol at ${position}`)
  return symbol
}

/** The symbols a reel shows from a stop, top row first. */
export const windowAt = (strip: readonly string[], stop: number, rows: number): string[] => {
  const window: string[] = []
  for (let row = 0; row < rows; row += 1) window.push(symbolAt(strip, stop + row))
  return window
}

/** What `count` scatters pay, in units of the line bet (the scatter pays on the total bet = all lines). */
export const scatterPays = (title: SlotTitle, count: number): number =>
  (title.scatter?.pays[count] ?? 0) * title.paylines.length

/**
 * The outcome of given reel stops: the one place that decides what a grid pays.
 * @internal Tested directly.
 */
export const outcomeOfStops = (title: SlotTitle, stops: readonly number[]): Outcome => {
  const grid = title.reels.map((strip, reel) => windowAt(strip, stops[reel] ?? 0, title.rows))
  const lineWins: LineWin[] = []
  title.paylines.forEach((rows, line) => {
    const run = rows.reduce((current, row, reel) => extendRun(title, current, grid[reel]?.[row] ?? ''), START)
    const win = runWin(title, run)
    if (win) lineWins.push({ line, ...win })
  })
  const scatter = title.scatter?.symbol
  let scatters = 0
  for (const column of grid) for (const symbol of column) if (symbol === scatter) scatters += 1
  const scatterWin =
    scatter !== undefined && scatterPays(title, scatters) > 0
      ? { symbol: scatter, count: scatters, pays: scatterPays(title, scatters) }
      : null
  const multiplier = lineWins.reduce((sum, win) => sum + win.pays, scatterWin?.pays ?? 0)
  return { stops, grid, lineWins, scatterWin, multiplier }
}

/** One uniform stop per reel, first reel first. */
const drawStops = (title: SlotTitle, draws: FairDraws): number[] =>
  title.reels.map((strip) => draws.uniform(strip.length))

/** The outcome of a round: only the title, the seeds and the nonce go in. */
export const spinOutcome = (title: SlotTitle, seeds: RoundSeeds): Outcome =>
  outcomeOfStops(title, drawStops(title, fairDraws(seeds)))
