/**
 * The custom elements Ficha ships, in the order of the docs: the one list that the build (one module per
 * element), the size check, the manifest and ficha.d.ts read; tables keyed by `ElementTag` must name each.
 */
export const ELEMENT_TAGS = [
  'ficha-bets-ticker',
  'ficha-signup-form',
  'ficha-login-form',
  'ficha-invite-panel',
  'ficha-wallet',
  'ficha-partner-link',
] as const

export type ElementTag = (typeof ELEMENT_TAGS)[number]
