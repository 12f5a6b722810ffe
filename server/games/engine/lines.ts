import type { SlotTitle } from './model'

/**
 * A payline read from the first reel onwards, one symbol at a time. The spin reads whole lines; the exact
 * RTP extends runs reel by reel and stops following a line as soon as it is closed.
 */
export interface LineRun {
  /** The symbol the line pays for; null while only wilds have shown. */
  readonly symbol: string | null
  /** Matching symbols so far, wilds included. */
  readonly length: number
  /** Wilds before the first other symbol: they may pay as wilds on their own. */
  readonly wilds: number
  /** False once a symbol broke the run: later reels cannot change what the line pays. */
  readonly open: boolean
}

/** What a closed or complete line pays, in units of the line bet. */
export interface RunWin {
  readonly symbol: string
  readonly count: number
  readonly pays: number
}

export const START: LineRun = { symbol: null, length: 0, wilds: 0, open: true }

const run = (symbol: string | null, length: number, wilds: number, open: boolean): LineRun => ({
  symbol,
  length,
  wilds,
  open,
})

/** The run after one more reel shows `symbol` on the line. */
export const extendRun = (title: SlotTitle, current: LineRun, symbol: string): LineRun => {
  const { symbol: paying, length, wilds, open } = current
  if (!open) return current
  if (symbol === title.wild) return run(paying, length + 1, paying === null ? wilds + 1 : wilds, true)
  if (paying === null) {
    // The first symbol that is not wild decides what the line pays for; a scatter or a symbol without line
    // pays ends it at once.
    const pays = symbol !== title.scatter?.symbol && Object.hasOwn(title.paytable, symbol)
    return pays ? run(symbol, length + 1, wilds, true) : run(null, length, wilds, false)
  }
  return symbol === paying ? run(paying, length + 1, wilds, true) : run(paying, length, wilds, false)
}

/** The better of the line's symbol pay and the pay of its leading wilds alone; null when it pays nothing. */
export const runWin = (title: SlotTitle, run: LineRun): RunWin | null => {
  const { wild } = title
  const symbolPays = run.symbol === null ? 0 : (title.paytable[run.symbol]?.[run.length] ?? 0)
  const wildPays = wild === undefined ? 0 : (title.paytable[wild]?.[run.wilds] ?? 0)
  if (run.symbol !== null && symbolPays > 0 && symbolPays >= wildPays) {
    return { symbol: run.symbol, count: run.length, pays: symbolPays }
  }
  return wild !== undefined && wildPays > 0 ? { symbol: wild, count: run.wilds, pays: wildPays } : null
}
