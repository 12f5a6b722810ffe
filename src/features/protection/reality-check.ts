import { Code } from '../../contract/codes'
import type { PlayProtection } from '../../contract/protection'

const MINUTE_MS = 60_000

/**
 * When the next reality check is due: the first whole interval since the session started that
 * comes after `after` (the page's opening, or the player's last answer). Checks follow the session's own
 * rhythm, so a page opened 25 minutes into a 30-minute rhythm asks after five.
 */
export function nextCheckAt(protection: PlayProtection, after: number): number {
  const started = Date.parse(protection.sessionStartedAt)
  const interval = protection.realityCheckMinutes * MINUTE_MS
  const passed = Math.max(0, Math.floor((after - started) / interval) + 1)
  return started + passed * interval
}

/** When the session time limit ends play (epoch ms), or null without one. */
export const sessionEndsAt = (protection: PlayProtection): number | null =>
  protection.sessionEndsAt === null ? null : Date.parse(protection.sessionEndsAt)

/** Whole hours and minutes played since the session started. */
export function timePlayed(protection: PlayProtection, now: number): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor((now - Date.parse(protection.sessionStartedAt)) / MINUTE_MS))
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 }
}

/** The codes of a refused spin that end play on this page, with the server's message. */
const ENDING_CODES: readonly number[] = [
  Code.GameSessionExpired,
  Code.SessionTimeLimitReached,
  Code.LossLimitReached,
  Code.SelfExcluded,
  Code.Paused,
  Code.SessionBlocked,
]
export const endsPlay = (code: number): boolean => ENDING_CODES.includes(code)
