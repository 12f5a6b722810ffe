import { endpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { readOwnComplaint } from '../../services/complaints'

/** POST /api/index/complaint: one of the player's complaints with its messages. */
export default endpoint(
  'index/complaint',
  {
    summary: 'One of my complaints',
    description:
      "The complaint and its messages, oldest first, each with its images' index/upload/:id addresses. Another player's complaint is not found. Errors: 400, 401, 1910.",
  },
  async (request, app) => readOwnComplaint(app.db, currentUser(request).id, request.body.id),
)
