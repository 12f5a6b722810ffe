import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { PLAYER_PERMISSIONS, PlayerNoteBody } from '@src/contract/players'
import { ok } from '../../envelope'
import { currentUser, requirePermission } from '../../plugins/auth'
import { addNote } from '../../services/players'

/** POST /api/admin/player_note: a note on a player (audited). */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/player_note',
    {
      preHandler: requirePermission(PLAYER_PERMISSIONS.note),
      schema: {
        tags: ['admin'],
        summary: 'Add a note to a player (audited)',
        description: `Needs ${PLAYER_PERMISSIONS.note}. Notes are kept, never edited. Errors: 400, 401, 403, 1620 no such player, 1752 empty note.`,
        security: [{ token: [] }],
        body: PlayerNoteBody,
        response: { 200: EnvelopeSchema(Type.Null()) },
      },
    },
    async (request) => {
      const operator = { id: currentUser(request).id, ip: request.ip }
      await addNote(app.db, operator, request.body.id, request.body.text)
      return ok(request, null)
    },
  )
}

export default route
