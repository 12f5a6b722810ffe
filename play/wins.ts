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
