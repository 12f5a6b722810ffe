import { SUB_ID_MAX_LENGTH, SUB_ID_SLOTS, TRACKED_LINK_PARTNER } from '../../contract/partners-values'

/** Sub-ids by slot, sub1 first; an empty one is left out of the link. */
export type SubIds = readonly string[]

/**
 * A partner's tracked link (docs/partners.md, Tracking): `base` (the portal's address) with the partner's id
 * and the sub-ids as query fields, which the portal records as a click on arrival. Each sub-id is trimmed and
 * cut to SUB_ID_MAX_LENGTH.
 */
export const trackedLink = (base: string, partner: number, subIds: SubIds): string => {
  const url = new URL(base, document.baseURI)
  url.searchParams.set(TRACKED_LINK_PARTNER, String(partner))
  for (let slot = 1; slot <= SUB_ID_SLOTS; slot++) {
    const value = subIds[slot - 1]?.trim().slice(0, SUB_ID_MAX_LENGTH)
    if (value) url.searchParams.set(`sub${slot}`, value)
    else url.searchParams.delete(`sub${slot}`)
  }
  return url.href
}
