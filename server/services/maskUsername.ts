/**
 * A username (a phone in E.164) as other players may see it: at most four digits at each end, always at
 * least four hidden, and always four stars, so the mask does not even tell the number's length.
 * '+5511987654321' -> '+5511****4321'.
 */
export const maskUsername = (username: string): string => {
  const plus = username.startsWith('+') ? '+' : ''
  const chars = [...username.slice(plus.length)]
  const shown = Math.max(0, Math.min(4, Math.floor((chars.length - 4) / 2)))
  return `${plus}${chars.slice(0, shown).join('')}****${chars.slice(chars.length - shown).join('')}`
}
