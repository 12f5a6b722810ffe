import { GAME_BALANCE_MESSAGE, type GameBalanceMessage } from '../src/contract/game-frame'

/**
 * Tells the portal's game frame the game balance. Only a parent on this origin hears it (the page's CSP
 * lets only its own origin frame it); opened on its own, the page posts nothing.
 */
export const tellFrame = (game: number): void => {
  if (window.parent === window) return
  const message: GameBalanceMessage = { type: GAME_BALANCE_MESSAGE, game }
  window.parent.postMessage(message, location.origin)
}
