import { Code } from '@src/contract/codes'
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH } from '@src/contract/money'
import type { FastifyRequest } from 'fastify'
import { ApiError } from '../../envelope'

/** The Idempotency-Key of a money call: required, so that a retried request can never move money twice. */
export const idempotencyKey = (request: FastifyRequest): string => {
  const header = request.headers[IDEMPOTENCY_HEADER]
  const key = (Array.isArray(header) ? header[0] : header)?.trim()
  if (!key || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) throw new ApiError(Code.IdempotencyKeyMissing)
  return key
}
