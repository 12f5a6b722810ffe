import { Code } from '../../contract/codes'
import type { PlayProtection } from '../../contract/protection'
import type { Translate } from '../../i18n/translator'
import { formatSignedBRL } from '../../money/format'

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

/** What the check tells the player, as the portal's and the game page's views show it alike. */
export interface RealityFacts {
  /** The time played since the session started: hours and minutes, or minutes alone under an hour. */
  time: string
  /** The session's net result, signed. */
  net: string
  /** How the net is coloured: a loss, a profit, or neither at zero. */
  tone: 'loss' | 'profit' | null
}

export function realityFacts(
  protection: PlayProtection,
  net: number,
  now: number,
  t: Translate,
): RealityFacts {
  const played = Math.max(0, Math.floor((now - Date.parse(protection.sessionStartedAt)) / MINUTE_MS))
  const hours = Math.floor(played / 60)
  const minutes = played % 60
  return {
    time:
      hours > 0 ? t('play.reality.hoursMinutes', { hours, minutes }) : t('play.reality.minutes', { minutes }),
    net: formatSignedBRL(net),
    tone: net < 0 ? 'loss' : net > 0 ? 'profit' : null,
  }
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
