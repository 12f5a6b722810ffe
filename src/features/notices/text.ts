import type { NoticeCategory } from '../../contract/notifications'
import type { Translate } from '../../i18n/translator'
import { formatBRL } from '../../money/format'

/** The params holding centavos: shown as reais. */
const AMOUNTS = new Set(['amount', 'value', 'left', 'prize'])

/** The categories whose words are the operator's own (carried as title and body, never a locale key). */
const OPERATOR_WORDS: ReadonlySet<string> = new Set<NoticeCategory>(['operatorMessage', 'marketing'])

/** A notification's params as its text shows them: amounts in reais, a limit by its name, a state worded. */
const noticeParams = (
  t: Translate,
  params: Record<string, string | number>,
): Record<string, string | number> => {
  const shown: Record<string, string | number> = {}
  for (const [key, value] of Object.entries(params)) {
    if (AMOUNTS.has(key)) shown[key] = formatBRL(Number(value))
    else if (key === 'limit') shown[key] = t(`protection.limitName.${value}`)
    else shown[key] = value
  }
  return shown
}

/**
 * A notification's title and text in the reader's language: the locale's `notice.<kind>` (an identity
 * decision's by its state) filled with its params; an operator's words as they came.
 */
export const noticeText = (
  t: Translate,
  notice: { kind: string; params: Record<string, string | number>; title?: string; body?: string },
): { title: string; body: string } => {
  if (OPERATOR_WORDS.has(notice.kind)) return { title: notice.title ?? '', body: notice.body ?? '' }
  const key =
    notice.kind === 'identityDecision'
      ? `notice.identityDecision.${notice.params.state}`
      : `notice.${notice.kind}`
  const params = noticeParams(t, notice.params)
  return { title: t(`${key}.title`, params), body: t(`${key}.body`, params) }
}
