import type { ProtectionLogEntry } from '@src/contract/protection'
import { LIMIT_KEYS, type LimitKey } from '@src/contract/protection-values'
import { limitValueText } from '@src/features/protection/limits'
import { type Translate, textOr } from '@src/i18n/translator'
import { formatBRL } from '@src/money'

const isLimitKey = (key: string): key is LimitKey => (LIMIT_KEYS as readonly string[]).includes(key)

/** Detail values kept in centavos, instants, and the names of states (server/services/protection). */
const MONEY = ['amount', 'left']
const INSTANTS = ['since', 'until', 'effectiveAt', 'closesAt', 'bannedAt']
/** Where each named value's label is: the key's group in the catalogues. */
const NAMED: Record<string, string> = {
  from: 'adminProtection.identityState',
  to: 'adminProtection.identityState',
  hold: 'protection.hold',
  term: 'protection.term',
  limit: 'protection.limit',
  action: 'adminProtection.action',
  occasion: 'adminProtection.occasion',
  returnedBy: 'adminProtection.returnedBy',
  provider: 'adminProtection.provider',
  rule: 'adminRisk.rules',
  decision: 'adminRisk.decisions',
  kind: 'rewards.kind',
  code: 'code',
  // A closing reason is a name (the national ban list); an operator's reason is their own words.
  reason: 'adminProtection.closeReason',
}
/** Ids of records: shown as #12. */
const IDS = ['caseId', 'ownerId', 'orderId', 'payoutAccountId', 'loginSessionId']

/** An event's name; an event this console does not know yet reads as itself, never as a catalogue key. */
export const eventText = (t: Translate, event: string): string =>
  textOr(t, `adminProtection.event.${event}`, event)

/**
 * A history entry's detail as the operator reads it: labelled, money in reais, times in São Paulo time,
 * states by name; a limit change as 'before → after · from when'. A key or a value the catalogues do not
 * name shows as recorded.
 */
export function detailLines(
  t: Translate,
  dateTime: (iso: string | null) => string,
  detail: ProtectionLogEntry['detail'],
) {
  const value = (key: string, raw: unknown): string => {
    if (raw === null || raw === undefined) return key === 'until' ? t('protection.permanently') : '—'
    if (MONEY.includes(key) && typeof raw === 'number') return formatBRL(raw)
    if (INSTANTS.includes(key) && typeof raw === 'string') return dateTime(raw)
    if (IDS.includes(key)) return `#${String(raw)}`
    if (key === 'minutes' || key === 'realityCheckMinutes') return t('protection.minutes', { n: Number(raw) })
    if (typeof raw === 'boolean') return t(raw ? 'adminProtection.yes' : 'adminProtection.no')
    if (typeof raw === 'object') return JSON.stringify(raw)
    const named = NAMED[key]
    return named ? textOr(t, `${named}.${raw}`, String(raw)) : String(raw)
  }
  return Object.entries(detail).map(([key, raw]) => {
    if (isLimitKey(key) && raw && typeof raw === 'object') {
      const change = raw as { from: number | null; to: number | null; effectiveAt: string }
      return {
        key,
        label: t(`protection.limit.${key}`),
        text: `${limitValueText(t, key, change.from)} → ${limitValueText(t, key, change.to)} · ${dateTime(change.effectiveAt)}`,
      }
    }
    return { key, label: textOr(t, `adminProtection.detail.${key}`, key), text: value(key, raw) }
  })
}
