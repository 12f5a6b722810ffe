import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from '@sinclair/typebox'
import { EnvelopeSchema } from '@src/contract/envelope'
import { IDEMPOTENCY_HEADER, WalletTransferBody, WalletTransferData } from '@src/contract/money'
import { ok } from '../../envelope'
import { currentUser, requireAuth } from '../../plugins/auth'
import { convert } from '../../services/money/conversion'
import { idempotencyKey } from '../../services/money/idempotency'

/** POST /api/index/walletTransfer: credit conversion between the wallet and the game balance. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/index/walletTransfer',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['money'],
        summary: 'Credit conversion (wallet <-> game balance)',
        description:
          'direction toGame (wallet to game) or toWallet; amount in centavos, or all: true for the whole source balance. Needs the Idempotency-Key header. Errors: 401, 1407 no key, 1401 not a positive integer amount (or nothing to move), 1434 above the balance, 1202 key reused for another request.',
        security: [{ token: [] }],
        headers: Type.Object({ [IDEMPOTENCY_HEADER]: Type.Optional(Type.String({ maxLength: 200 })) }),
        body: WalletTransferBody,
        response: { 200: EnvelopeSchema(WalletTransferData) },
      },
    },
    async (request) => {
      const key = idempotencyKey(request)
      return ok(request, await convert(app.db, currentUser(request).id, key, request.body))
    },
  )
}

export default route
