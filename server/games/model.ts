import type { SlotModel } from '../../src/contract/game'
import type { Pays, SlotTitle } from './engine/model'

const paysOf = (pays: Pays): Record<string, number> =>
  Object.fromEntries(
    Object.entries(pays).filter((entry): entry is [string, number] => entry[1] !== undefined),
  )

/** A title as the game page draws it and as a player needs it to recompute a round by hand. */
export const slotModel = (title: SlotTitle): SlotModel => ({
  rows: title.rows,
  symbols: title.symbols.map((symbol) => symbol.id),
  reels: title.reels.map((strip) => [...strip]),
  paylines: title.paylines.map((line) => [...line]),
  paytable: Object.fromEntries(
    Object.entries(title.paytable).map(([symbol, pays]) => [symbol, paysOf(pays)]),
  ),
  wild: title.wild ?? null,
  scatter: title.scatter ? { symbol: title.scatter.symbol, pays: paysOf(title.scatter.pays) } : null,
})
