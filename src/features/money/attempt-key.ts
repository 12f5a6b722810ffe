import { useMemo } from 'react'
import type { ApiClient, CallOptions } from '../../api/types'
import type { Endpoints } from '../../contract/endpoints'
import { uuid } from '../../random/uuid'

/**
 * Idempotency keys for a money form, one per attempt: the same key while the request is the same (a double
 * tap or a retry after a timeout is the same attempt, and the server carries it out once), a fresh key as
 * soon as the request changes or the last attempt succeeded.
 */
export interface AttemptKeys {
  /** The key for a request; `request` is anything that identifies its content (its JSON, say). */
  keyFor(request: string): string
  /** The attempt went through: the next request, even an identical one, is a new attempt. */
  succeeded(): void
}

/** @internal Tested directly, with their own key source. */
export function createAttemptKeys(newKey: () => string = uuid): AttemptKeys {
  let current: { request: string; key: string } | null = null
  return {
    keyFor(request) {
      if (current?.request !== request) current = { request, key: newKey() }
      return current.key
    },
    succeeded() {
      current = null
    },
  }
}

/** The money calls that must be carried out once per attempt (they take the Idempotency-Key). */
export type AttemptPath = 'index/Withdraw_recharge' | 'index/walletTransfer'

// api.post narrowed to these paths: its overloads cannot be picked for a path that is still a type parameter.
type AttemptPoster = <P extends AttemptPath>(
  url: P,
  body: Endpoints[P]['body'],
  options: CallOptions,
) => Promise<Endpoints[P]['data']>

/**
 * Posts a money call with one idempotency key per attempt (see createAttemptKeys): a retry of the same body
 * reuses the key, and a success starts a new attempt. Rejects as the client does (it has told the player).
 */
export function useAttemptPost<P extends AttemptPath>(api: ApiClient, path: P) {
  const attempts = useMemo(() => createAttemptKeys(), [])
  return async (body: Endpoints[P]['body']): Promise<Endpoints[P]['data']> => {
    const data = await (api.post as AttemptPoster)(path, body, {
      idempotencyKey: attempts.keyFor(JSON.stringify(body)),
    })
    attempts.succeeded()
    return data
  }
}
