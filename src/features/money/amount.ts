import type { TextParams } from '../../i18n/translator'
import { formatBRL, parseAmount } from '../../money'
import { type AmountLimits, validateAmount } from '../../validation'

/** A message to show under an amount field: a locale key and its parameters. */
interface AmountProblem {
  key: string
  params?: TextParams
}

export interface CheckedAmount {
  /** Centavos, when the text is a valid amount within the limits. */
  centavos: number | null
  problem: AmountProblem | null
}

/**
 * What the player typed, read and checked with the server's rules (src/validation): 'Enter the correct
 * amount.' for text that is not an amount, the same message naming the minimum or maximum when it is out
 * of range, and the balance message when it is more than the player holds.
 */
export function checkAmount(text: string, limits: AmountLimits = {}): CheckedAmount {
  const centavos = parseAmount(text)
  const key = validateAmount(centavos, limits)
  if (!key) return { centavos, problem: null }
  if (key === 'validation.amount' && centavos !== null && centavos > 0) {
    if (limits.min !== undefined && centavos < limits.min)
      return { centavos: null, problem: { key: 'money.belowMin', params: { min: formatBRL(limits.min) } } }
    if (limits.max !== undefined && centavos > limits.max)
      return { centavos: null, problem: { key: 'money.aboveMax', params: { max: formatBRL(limits.max) } } }
  }
  return { centavos: null, problem: { key } }
}

/** Centavos as the player would type them back: 1234 -> '12,34', 5000 -> '50'. */
export function amountText(centavos: number): string {
  const reais = Math.floor(centavos / 100)
  const cents = centavos % 100
  return cents === 0 ? String(reais) : `${reais},${String(cents).padStart(2, '0')}`
}
