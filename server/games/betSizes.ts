import type { SlotTitle } from './engine/model'
import { lineBetOf } from './engine/round'

/** Line bets the chooser offers: 1-2-5 steps, in centavos per line. */
const LINE_BET_STEPS = [1, 2, 5]
const MAX_SIZES = 12

export interface BetLimits {
  minBet: number
  maxBet: number
}

/** A bet the title can play within the game's limits: whole centavos per line, from min to max. */
export const isBetAllowed = (title: SlotTitle, { minBet, maxBet }: BetLimits, bet: number): boolean =>
  bet >= minBet && bet <= maxBet && lineBetOf(title, bet) !== null

/**
 * The sizes the bet chooser offers: line bets on a 1-2-5 ladder times the lines, within the limits, plus the
 * limits themselves when they are playable; at most MAX_SIZES of them, spread over the range.
 */
export const betSizes = (title: SlotTitle, limits: BetLimits): number[] => {
  const lines = title.paylines.length
  const sizes = new Set<number>()
  for (const bet of [limits.minBet, limits.maxBet]) if (isBetAllowed(title, limits, bet)) sizes.add(bet)
  for (let scale = 1; scale * lines <= limits.maxBet; scale *= 10) {
    for (const step of LINE_BET_STEPS) {
      const bet = step * scale * lines
      if (isBetAllowed(title, limits, bet)) sizes.add(bet)
    }
  }
  const sorted = [...sizes].sort((a, b) => a - b)
  if (sorted.length <= MAX_SIZES) return sorted
  const spread = (sorted.length - 1) / (MAX_SIZES - 1)
  return Array.from({ length: MAX_SIZES }, (_, index) => sorted[Math.round(index * spread)] ?? 0)
}
