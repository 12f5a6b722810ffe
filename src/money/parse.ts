// The shapes of an amount a player may type, after an optional 'R$'. Group separators must come in
// groups of three; at most two decimals.
const PLAIN = /^(\d+)(?:[.,](\d{1,2}))?$/ // 12 | 12,5 | 12.50
const BR_GROUPED = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/ // 1.234,56 | 1.234.567
const EN_GROUPED = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/ // 1,234.56 | 1,234,567
// One separator followed by exactly three digits: '12.345' is twelve thousand in Brazil but 12.345
// elsewhere. Rejected rather than guessed, since a wrong guess is a thousandfold amount.
const AMBIGUOUS = /^\d{1,3}[.,]\d{3}$/

/**
 * What the player typed, in centavos: '12,50', '12.50', 'R$ 1.234,56', '1,234.56' and ' 12,5 ' all
 * read; garbage, negatives, more than two decimals, '12.345' (ambiguous) and '' give null. Works on the
 * digits as text, never through a float.
 */
export function parseAmount(input: string): number | null {
  const text = input.trim().replace(/^R\$\s*/i, '')
  if (AMBIGUOUS.test(text)) return null
  const match = PLAIN.exec(text) ?? BR_GROUPED.exec(text) ?? EN_GROUPED.exec(text)
  if (!match?.[1]) return null
  const reais = match[1].replace(/[.,]/g, '')
  const centavos = Number(reais + (match[2] ?? '').padEnd(2, '0'))
  return Number.isSafeInteger(centavos) ? centavos : null
}
