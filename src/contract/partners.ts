import { type Static, Type } from '@sinclair/typebox'
import { ExactObject, literals } from './envelope'
import { Paged, PageFields } from './paging'
import { CLICK_SOURCES, PARTNER_EVENTS, SUB_ID_MAX_LENGTH } from './partners-values'

const SubId = Type.Optional(Type.String({ maxLength: SUB_ID_MAX_LENGTH }))

/** The sub-ids a click carries (the partner's own labels: campaign, page, their tracker's click id). */
const SubIds = { sub1: SubId, sub2: SubId, sub3: SubId, sub4: SubId, sub5: SubId }

/**
 * partner/click: a click on a partner's element or tracked link. `click` is the id an earlier answer gave
 * (a reload of the same landing): it is answered again, not counted twice.
 */
export const ClickBody = ExactObject({
  partner: Type.Integer({ minimum: 1 }),
  click: Type.Optional(Type.String({ maxLength: 40 })),
  ...SubIds,
  source: literals(CLICK_SOURCES),
  /** The element's tag (ficha-signup-form) for a widget click. */
  element: Type.Optional(Type.String({ maxLength: 40 })),
  /** The page the click landed on. */
  landing: Type.Optional(Type.String({ maxLength: 2000 })),
})
export type ClickBody = Static<typeof ClickBody>

/** The click id to carry to the sign-up, and whether this click was counted (not a bot, nor a repeat). */
export const ClickData = Type.Object({
  click: Type.String(),
  counted: Type.Boolean(),
  /** Days the click stays good for an attribution. */
  windowDays: Type.Integer(),
})
export type ClickData = Static<typeof ClickData>

/** partner/postback_save: one event's URL template ('' removes it). */
export const PostbackSaveBody = ExactObject({
  event: literals(PARTNER_EVENTS),
  url: Type.String({ maxLength: 2000 }),
})
export type PostbackSaveBody = Static<typeof PostbackSaveBody>

/** partner/postbacks: the partner's templates and the key their postbacks are signed with. */
export const PostbackSettings = Type.Object({
  partnerId: Type.Integer(),
  secret: Type.String(),
  templates: Type.Array(Type.Object({ event: literals(PARTNER_EVENTS), url: Type.String() })),
})
export type PostbackSettings = Static<typeof PostbackSettings>

/** One attempt to deliver a postback, as the delivery log shows it. */
const PostbackDelivery = Type.Object({
  id: Type.Integer(),
  partnerId: Type.Integer(),
  eventId: Type.String(),
  event: literals(PARTNER_EVENTS),
  attempt: Type.Integer(),
  url: Type.String(),
  /** The answer's HTTP status; null when none came (timed out, refused). */
  status: Type.Union([Type.Integer(), Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()]),
  durationMs: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
})

/** Newest first. */
export const PostbackDeliveryPage = Paged(PostbackDelivery)
export type PostbackDeliveryPage = Static<typeof PostbackDeliveryPage>

/** partner/deliveries: the partner's own log. */
export const DeliveriesBody = ExactObject(PageFields)
export type DeliveriesBody = Static<typeof DeliveriesBody>

/** admin/partner_deliveries: every partner's log, or one partner's. */
export const AdminDeliveriesBody = ExactObject({ ...PageFields, partnerId: Type.Optional(Type.Integer()) })
export type AdminDeliveriesBody = Static<typeof AdminDeliveriesBody>
