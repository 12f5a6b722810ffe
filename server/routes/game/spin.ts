import { Code } from '@src/contract/codes'
import type { GameTopUpOffer } from '@src/contract/game'
import { endpoint } from '../../endpoint'
import { ApiError } from '../../envelope'
import { type CurrentGame, confirmGameSession, currentGame } from '../../plugins/gameSession'
import { GameSessionUnconfirmed, spin } from '../../services/games'
import { getBalances } from '../../services/ledger'
import { recordingRefusals } from '../../services/protection'

/** POST /api/game/spin {bet, clientRoundId}: plays and settles one round. */
export default endpoint(
  'game/spin',
  {
    // The round's statement checks the game session: a session this process knows needs no query first.
    config: { gameSessionFromMemory: true },
    summary: 'Play one round',
    description:
      'One database transaction: the round, the nonce and one ledger movement (bet out of the game ' +
      'balance, win into it). A retry with the same clientRoundId answers the same round with ' +
      'replayed: true and charges nothing. Errors: 1303, 400, 1304 bet outside the limits or not a ' +
      'whole number of centavos per line, 1305 bet above the game balance (data: {wallet, game}, what ' +
      'game/transfer could move in), 1202 clientRoundId already ' +
      'used for another bet or game, 1606 identity not verified (brazil), 1611 a loss limit does not allow ' +
      'this stake (msg names the limit and what is left), 1612 session time limit reached (the game ' +
      'ends), 1613 self-excluded, 1900 paused, 1901 the maximum session length reached (every game ends).',
  },
  async (request, app) => {
    const { userId } = currentGame(request)
    // Player protection: identity, session time, exclusion and loss limits are decided inside the
    // round's own statement (ficha_play_rounds). Refusals are recorded in the protection log.
    const play = ({ game, loginSessionId, sessionId, fromMemory }: CurrentGame) =>
      recordingRefusals(app.db, userId, 'spin', () =>
        spin(app.db, {
          userId,
          game,
          loginSessionId,
          ...(fromMemory ? { gameSessionId: sessionId } : {}),
          ...request.body,
        }),
      )
    const played = await play(currentGame(request))
      .catch(async (error: unknown) => {
        // The session from memory is not certainly alive: looked up (its refusal answered), then played.
        if (!(error instanceof GameSessionUnconfirmed)) throw error
        return play(await confirmGameSession(request))
      })
      .catch(async (error: unknown) => {
        if (!(error instanceof ApiError) || error.code !== Code.GameBalanceTooLow) throw error
        // What game/transfer could move in, so the page offers "Transferir R$ X e jogar".
        const { wallet, game: inGame } = await getBalances(app.db, userId)
        const offer: GameTopUpOffer = { wallet, game: inGame }
        throw new ApiError(Code.GameBalanceTooLow, error.params, offer, error.texts)
      })
    return played
  },
)
