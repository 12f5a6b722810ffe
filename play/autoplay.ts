/** The choices the autoplay sheet offers. */
export const AUTOPLAY_SPINS = [10, 25, 50, 100] as const
/** Loss limits, in bets: the player must pick one before autoplay starts. */
export const LOSS_LIMIT_BETS = [5, 10, 25, 50] as const

export interface AutoplayRun {
  /** Spins still to play. */
  left: number
  /** The game balance when autoplay started. */
  startBalance: number
  /** The most the run may lose, centavos. */
  lossLimit: number
}

export type AutoplayEnd = 'done' | 'lossLimit' | 'balance'

/**
 * Whether autoplay may play one more spin of `bet` with `balance`, or why it stops. It stops before a spin
 * that could take the run's loss past its limit, so the loss never exceeds what the player chose.
 */
export const autoplayEnd = (run: AutoplayRun, balance: number, bet: number): AutoplayEnd | null => {
  if (run.left <= 0) return 'done'
  if (bet > balance) return 'balance'
  if (run.startBalance - balance + bet > run.lossLimit) return 'lossLimit'
  return null
}
