import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { $token } from '../../src/session/store'
import { loadChunk } from './chunks'

/**
 * Opens the logged-in player's live channel (new notices, balances after every movement of their money)
 * from whatever shows them: the bell, the header's money, the game page's bar. Its code is fetched apart
 * (notice-live.ts) so the first route stays in budget; opening it twice is one channel.
 */
export function useLiveChannel(): void {
  const token = useStore($token)
  useEffect(() => {
    if (token)
      loadChunk(() => import('./notice-live')).then(
        (live) => live.ensureNoticeStream(),
        () => undefined,
      )
  }, [token])
}
