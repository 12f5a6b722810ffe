/**
 * Why the gateway refused a command, in its own words; each protocol adapter translates a reason into its
 * status code (Hub88: hub88/protocol.ts).
 */
export type RefusalReason =
  /** The session token is unknown or belongs to another player. */
  | 'invalidToken'
  /** The session ended (expired, logged out): only debits need a live one. */
  | 'tokenExpired'
  | 'unknownPlayer'
  /** The game balance is below the debit; the refusal carries the balance. */
  | 'insufficientFunds'
  /** Identity not verified (brazil profile), cool-off or self-exclusion. */
  | 'userDisabled'
  /** A loss or session time limit is reached. */
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
