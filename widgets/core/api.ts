import { useMemo, useRef } from 'react'
import { ApiError } from '../../src/api/api-error'
import { clientOf, createApi } from '../../src/api/client'
import type { ApiClient, RequestOptions } from '../../src/api/types'
import { useT } from '../../src/i18n/react'
import { useFeedback } from '../../src/ui/feedback-context'
import { useElement } from './element-context'
import { emit } from './events'

/**
 * The element's API client: the shared client on the element's api-base, speaking the element's language
 * (texts and the vuelang header), toasting in the element, and telling the page of every failure with a
 * ficha-error event. After the 401 dialog the session is gone and the element shows its logged-out state.
 */
export function useElementApi(): ApiClient {
  const { apiBase, lang, host } = useElement()
  const t = useT()
  const feedback = useFeedback()
  const current = useRef({ t, lang })
  current.current = { t, lang }

  return useMemo(() => {
    const shared = createApi({
      baseUrl: apiBase,
      t: (key, params) => current.current.t(key, params),
      ui: feedback,
      relaunchLogin: () => undefined,
    })
    const request = <T>(options: RequestOptions): Promise<T> =>
      shared
        .request<T>({ ...options, headers: { vuelang: current.current.lang, ...options.headers } })
        .catch((error: unknown) => {
          if (error instanceof ApiError)
            emit(host, 'ficha-error', { message: error.message, code: error.code })
          throw error
        })
    return clientOf(request)
  }, [apiBase, feedback, host])
}
