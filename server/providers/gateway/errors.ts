import type { PlayRefusalName } from '../../services/protection'

/**
 * Why the gateway refused a command, in its own words; each protocol adapter translates a reason into its
 * status code (Hub88: hub88/protocol.ts, Slotegrator: slotegrator/protocol.ts).
 */
export type RefusalReason =
  /** The session token is unknown or belongs to another player. */
  | 'invalidToken'
  /** The session ended (expired, logged out): only debits need a live one. */
  | 'tokenExpired'
  | 'unknownPlayer'
  /** The game balance is below the debit; the refusal carries the balance. */
  | 'insufficientFunds'
  /** The play gate: the player's standing (registration or identity in the brazil profile, banned, blocked, excluded). */
  | 'userDisabled'
  /** The play gate: a loss or session time limit is reached. */
  | 'limitReached'
  /** The provider's transaction id was used before with another payload. */
  | 'duplicate'
  /** A debit whose rollback came first (a tombstone). */
  | 'rolledBack'
  /** A credit naming the debit it pays, which this wallet never held for the player or has rolled back. */
  | 'betNotFound'
  /** A debit on a round the provider already ended (endRound, or a call that closed it). */
  | 'roundClosed'
  | 'wrongCurrency'
  /** Not a whole number of centavos, negative, or too large. */
  | 'badAmount'
  /** The database could not answer (timeout, lost connection): the provider should retry. */
  | 'retryable'

/** A refusal the provider must not retry: every reason but `retryable`. */
type FinalReason = Exclude<RefusalReason, 'retryable'>

/**
 * Each refusal of the play gate as the gateway names it, from the gate's one list (PLAY_REFUSALS,
 * services/protection/refusals.ts): a refusal added there does not compile until it is named here, and only
 * with a final reason, for a provider must not retry a player the gate refuses. The providers' answers to
 * each are in docs/providers.md, a table a test checks against this one and the protocols' maps.
 */
export const GATE_REASONS = {
  registration: 'userDisabled',
  identity: 'userDisabled',
  banned: 'userDisabled',
  blocked: 'userDisabled',
  excluded: 'userDisabled',
  paused: 'userDisabled',
  session_block: 'limitReached',
  session_time: 'limitReached',
  loss_limit: 'limitReached',
} as const satisfies Record<PlayRefusalName, FinalReason>

export class GatewayRefusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    /** The player's game balance in centavos, when the protocol wants it with the refusal. */
    readonly balance?: number,
  ) {
    super(reason)
    this.name = 'GatewayRefusal'
  }
}
