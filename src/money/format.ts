/**
 * Integer centavos as reais: formatBRL(123456) === 'R$\u00a01.234,56', formatBRL(-5) === '-R$\u00a00,05'.
 * The non-breaking space after R$ (Intl's) is kept on purpose: the symbol never wraps away from its number.
 * Written out rather than through Intl.NumberFormat: a page's first Intl formatter loads the platform's
 * locale data, one long task on a phone, and the header shows a balance on every page (measured in
 * Lighthouse). Digit for digit from the integer's string, so even the largest safe integer is exact.
 */
export function formatBRL(centavos: number): string {
  return `${centavos < 0 ? '-' : ''}R$\u00a0${formatHundredths(Math.abs(centavos))}`
}

/**
 * Whole hundredths, not negative, as a Brazilian decimal with no currency: formatHundredths(123456) ===
 * '1.234,56'. Race points are weighted centavos, so they read like an amount without being one.
 */
export function formatHundredths(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not whole: ${value}`)
  const digits = String(value).padStart(3, '0')
  return `${digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, '.')},${digits.slice(-2)}`
}

/** A result with its sign: '+R$ 387,79' for a gain, '-R$ 5,00' for a loss, 'R$ 0,00' for neither. */
export const formatSignedBRL = (centavos: number): string =>
  centavos > 0 ? `+${formatBRL(centavos)}` : formatBRL(centavos)
