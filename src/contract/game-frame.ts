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
