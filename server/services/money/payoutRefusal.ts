import type { PayoutRefusal } from '@src/contract/payouts'

/**
 * The refusal codes a PIX payout provider answers (the SPI's ISO 20022 reason codes, docs/providers.md "PIX
 * payouts") and what each tells the player. A code not listed here, or none, is 'other': the player is told
 * the bank refused it, the operator reads the provider's words.
 */
const REFUSAL_OF_CODE: Readonly<Record<string, PayoutRefusal>> = {
  /** The receiving account behind the key is closed. */
  AC07: 'keyClosed',
  /** No account answers to the key (or the account number is invalid). */
  AC03: 'keyNotFound',
  /** The CPF sent is not the receiving account holder's. */
  BE01: 'ownerMismatch',
  /** The SPI timed out. */
  AB03: 'providerUnavailable',
  /** The receiving institution failed. */
  AB09: 'providerUnavailable',
  /** The receiving institution timed out. */
  AB11: 'providerUnavailable',
}

/** What the player is told of a payout the provider refused with `code`. */
export const payoutRefusalOf = (code: string | undefined): PayoutRefusal => {
  const key = code?.trim().toUpperCase() ?? ''
  return Object.hasOwn(REFUSAL_OF_CODE, key) ? (REFUSAL_OF_CODE[key] as PayoutRefusal) : 'other'
}
