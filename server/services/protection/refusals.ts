/**
 * The play gate's refusals, the one vocabulary of them (docs/compliance.md): ficha_play_gate answers exactly
 * these (a test reads the SQL and pins it), guard.ts words each as an API code, the wallet gateway maps each to
 * a final refusal of its own (providers/gateway/wallet.ts), and each provider answers that with its status.
 */

/**
 * The player's standing (ficha_standing_refusal), in the order it is checked: what bars play and every
 * incentive alike (eligibility.ts).
 * @internal the product reads its type; tests read the list to pin the SQL
 */
export const STANDING_REFUSALS = ['registration', 'identity', 'banned', 'blocked', 'excluded'] as const
export type StandingRefusal = (typeof STANDING_REFUSALS)[number]

/**
 * Every refusal of the play gate, in the order it checks them: the standing, the player's pause and the
 * operator's session block (both bar play and deposits, not incentives), then the play's own limits.
 * @internal the product reads its type; tests read the list to pin the SQL
 */
export const PLAY_REFUSALS = [
  ...STANDING_REFUSALS,
  'paused',
  'session_block',
  'session_time',
  'loss_limit',
] as const
export type PlayRefusalName = (typeof PLAY_REFUSALS)[number]
