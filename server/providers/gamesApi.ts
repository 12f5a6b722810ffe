/**
 * What every provider's Games API client (the calls the operator makes: game list, launch) shares.
 */

/** How long a Games API call may take before the launch (or the sync) gives up. */
export const GAMES_API_TIMEOUT_MS = 8_000

/** A call that did not give a usable answer: the player is told the launch failed, in their language. */
export class GamesApiError extends Error {}
