import { VOLATILITIES, type Volatility } from '@src/contract/catalogue'
import { defineTitle, type Pays, type SlotTitle, strip } from '../engine/model'
import { LINES_3X3, LINES_5X3 } from './paylines'

const GRIDS = { '3x3': LINES_3X3, '5x3': LINES_5X3 }

/**
 * A title as its JSON file writes it: each reel strip one string of symbol ids, and the paylines as the first
 * `count` lines of a grid's set (paylines.ts).
 */
interface TitleData {
  slug: string
  volatility: string
  rows: number
  symbols: { id: string; art: string }[]
  reels: string[]
  paylines: { grid: string; count: number }
  paytable: Record<string, Pays>
  wild?: string
  scatter?: { symbol: string; pays: Pays }
}

const isVolatility = (value: string): value is Volatility =>
  (VOLATILITIES as readonly string[]).includes(value)

/** The slot title of a title's JSON data, checked as defineTitle checks it (a typo fails at start). */
export const titleFromData = ({ volatility, reels, paylines, ...data }: TitleData): SlotTitle => {
  const lines = GRIDS[paylines.grid as keyof typeof GRIDS]
  if (!lines || !isVolatility(volatility))
    throw new Error(`Slot title ${data.slug}: unknown grid or volatility`)
  return defineTitle({
    ...data,
    volatility,
    reels: reels.map(strip),
    paylines: lines.slice(0, paylines.count),
  })
}
