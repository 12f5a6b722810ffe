import type { FastifyRequest } from 'fastify'
import { Code, type CodeValue } from '../src/contract/codes'
import type { Envelope } from '../src/contract/envelope'
import type { TextParams } from '../src/i18n/translator'

/** A text of the catalogues filling a message's placeholder (a limit's name), translated with the message. */
export interface TextRef {
  key: string
  params?: TextParams
}

/**
 * A business error: the error handler answers it as `{code, data, msg}` with msg `code.<n>` translated;
 * `texts` fill placeholders with other catalogue texts in the caller's language.
 */
export class ApiError extends Error {
  constructor(
    readonly code: CodeValue,
    readonly params: TextParams = {},
    readonly data: unknown = null,
    readonly texts: Record<string, TextRef> = {},
  ) {
    super(`API error ${code}`)
    this.name = 'ApiError'
  }
}

/** The success envelope every handler returns. */
export const ok = <T>(request: FastifyRequest, data: T): Envelope<T> => ({
  code: Code.Ok,
  data,
  msg: request.t('code.1'),
})
