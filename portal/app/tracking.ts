import { keepClick } from '../../src/features/partners/tracking'
import { $token } from '../../src/session/store'
import { frameApi } from './frame-api'

/**
 * The tracking fields a partner's link or element puts in the portal's address (docs/partners.md,
 * Tracking): the partner's id, a click id partner/click gave, the sub-ids, and `el`, the element the
 * visitor came through (absent for a link).
 */
const FIELDS = ['partner', 'click', 'sub1', 'sub2', 'sub3', 'sub4', 'sub5', 'el'] as const

/**
 * An address with ?partner=…: the fields leave the address bar at once. A visitor without a session has the
 * click recorded (partner/click: once, a reload answers the same click id) and kept for the sign-up; a
 * logged-in player's session never takes another partner's id, so theirs records nothing.
 */
export function adoptAddressTracking(): void {
  const url = new URL(location.href)
  const fields = Object.fromEntries(
    FIELDS.flatMap((field) => {
      const value = url.searchParams.get(field)
      url.searchParams.delete(field)
      return value ? [[field, value.slice(0, 100)]] : []
    }),
  )
  const partner = Number(fields.partner)
  if (!fields.partner) return
  history.replaceState(history.state, '', url.href)
  if ($token.get() || !Number.isSafeInteger(partner) || partner < 1) return
  const { el, partner: _partner, ...rest } = fields
  frameApi()
    .then((api) =>
      api.post(
        'partner/click',
        {
          ...rest,
          partner,
          source: el ? 'widget' : 'link',
          element: el,
          landing: document.referrer || location.href,
        },
        { silent: true },
      ),
    )
    .then((answer) => keepClick(answer.click))
    .catch(() => undefined)
}
