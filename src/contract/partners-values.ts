/**
 * The partners contract's plain values (tracking, attribution, postbacks): no TypeBox here, so the widgets,
 * the portal and the schema import them without the schema library. docs/partners.md explains each.
 */

/** A partner's standing, set by the operator: only an approved partner's clicks are counted and attributed. */
export const PARTNER_STATUSES = ['pending', 'approved', 'suspended'] as const
export type PartnerStatus = (typeof PARTNER_STATUSES)[number]

/** Where a click came from: an embedded element (widget) or a tracked link (an invite link, a landing link). */
export const CLICK_SOURCES = ['widget', 'link'] as const
export type ClickSource = (typeof CLICK_SOURCES)[number]

/** The longest sub-id (sub1..sub5, the partner's own labels). */
export const SUB_ID_MAX_LENGTH = 100

/** The longest attribution window the operator may set, in days (the default is site_settings' 30). */
export const MAX_ATTRIBUTION_DAYS = 365

/** The events a partner's postbacks are sent for, each with its own URL template. */
export const PARTNER_EVENTS = [
  'registration',
  'first_deposit',
  'deposit',
  'qualification',
  'withdrawal',
] as const
export type PartnerEvent = (typeof PARTNER_EVENTS)[number]

/** How many sub-ids a click carries: sub1 to sub5. */
export const SUB_ID_SLOTS = 5

/** The longest range the partner area's figures span, in days. */
export const PARTNER_AREA_MAX_DAYS = 92

/**
 * The query fields of a tracked link (the portal's address with them): the partner's id and the sub-ids,
 * named as partner/click's body names them.
 */
export const TRACKED_LINK_PARTNER = 'partner'
