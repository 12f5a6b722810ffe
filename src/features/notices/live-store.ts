import { atom } from 'nanostores'
import type { LiveNotice } from '../../contract/notifications'

/** The newest notification heard on the live channel (notice/stream), for the open list to put on top. */
export const $heardNotice = atom<LiveNotice | null>(null)

/** Counts the channel's "sync" events: the open list reads itself again when it changes. */
export const $noticeSync = atom(0)
