import type { ApiClient } from '../../src/api/types'
import { loadChunk } from './chunks'

/**
 * The API client for the frame's own calls (web config, exclusion, balance, unread notices, a widget's
 * handoff), none of which the first paint waits for: the client (wretch, the error catalogue) is not in
 * the first route's JavaScript but in the chunk the pages share, fetched beside the first page's.
 */
export const frameApi = (): Promise<ApiClient> => loadChunk(() => import('./services')).then((m) => m.api)
