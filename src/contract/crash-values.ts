/**
 * The crash contract's plain values (src/contract/crash.ts re-exports them): no TypeBox here, so the portal's
 * lobby and the crash page import them without the schema library.
 */

/** The catalogue slug of the crash game: index/in_game {slug: 'crash'} launches it like a slot. */
export const CRASH_GAME_SLUG = 'crash'

/** The smallest and largest automatic cash-out a bet may ask for (1.01× and 10 000.00×). */
export const CRASH_AUTO_MIN = 101
export const CRASH_AUTO_MAX = 1_000_000
