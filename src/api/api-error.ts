/** Codes for failures that never reached an envelope; envelope codes are positive (src/contract/codes). */
export const ClientCode = {
  /** No connection to the server: the request may not have arrived. */
  Network: 0,
  /** No answer within the timeout: the request may or may not have been carried out. */
  Timeout: -1,
  /** A 2xx answer that is not an envelope: a proxy or a wrong base URL. */
  BadAnswer: -2,
} as const

export interface ApiErrorDetails {
  /** The envelope code, else the HTTP status, else a ClientCode. */
  code: number
  /** The HTTP status, when an answer came. */
  status?: number
  /** The envelope's data or the answer's body, for callers that need more than the message. */
  data?: unknown
}

/** Every failed call rejects with this; `message` is already translated for the player. */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly code: number
  readonly status?: number
  readonly data?: unknown

  constructor(message: string, { code, status, data }: ApiErrorDetails) {
    super(message)
    this.code = code
    this.status = status
    this.data = data
  }
}
