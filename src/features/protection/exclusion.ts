import { atom, type ReadableAtom } from 'nanostores'
import type { Exclusion, Limits } from '../../contract/protection'
import type { Translate } from '../../i18n/translator'

/** What bars deposits and play until `until` (null: for ever): a cool-off or self-exclusion, or a pause. */
type Bar = Pick<Exclusion, 'until'>

/**
 * What bars the player's deposits and play as the server last told it (index/get_limits): the active cool-off
 * or self-exclusion, else the player's pause; or null. Pages read it so they do not invite play during it;
 * the server refuses play and deposits either way.
 */
export const $exclusion = atom<Bar | null>(null)

/** Whether an exclusion (or a pause) still runs at `now` (a permanent one always does). */
export const isActive = <T extends Bar>(exclusion: T | null, now = Date.now()): exclusion is T =>
  exclusion !== null && (exclusion.until === null || Date.parse(exclusion.until) > now)

/** The bar of $exclusion in the limits: the running exclusion first, else the running pause. */
export const barOf = ({ exclusion, pause }: Pick<Limits, 'exclusion' | 'pause'>): Bar | null =>
  isActive(exclusion) ? exclusion : isActive(pause) ? pause : null

/**
 * 'No deposits and no play until 27/11/2026 12:00.' or '… permanently.': what a page says instead of
 * inviting play or a deposit. `locale` is the player's (LOCALES of src/features/content/format-date.ts).
 */
export const exclusionSummary = (t: Translate, exclusion: Bar, locale: string): string =>
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
  load: () => Promise<Pick<Limits, 'exclusion' | 'pause'>>,
): () => void {
  return token.subscribe((value) => {
    $exclusion.set(null)
    if (!value) return
    load().then(
      (limits) => {
        if (token.get() === value) $exclusion.set(barOf(limits))
      },
      () => undefined,
    )
  })
}
