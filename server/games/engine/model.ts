import type { Volatility } from '@src/contract/catalogue'

/** Pays by number of matching symbols (3 -> 5 means three of a kind pay 5 units). Integers only. */
export type Pays = Readonly<Partial<Record<number, number>>>

/** A symbol of a title and what it shows, for the artist who draws it. */
interface SlotSymbol {
  readonly id: string
  readonly art: string
}

/**
 * A slot title as data. Reel r shows `rows` consecutive symbols of its strip from its stop, wrapping round;
 * a payline names the row it reads on each reel, and pays left to right from the first reel.
 */
export interface SlotTitle {
  /** The catalogue's slug. */
  readonly slug: string
  /** The class the paytable is designed for; the computed standard deviation backs it up. */
  readonly volatility: Volatility
  readonly rows: number
  readonly symbols: readonly SlotSymbol[]
  /** One strip of symbol ids per reel. */
  readonly reels: readonly (readonly string[])[]
  /** One row index per reel, per line. Every line is played: bet = line bet x lines. */
  readonly paylines: readonly (readonly number[])[]
  /** Line pays in units of the line bet. */
  readonly paytable: Readonly<Record<string, Pays>>
  /** Substitutes for every symbol but the scatter; may have line pays of its own. */
  readonly wild?: string
  /** Pays by how many show anywhere on the grid, in units of the total bet; never part of a line. */
  readonly scatter?: { readonly symbol: string; readonly pays: Pays }
}

const isPaysValid = (pays: Pays, reels: number): boolean =>
  Object.entries(pays).every(
    ([count, pay]) =>
      Number.isInteger(Number(count)) &&
      Number(count) >= 1 &&
      Number(count) <= reels &&
      pay !== undefined &&
      Number.isSafeInteger(pay) &&
      pay > 0,
  )

/**
 * Every way a title's data could be inconsistent; empty when it can be played.
 * @internal Tested directly.
 */
export const titleProblems = (title: SlotTitle): string[] => {
  const ids = new Set(title.symbols.map((symbol) => symbol.id))
  const problems: string[] = []
  if (ids.size !== title.symbols.length) problems.push('symbol ids repeat')
  if (!Number.isInteger(title.rows) || title.rows < 1) problems.push('rows must be a positive integer')
  if (title.reels.length < 1) problems.push('there are no reels')
  title.reels.forEach((strip, reel) => {
    if (strip.length < title.rows) problems.push(`reel ${reel} is shorter than the grid`)
    for (const symbol of strip) if (!ids.has(symbol)) problems.push(`reel ${reel} shows unknown ${symbol}`)
  })
  if (title.paylines.length < 1) problems.push('there are no paylines')
  title.paylines.forEach((line, index) => {
    const fits = line.length === title.reels.length && line.every((row) => Number.isInteger(row) && row >= 0)
    if (!fits || line.some((row) => row >= title.rows))
      problems.push(`payline ${index} does not fit the grid`)
  })
  for (const [symbol, pays] of Object.entries(title.paytable)) {
    if (!ids.has(symbol)) problems.push(`paytable names unknown ${symbol}`)
    if (!isPaysValid(pays, title.reels.length)) problems.push(`pays of ${symbol} must be positive integers`)
  }
  if (title.wild !== undefined && !ids.has(title.wild)) problems.push(`wild ${title.wild} is unknown`)
  if (title.scatter) {
    const { symbol, pays } = title.scatter
    if (!ids.has(symbol)) problems.push(`scatter ${symbol} is unknown`)
    if (symbol === title.wild) problems.push('the scatter cannot be the wild')
    if (Object.hasOwn(title.paytable, symbol)) problems.push('the scatter pays anywhere, not on lines')
    if (!isPaysValid(pays, title.reels.length * title.rows))
      problems.push('scatter pays must be positive integers')
  }
  return problems
}

/** A title module's data, checked once when it loads: a typo in a symbol id fails at start, not in play. */
export const defineTitle = (title: SlotTitle): SlotTitle => {
  const problems = titleProblems(title)
  if (problems.length > 0) throw new Error(`Slot title ${title.slug}: ${problems.join('; ')}`)
  return title
}

/** A reel strip written as symbol ids separated by spaces or line breaks, top to bottom. */
export const strip = (symbols: string): string[] => symbols.trim().split(/\s+/)
