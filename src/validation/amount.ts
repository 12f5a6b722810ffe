import type { ValidationKey } from './message-key'

export interface AmountLimits {
  /** Smallest accepted amount in centavos (a minimum deposit, for example). */
  min?: number
  max?: number
  /** The player's balance in centavos, for amounts taken from it (withdrawal, conversion). */
  balance?: number
}

/** An amount in centavos, as parseAmount gives it (null when the input was not an amount). */
export function validateAmount(centavos: number | null, limits: AmountLimits = {}): ValidationKey | null {
  const { min = 1, max = Number.MAX_SAFE_INTEGER, balance } = limits
  // Always positive, whatever the minimum says.
  if (
    centavos === null ||
    !Number.isSafeInteger(centavos) ||
    centavos <= 0 ||
    centavos < min ||
    centavos > max
  ) {
    return 'validation.amount'
  }
  return balance !== undefined && centavos > balance ? 'validation.amountOverBalance' : null
}
