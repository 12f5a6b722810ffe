import type { NoticeCategory } from '../../contract/notifications'
import type { Translate } from '../../i18n/translator'
import { formatBRL } from '../../money/format'

/** The params holding centavos: shown as reais. */
const AMOUNTS = new Set(['amount', 'value', 'left', 'prize'])

/** The categories whose words are the operator's own (carried as title and body, never a locale key). */
const OPERATOR_WORDS: ReadonlySet<string> = new Set<NoticeCategory>(['operatorMessage', 'marketing'])

/**
 * A notification's params as its text shows them: amounts in reais, a limit by its name, a payout provider's
 * refusal as the player's reason, a corrected balance and why, worded.
 */
const noticeParams = (
  t: Translate,
  params: Record<string, string | number>,
): Record<string, string | number> => {
  const shown: Record<string, string | number> = {}
  for (const [key, value] of Object.entries(params)) {
    if (AMOUNTS.has(key)) shown[key] = formatBRL(Number(value))
    else if (key === 'limit') shown[key] = t(`protection.limitName.${value}`)
    else if (key === 'refusal') shown.reason = t(`money.refusal.${value}`)
    else if (key === 'account') shown[key] = t(`correction.account.${value}`)
    else if (key === 'correctionReason') shown[key] = t(`correction.reason.${value}`)
    else shown[key] = value
  }
  return shown
}

/** The locale key of a notification's title and text: some categories word each state or direction apart. */
const keyOf = (notice: { kind: string; params: Record<string, string | number> }): string => {
  if (notice.kind === 'identityDecision') return `notice.identityDecision.${notice.params.state}`
  if (notice.kind === 'correctionApplied') return `notice.correctionApplied.${notice.params.direction}`
  if (notice.kind === 'nationalStatus') return `notice.nationalStatus.${notice.params.status}`
  return `notice.${notice.kind}`
}

/**
 * A notification's title and text in the reader's language: the locale's `notice.<kind>` (an identity
 * decision's by its state, a correction's by its direction, a national status by its status) filled with its params; an operator's words as
 * they came.
 */
export const noticeText = (
  t: Translate,
  notice: { kind: string; params: Record<string, string | number>; title?: string; body?: string },
): { title: string; body: string } => {
  if (OPERATOR_WORDS.has(notice.kind)) return { title: notice.title ?? '', body: notice.body ?? '' }
  const key = keyOf(notice)
  const params = noticeParams(t, notice.params)
  return { title: t(`${key}.title`, params), body: t(`${key}.body`, params) }
}
