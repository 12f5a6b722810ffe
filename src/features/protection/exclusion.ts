import { atom, type ReadableAtom } from 'nanostores'
import type { Exclusion } from '../../contract/protection'
import type { Translate } from '../../i18n/translator'

/**
 * The player's active cool-off or self-exclusion as the server last told it (index/get_limits), or null.
 * Pages read it so they do not invite play during it; the server refuses play and deposits either way.
 */
export const $exclusion = atom<Exclusion | null>(null)

/** Whether an exclusion still runs at `now` (a permanent one always does). */
export const isActive = (exclusion: Exclusion | null, now = Date.now()): exclusion is Exclusion =>
  exclusion !== null && (exclusion.until === null || Date.parse(exclusion.until) > now)

/**
 * 'No deposits and no play until 27/11/2026 12:00.' or '… permanently.': what a page says instead of
 * inviting play or a deposit. `locale` is the player's (LOCALES of src/features/content/format-date.ts).
 */
export const exclusionSummary = (t: Translate, exclusion: Exclusion, locale: string): string =>
  exclusion.until === null
    ? t('protection.excludedForever')
    : t('protection.excludedUntil', {
        date: new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(
          new Date(exclusion.until),
        ),
      })

/**
 * Keeps $exclusion in step with the session: read from index/get_limits whenever a player is logged in
 * (at launch and after each login), cleared on logout.
 */
export function followExclusion(
  token: ReadableAtom<string>,
  load: () => Promise<{ exclusion: Exclusion | null }>,
): () => void {
  return token.subscribe((value) => {
    $exclusion.set(null)
    if (!value) return
    load().then(
      ({ exclusion }) => {
        if (token.get() === value) $exclusion.set(isActive(exclusion) ? exclusion : null)
      },
      () => undefined,
    )
  })
}
