/**
 * The game page's message to the portal's game frame when the player answers the reality check with 'Stop
 * playing' (play/RealityCheck.tsx): the frame closes the game (portal/pages/framebox.tsx).
 */
export const LEAVE_GAME_MESSAGE = 'ficha:leave-game'
