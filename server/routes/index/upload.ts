import { replyEndpoint } from '../../endpoint'
import { currentUser } from '../../plugins/auth'
import { mayReadAttachment } from '../../services/complaints'
import { readImage } from '../../services/money'

/**
 * GET /api/index/upload/:id: an uploaded image, to its owner or an operator with finance:order:list, and a
 * complaint's attachment to the complaint's player and the operators of the complaints' queue; 404 for anyone
 * else. Needs the token header, so pages fetch it and show a blob URL. A console account reads
 * through the console guard (second factor, address binding, idle time), as at /api/admin/.
 */
export default replyEndpoint(
  'index/upload',
  {
    summary: 'An uploaded image (owner or operator)',
    description:
      'Answers the image bytes. A console account needs the console session (its second factor passed). Errors (as an envelope): 401, 403, 404, 1700, 1701, 1706, 1707.',
    config: { servesOperators: true },
  },
  async (request, reply, app) => {
    const user = currentUser(request)
    const { type, data } = await readImage(
      app.db,
      app.config.uploadDir,
      user,
      request.params.id,
      (uploadId) => mayReadAttachment(app.db, user, uploadId),
    )
    return reply
      .type(type)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('content-disposition', 'inline')
      .send(data)
  },
)
