/**
 * What every provider's Games API client (the calls the operator makes: game list, launch) shares.
 */

/** How long a Games API call may take before the launch (or the sync) gives up. */
export const GAMES_API_TIMEOUT_MS = 8_000

/** A call that did not give a usable answer: the player is told the launch failed, in their language. */
export class GamesApiError extends Error {}

/**
 * A Games API call's JSON answer; no answer, an HTTP error or a body that is not JSON is a GamesApiError
 * naming the call (`label`: 'Hub88 game/list').
 */
export const gamesApiAnswer = async (label: string, request: () => Promise<Response>): Promise<unknown> => {
  let response: Response
  try {
    response = await request()
  } catch (error) {
    throw new GamesApiError(`${label}: no answer (${error instanceof Error ? error.message : error})`)
  }
  if (!response.ok) throw new GamesApiError(`${label}: HTTP ${response.status}`)
  try {
    return await response.json()
  } catch {
    throw new GamesApiError(`${label}: the answer is not JSON`)
  }
}
