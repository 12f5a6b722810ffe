import { atom } from 'nanostores'
import type { ApiClient } from '../../api/types'
import type { UnreadCounts } from '../../contract/content'

/** What waits unread for the logged-in player (index/get_unread), for the badges; zeros when unknown. */
export const $unread = atom<UnreadCounts>({ notices: 0 })

/** Reads the counts again; a failure keeps the last ones (a badge is no reason for an error). */
export const refreshUnread = (api: ApiClient): Promise<void> =>
  api.get('index/get_unread', undefined, { silent: true }).then(
    (counts) => $unread.set(counts),
    () => undefined,
  )

/** The counts after reading (index/read_my_msg answers them), or after logout. */
export const setUnread = (counts: UnreadCounts): void => $unread.set(counts)
