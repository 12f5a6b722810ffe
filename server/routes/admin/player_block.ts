import { PLAYER_PERMISSIONS } from '@src/contract/players'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { setPlayBlock } from '../../services/players'

/** POST /api/admin/player_block: stop or restore a player's play (audited); withdrawals stay open. */
export default endpoint(
  'admin/player_block',
  {
    summary: 'Block or unblock a player’s play (audited)',
    description: `Needs ${PLAYER_PERMISSIONS.blockPlay}. blocked true: the play gate refuses spins, launches, conversions and provider bets (1750); withdrawals stay open. false: lifts only this block, never a limit, cool-off, self-exclusion or ban. Errors: 400, 401, 403, 1620 no such player.`,
  },
  async (request, app) => {
    const { id, blocked, reason } = request.body
    const operator = { id: currentUser(request).id, ip: request.ip }
    return setPlayBlock(app.db, operator, id, blocked, reason)
  },
)
