import type { SlotTitle } from './model'
import { spinOutcome } from './outcome'
import type { ReturnToPlayer } from './rtp'

/** What a run of real rounds returned, played through the same outcome function as the game. */
export interface Simulation {
  readonly spins: number
  /** Total won / total staked. */
  readonly rtp: number
  /** Share of spins that won anything. */
  readonly hitFrequency: number
}

/** Plays nonces 0..spins-1 under one pair of seeds, one line bet per line. */
export const simulate = (
  title: SlotTitle,
  spins: number,
  seeds: { readonly serverSeed: string; readonly clientSeed: string },
): Simulation => {
  let won = 0
  let hits = 0
  for (let nonce = 0; nonce < spins; nonce += 1) {
    const { multiplier } = spinOutcome(title, { ...seeds, nonce })
    won += multiplier
    if (multiplier > 0) hits += 1
  }
  return { spins, rtp: won / (spins * title.paylines.length), hitFrequency: hits / spins }
}

/** How many standard errors (σ/√spins) the simulated RTP lies from the exact one; sign included. */
export const standardErrorsOff = (simulation: Simulation, exact: ReturnToPlayer): number =>
  (simulation.rtp - exact.percent / 100) / (exact.standardDeviation / Math.sqrt(simulation.spins))
