import { Code } from '@src/contract/codes'
import type { GameTopUpOffer } from '@src/contract/game'
import { endpoint } from '../../endpoint'
import { ApiError } from '../../envelope'
import { currentCrash } from '../../plugins/gameSession'
import { placeCrashBet } from '../../services/crash'
import { getBalances } from '../../services/ledger'
import { recordingRefusals } from '../../services/protection'

/** POST /api/crash/bet {slot, bet, autoCashout, clientBetId}: a stake on the round taking bets. */
export default endpoint(
  'crash/bet',
  {
    summary: 'Bet on the crash round taking bets',
    description:
      'One database statement: the play gate (as a spin), the stake out of the game balance through the ' +
      'ledger, the bet. Two bets a round at most, slots 1 and 2. autoCashout (hundredths) cashes out at exactly ' +
      'that multiplier if the round reaches it. A retry with the same clientBetId answers the same bet with ' +
      'replayed: true and charges nothing. Errors: 1303 (a game session of the crash game), 400, 1304 stake ' +
      'outside the limits, 1305 stake above the game balance (data: {wallet, game}), 1202 clientBetId used for ' +
      'another bet, 1606, 1611, 1612, 1613, 1900, 1901 as game/spin, 2000 no round, 2001 betting closed for ' +
      'this round, 2002 the slot holds a bet already.',
  },
  async (request, app) => {
    const { userId, loginSessionId, crash } = currentCrash(request)
    const { slot, bet, autoCashout = null, clientBetId } = request.body
    return recordingRefusals(app.db, userId, 'spin', () =>
      placeCrashBet(app.db, { userId, loginSessionId, game: crash, slot, bet, autoCashout, clientBetId }),
    ).catch(async (error: unknown) => {
      if (!(error instanceof ApiError) || error.code !== Code.GameBalanceTooLow) throw error
      const { wallet, game } = await getBalances(app.db, userId)
      const offer: GameTopUpOffer = { wallet, game }
      throw new ApiError(Code.GameBalanceTooLow, error.params, offer, error.texts)
    })
  },
)
