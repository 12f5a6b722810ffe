import { type RoundSeeds, seedCommitment } from './fairness'
import type { SlotTitle } from './model'
import { type Outcome, spinOutcome } from './outcome'

/** Every input of a round. No balance, player or operator setting: none of them can sway the outcome. */
export interface RoundInput extends RoundSeeds {
  readonly title: SlotTitle
  /** Centavos staked: the line bet times the number of lines. */
  readonly bet: number
}

export interface Round extends Outcome {
  readonly bet: number
  readonly lineBet: number
  /** Centavos won: multiplier x line bet, an exact integer. */
  readonly win: number
}

/**
 * A bet that is not a positive whole number of centavos per line.
 * @internal Tests tell a refused bet by its class.
 */
export class InvalidBetError extends RangeError {
  constructor(
    readonly bet: number,
    readonly lines: number,
  ) {
    super(`A bet of ${bet} centavos does not divide into ${lines} equal line bets`)
    this.name = 'InvalidBetError'
  }
}

/** The line bet of a bet, or null when the bet does not split exactly into the title's lines. */
export const lineBetOf = (title: SlotTitle, bet: number): number | null => {
  const lines = title.paylines.length
  return Number.isSafeInteger(bet) && bet > 0 && bet % lines === 0 ? bet / lines : null
}

/** Plays one round; throws InvalidBetError for a bet lineBetOf refuses. */
export const playRound = ({ title, bet, ...seeds }: RoundInput): Round => {
  const lineBet = lineBetOf(title, bet)
  if (lineBet === null) throw new InvalidBetError(bet, title.paylines.length)
  const outcome = spinOutcome(title, seeds)
  return { ...outcome, bet, lineBet, win: outcome.multiplier * lineBet }
}

/** A past round recomputed from its revealed seed, with the commitment the player saw before it. */
export interface VerifiedRound extends Outcome {
  readonly serverSeedHash: string
}

export const verifyRound = ({
  title,
  ...seeds
}: RoundSeeds & { readonly title: SlotTitle }): VerifiedRound => ({
  ...spinOutcome(title, seeds),
  serverSeedHash: seedCommitment(seeds.serverSeed),
})
