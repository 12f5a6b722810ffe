import type { LimitKey, Limits } from '../../contract/protection'
import type { Translate } from '../../i18n/translator'
import { formatBRL, parseAmount } from '../../money'
import { amountText } from '../money/amount'

/** The limit keys in the order and groups the settings page shows them (src/contract/protection.ts). */
export const LIMIT_GROUPS = [
  { name: 'deposit', keys: ['depositDay', 'depositWeek', 'depositMonth'] },
  { name: 'loss', keys: ['lossDay', 'lossWeek', 'lossMonth'] },
  { name: 'session', keys: ['sessionMinutes'] },
] as const satisfies readonly { name: string; keys: readonly LimitKey[] }[]

/** The session limit counts minutes; every other limit is money (centavos). */
export const isMinutes = (key: LimitKey): boolean => key === 'sessionMinutes'

/** The most minutes between reality checks the server takes (SetLimitsBody). */
export { REALITY_CHECK_MAX } from '../../contract/protection-values'

/** A limit's value as shown: 'R$ 50,00', '90 minutes', or no limit for null. */
export const limitValueText = (t: Translate, key: LimitKey, value: number | null): string =>
  value === null
    ? t('protection.noLimit')
    : isMinutes(key)
      ? t('protection.minutes', { n: value })
      : formatBRL(value)

/** What the player typed in each limit's field; '' is no limit. */
export type LimitDraft = Record<LimitKey, string>

/**
 * A limit's value as the player would type it back: reais ('50', '12,50') or minutes ('90').
 * @internal Tested directly.
 */
export const limitText = (key: LimitKey, value: number | null): string =>
  value === null ? '' : isMinutes(key) ? String(value) : amountText(value)

export const draftOf = (limits: Limits['limits']): LimitDraft =>
  Object.fromEntries(
    Object.entries(limits).map(([key, entry]) => [key, limitText(key as LimitKey, entry.value)]),
  ) as LimitDraft

/** Whole minutes from 1 to `max`, or null for anything else. */
export function parseMinutes(text: string, max = Number.MAX_SAFE_INTEGER): number | null {
  const trimmed = text.trim()
  if (!/^\d{1,6}$/.test(trimmed)) return null
  const minutes = Number(trimmed)
  return minutes >= 1 && minutes <= max ? minutes : null
}

/** A typed value read: a whole amount of centavos or minutes, null for no limit, undefined when unreadable. */
export function readLimit(key: LimitKey, text: string): number | null | undefined {
  if (text.trim() === '') return null
  const value = isMinutes(key) ? parseMinutes(text) : parseAmount(text)
  return value !== null && value >= 1 ? value : undefined
}

/**
 * How a change applies: a lower limit (or a first one) at once; a higher one, or none, only
 * after 24 hours.
 */
export const changeApplies = (current: number | null, next: number | null): 'now' | 'later' =>
  next !== null && (current === null || next < current) ? 'now' : 'later'

export interface DraftReading {
  /** Only the limits whose value changes: what index/set_limits takes. */
  changes: Partial<Record<LimitKey, number | null>>
  /** The fields that cannot be read, with their message key. */
  invalid: Partial<Record<LimitKey, string>>
}

/**
 * The fields read against the current limits. A field left at its value is no change, so saving does not
 * restart a pending raise's 24 hours. Typing the value already pending is no change either.
 */
export function readDraft(draft: LimitDraft, limits: Limits['limits']): DraftReading {
  const reading: DraftReading = { changes: {}, invalid: {} }
  for (const [key, text] of Object.entries(draft) as [LimitKey, string][]) {
    const entry = limits[key]
    const value = readLimit(key, text)
    if (value === undefined) {
      reading.invalid[key] = isMinutes(key) ? 'protection.minutesInvalid' : 'validation.amount'
      continue
    }
    if (value === entry.value || (entry.pending && value === entry.pending.value)) continue
    reading.changes[key] = value
  }
  return reading
}
