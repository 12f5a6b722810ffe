import type { PlayedRound, SlotModel } from '../src/contract/game'

/** A grid cell as 'reel:row'. */
export const cellKey = (reel: number, row: number): string => `${reel}:${row}`

/** The cells that made the round's wins: the paying run of each winning line, and every scatter shown. */
export const winningCells = (model: SlotModel, round: PlayedRound): Set<string> => {
  const cells = new Set<string>()
  for (const win of round.lineWins) {
    const rows = model.paylines[win.line] ?? []
    for (let reel = 0; reel < win.count; reel += 1) cells.add(cellKey(reel, rows[reel] ?? 0))
  }
  const scatter = round.scatterWin?.symbol
  if (scatter) {
    round.grid.forEach((column, reel) => {
      column.forEach((symbol, row) => {
        if (symbol === scatter) cells.add(cellKey(reel, row))
      })
    })
  }
  return cells
}

/** A win of this many stakes or more is a big win (its own moment, the big chime). */
const BIG_WIN_STAKES = 10
/** ... and this many or more a huge one (a larger moment). */
const HUGE_WIN_STAKES = 25

/**
 * What a round was for the player, by what it returned against its stake:
 * - `none`: nothing back; `loss`: something back but less than the stake (a net loss, never shown as a
 *   win: no win message, sound or glow); `even`: the stake back;
 * - `win`: more than the stake; `big`: at least 10 stakes; `huge`: at least 25 stakes.
 */
export type WinClass = 'none' | 'loss' | 'even' | 'win' | 'big' | 'huge'

export const classifyWin = (bet: number, win: number): WinClass => {
  if (win <= 0) return 'none'
  if (win < bet) return 'loss'
  if (win === bet) return 'even'
  if (win >= HUGE_WIN_STAKES * bet) return 'huge'
  if (win >= BIG_WIN_STAKES * bet) return 'big'
  return 'win'
}

/** The classes celebrated as wins (message, glow, lines, sound, count-up). */
export const isRealWin = (kind: WinClass): boolean => kind === 'win' || kind === 'big' || kind === 'huge'

/** How long the win amount counts up, by class (ms). */
export const COUNT_UP_MS: Record<'win' | 'big' | 'huge', number> = { win: 800, big: 2_500, huge: 4_000 }

/**
 * The amount shown `elapsed` ms into a count-up from 0 to `target` centavos lasting `duration` ms: whole
 * centavos, never above the target, reaching it exactly at the end (ease-out: fast first, settling).
 */
export const countUpValue = (target: number, elapsed: number, duration: number): number => {
  if (duration <= 0 || elapsed >= duration) return target
  if (elapsed <= 0) return 0
  const progress = elapsed / duration
  const eased = 1 - (1 - progress) ** 3
  return Math.min(target, Math.floor(target * eased))
}

/** One winning line to draw: the payline's cell on every reel, as [reel, row]. */
export interface DrawnLine {
  line: number
  cells: readonly (readonly [number, number])[]
}

/** The winning lines of a round, each across the whole payline, in the order the server listed them. */
export const drawnLines = (model: SlotModel, round: PlayedRound): DrawnLine[] =>
  round.lineWins.map((win) => ({
    line: win.line,
    cells: (model.paylines[win.line] ?? []).map((row, reel) => [reel, row] as const),
  }))
