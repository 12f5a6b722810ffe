import { GAME_BALANCE_MESSAGE, type GameBalanceMessage } from '../src/contract/game-frame'
import { LEAVE_GAME_MESSAGE } from '../src/features/protection/leave-game'

/**
 * Messages to the portal's game frame. Only a parent on this origin hears them (the page's CSP lets only its
 * own origin frame it); opened on its own, the page posts nothing.
 */
const tellParent = (message: unknown): void => {
  if (window.parent !== window) window.parent.postMessage(message, location.origin)
}

/** The game balance, for the frame's header. */
export const tellFrame = (game: number): void => {
  const message: GameBalanceMessage = { type: GAME_BALANCE_MESSAGE, game }
  tellParent(message)
}

/** The player chose to stop playing: the frame closes the game. */
export const leaveFrame = (): void => tellParent(LEAVE_GAME_MESSAGE)
