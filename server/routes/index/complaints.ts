import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { listOwnComplaints } from '../../services/complaints'

/** POST /api/index/complaints: the player's own complaints, newest first. */
export default endpoint(
  'index/complaints',
  { summary: 'My complaints', description: "The newest 100 of the caller's complaints. Errors: 401." },
  async (request, app) => listOwnComplaints(app.db, currentUser(request).id),
)
