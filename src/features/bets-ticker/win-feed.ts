import type { WinRow } from '../../contract/feed'

export type FeedStatus = 'loading' | 'ready' | 'error'

/**
 * What the tickers show: the newest settled rounds and how getting them went. The portal fills it by polling
 * bet/getWinList; a widget can fill it from a live stream. Rows already shown stay while a refresh fails.
 */
export interface WinFeed {
  status: FeedStatus
  /** Newest first. */
  rows: readonly WinRow[]
  /** Why the last attempt failed, in the player's language. */
  error?: string
  retry: () => void
}

export const winRowKey = (row: WinRow): string => String(row.id)
