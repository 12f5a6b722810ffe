let brl: Intl.NumberFormat | undefined

/**
 * Integer centavos as reais: formatBRL(123456) === 'R$\u00a01.234,56', formatBRL(-5) === '-R$\u00a00,05'.
 * Intl's non-breaking space after R$ is kept on purpose: the symbol never wraps away from its number.
 * The amount goes to Intl as a decimal string, so even the largest safe integer is shown digit for digit.
 */
export function formatBRL(centavos: number): string {
  if (!Number.isSafeInteger(centavos)) throw new RangeError(`Not a whole number of centavos: ${centavos}`)
  brl ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
  const digits = String(Math.abs(centavos)).padStart(3, '0')
  const sign = centavos < 0 ? '-' : ''
  return brl.format(`${sign}${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`)
}

/** A result with its sign: '+R$ 387,79' for a gain, '-R$ 5,00' for a loss, 'R$ 0,00' for neither. */
export const formatSignedBRL = (centavos: number): string =>
  centavos > 0 ? `+${formatBRL(centavos)}` : formatBRL(centavos)
