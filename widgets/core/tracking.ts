import type { ApiClient } from '../../src/api/types'
import { keepClick } from '../../src/features/partners/tracking'

/**
 * The tracking attributes every element takes (docs/partners.md, Tracking): the partner's id, a click id,
 * the sub-ids. Read from the element as they are (no properties): forwarded to Ficha's frame with the
 * element's other attributes, and carried into the portal's address whenever an element opens it.
 */
export const TRACKING = ['partner', 'click', 'sub1', 'sub2', 'sub3', 'sub4', 'sub5']

/** The tracking attributes the element has, as [name, value] pairs. */
export const trackingOf = (host: Element): [string, string][] =>
  TRACKING.flatMap((name) => {
    const value = host.getAttribute(name)
    return value ? [[name, value]] : []
  })

/**
 * A visitor's click on an element with a `partner` attribute (the sign-up form, where a registration
 * follows): recorded by partner/click and kept for the sign-up (src/features/partners/tracking.ts).
 */
export function recordElementClick(api: ApiClient, host: HTMLElement): void {
  const fields = Object.fromEntries(trackingOf(host))
  fields.partner &&
    api
      .post(
        'partner/click',
        {
          ...fields,
          partner: +fields.partner,
          source: 'widget',
          element: host.localName,
        },
        { silent: true },
      )
      .then(
        (answer) => keepClick(answer.click),
        () => undefined,
      )
}
