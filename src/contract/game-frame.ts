// No schema library here: the portal's game frame and the game page import this, and neither needs TypeBox.
/**
 * What the game page (play/) posts to the portal's game frame, its parent on the same origin, whenever the
 * game balance is known anew (on load and after each round), so the frame's header shows it live.
 */
export interface GameBalanceMessage {
  type: 'ficha:game-balance'
  /** The game balance, centavos. */
  game: number
}
export const GAME_BALANCE_MESSAGE: GameBalanceMessage['type'] = 'ficha:game-balance'

/**
 * Where a provider game's own lobby link lands (its lobby URL, index/in_game): the portal's game frame of that
 * game with this query field, which ends the game (its balance goes home) before the lobby opens.
 */
export const LOBBY_RETURN_PARAM = 'lobby'
export const lobbyReturnPath = (gameId: number): string =>
  `/pages/framebox?id=${gameId}&${LOBBY_RETURN_PARAM}=1`
