import { PLAYER_PERMISSIONS } from '@src/contract/players'
import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { addNote } from '../../services/players'

/** POST /api/admin/player_note: a note on a player (audited). */
export default endpoint(
  'admin/player_note',
  {
    summary: 'Add a note to a player (audited)',
    description: `Needs ${PLAYER_PERMISSIONS.note}. Notes are kept, never edited. Errors: 400, 401, 403, 1620 no such player, 1752 empty note.`,
  },
  async (request, app) => {
    const operator = { id: currentUser(request).id, ip: request.ip }
    await addNote(app.db, operator, request.body.id, request.body.text)
    return null
  },
)
