import { eq } from 'drizzle-orm'
import { users } from '../../db/schema/users'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'

/** POST /api/user/settings: the player's own switches (automatic transfer); an empty body reads them. */
export default endpoint(
  'user/settings',
  {
    summary: "The player's settings (logged in)",
    description:
      'autoTransfer: opening a game moves the wallet to the game balance and leaving it moves it back ' +
      '(only where the operator has AUTO_TRANSFER on, see webconfig/index). Only the fields given change. ' +
      'Errors: 401, 400.',
  },
  async (request, app) => {
    const user = currentUser(request)
    const { autoTransfer } = request.body
    if (autoTransfer === undefined) return { autoTransfer: user.autoTransfer }
    await app.db.update(users).set({ autoTransfer }).where(eq(users.id, user.id))
    return { autoTransfer }
  },
)
