import { type Static, Type } from '@sinclair/typebox'
import { LANGS } from '../i18n/languages'
import { BRAND_COLOR_TOKENS, BRAND_THEMES } from './brand-values'
import { ExactObject, literals, RowId } from './envelope'
import { LiveNotice } from './notifications'
import { Paged } from './paging'
import { COMPLIANCE_PROFILES } from './protection'

/**
 * Content payloads (index/getban, get_msg, get_ac, get_acdtai, get_contents, get_c, getPopupImg,
 * webconfig/index). Texts come in the caller's language (vuelang), falling back to zh. Long texts are plain
 * text: paragraphs are separated by a blank line. Images and links are root-relative to the API's origin
 * or absolute.
 */

const Iso = Type.String({ description: 'ISO 8601' })

/** A carousel banner or the launch popup. `link` is a portal route, an absolute URL, or empty. */
export const Banner = Type.Object({
  id: Type.Integer(),
  image: Type.String(),
  title: Type.String(),
  link: Type.String(),
})
export type Banner = Static<typeof Banner>

export const BannerList = Type.Array(Banner)
export type BannerList = Static<typeof BannerList>

/** index/getPopupImg: the popup to show at launch, or null when the operator has none. */
export const Popup = Type.Union([Banner, Type.Null()])
export type Popup = Static<typeof Popup>

export const Notice = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  body: Type.String(),
  publishedAt: Iso,
  /** Advertising: the portal labels it "Publicidade" and "18+" in the brazil profile. */
  promotion: Type.Boolean(),
})
export type Notice = Static<typeof Notice>

/** index/get_msg: notices, newest first. */
export const NoticePage = Paged(Notice)
export type NoticePage = Static<typeof NoticePage>

/**
 * index/get_my_msg: the player's own notifications (src/contract/notifications.ts, docs/notifications.md),
 * newest first, in the caller's language, with how many are unread.
 */
export const PlayerNoticePage = Type.Composite([
  Paged(LiveNotice),
  Type.Object({ unread: Type.Integer({ minimum: 0 }) }),
])
export type PlayerNoticePage = Static<typeof PlayerNoticePage>

/** index/read_my_msg: marks these notices read (the ones the player has seen). */
export const ReadNoticesBody = ExactObject({
  ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100 }),
})
export type ReadNoticesBody = Static<typeof ReadNoticesBody>

/** index/get_unread: what waits unread, for the badges (notices entry and the tab that holds it). */
export const UnreadCounts = Type.Object({ notices: Type.Integer({ minimum: 0 }) })
export type UnreadCounts = Static<typeof UnreadCounts>
/**
 * Where the logged-in player stands in an event: 'open' (not taken part yet, and always for visitors),
 * 'joined' (taking part: it keeps paying) or 'done' (used up: nothing more to get now).
 */
const EVENT_STATES = ['open', 'joined', 'done'] as const
export type EventState = (typeof EVENT_STATES)[number]

/** An event card (index/get_ac). `key` also opens its rules through index/get_contents. */
export const EventCard = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  image: Type.String(),
  /** The portal page where the player takes part. */
  link: Type.String(),
  startsAt: Type.Union([Iso, Type.Null()]),
  endsAt: Type.Union([Iso, Type.Null()]),
  /** The caller's state in the promotion the event's link opens (docs/api.md); 'open' without a session. */
  state: literals(EVENT_STATES),
})
export type EventCard = Static<typeof EventCard>

export const EventList = Type.Array(EventCard)
export type EventList = Static<typeof EventList>

export const EventDetailsBody = ExactObject({ id: RowId })
export type EventDetailsBody = Static<typeof EventDetailsBody>

/** index/get_acdtai: the card and its full rules. */
export const EventDetails = Type.Intersect([EventCard, Type.Object({ body: Type.String() })])
export type EventDetails = Static<typeof EventDetails>

/** index/get_contents: a page by key, e.g. 'about-us', 'privacy', 'user-agreement', 'telegram'. */
export const ContentBody = ExactObject({
  key: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }),
})
export type ContentBody = Static<typeof ContentBody>

export const ContentPage = Type.Object({
  key: Type.String(),
  title: Type.String(),
  body: Type.String(),
  updatedAt: Iso,
})
export type ContentPage = Static<typeof ContentPage>

/** Ways to reach customer service; the client labels each by its kind from its own catalogue. */
export const SERVICE_LINK_KINDS = ['telegram', 'whatsapp', 'email', 'chat'] as const
export type ServiceLinkKind = (typeof SERVICE_LINK_KINDS)[number]

export const ServiceLink = Type.Object({
  kind: literals(SERVICE_LINK_KINDS),
  url: Type.String(),
})
export type ServiceLink = Static<typeof ServiceLink>

/** index/get_c (GET and POST): where to get the app and how to reach the operator. */
export const SiteLinks = Type.Object({
  downloadUrl: Type.String(),
  telegramUrl: Type.String(),
  serviceLinks: Type.Array(ServiceLink),
})
export type SiteLinks = Static<typeof SiteLinks>

/** The promotions the operator can switch on and off (some jurisdictions forbid deposit-linked bonuses). */
export const PromotionSwitches = Type.Object({
  first_deposit: Type.Boolean(),
  recharge_cashback: Type.Boolean(),
  referral: Type.Boolean(),
  rebate: Type.Boolean(),
  partner_salary: Type.Boolean(),
  /** The VIP levels' upgrade rewards (the levels, their limits and rebate rates stay on). */
  vip_upgrade: Type.Boolean(),
})
export type PromotionSwitches = Static<typeof PromotionSwitches>
export type PromotionKey = keyof PromotionSwitches
export const PROMOTION_KEYS = Object.keys(PromotionSwitches.properties) as PromotionKey[]

/** webconfig/index: what the client needs at launch. */
/** The operator's brand (BRAND_* settings): the look the portal and the game page take on. */
export const Brand = Type.Object({
  /** A picture shown in place of the chip beside the name (BRAND_LOGO_URL); absent: the chip. */
  logoUrl: Type.Optional(Type.String()),
  /** A set of token values: the spec's palette (default) or the dark casino look. */
  theme: literals(BRAND_THEMES),
  /** Colour tokens the operator set over the theme's (BRAND_COLORS), as #rrggbb. */
  colors: Type.Partial(
    Type.Object(
      Object.fromEntries(BRAND_COLOR_TOKENS.map((token) => [token, Type.String()])) as Record<
        (typeof BRAND_COLOR_TOKENS)[number],
        ReturnType<typeof Type.String>
      >,
    ),
  ),
  /** Font families put ahead of the system stack (BRAND_FONT): installed fonts only, nothing downloads. */
  font: Type.Optional(Type.String()),
})
export type Brand = Static<typeof Brand>

export const WebConfig = Type.Object({
  /** The operator's name (BRAND_NAME, else the site settings'). */
  siteName: Type.String(),
  brand: Brand,
  version: Type.String(),
  /** The smallest top-up accepted, centavos. */
  minDeposit: Type.Integer(),
  serviceLinks: Type.Array(ServiceLink),
  /**
   * Which promotions run: switched on by the operator and allowed by the compliance profile (brazil: no
   * first-deposit bonus, no recharge cash back).
   */
  promotions: PromotionSwitches,
  /** The operator's compliance profile: brazil asks for CPF, name and birth date at sign-up, PIX only. */
  compliance: literals(COMPLIANCE_PROFILES),
  /** The operator's default minutes between reality checks during play (a player may choose others). */
  realityCheckMinutes: Type.Integer({ minimum: 1 }),
  /** The operator's AUTO_TRANSFER: games take the wallet in and give it back; players may turn it off. */
  autoTransfer: Type.Boolean(),
  /** A pending withdrawal is usually paid within this many minutes (WITHDRAWAL_EXPECTED_MINUTES). */
  withdrawalExpectedMinutes: Type.Integer({ minimum: 1 }),
  /** The language of a visitor who has chosen none (DEFAULT_LANGUAGE: zh by the spec, pt in brazil). */
  defaultLanguage: literals(LANGS),
  /** BROWSER_LANGUAGE: a visitor who has chosen none speaks the browser's language when it is one of ours. */
  browserLanguage: Type.Boolean(),
})
export type WebConfig = Static<typeof WebConfig>

/** assets/art/:slug, a game's drawn art. */
export const ArtParams = Type.Object({ slug: Type.String({ maxLength: 128 }) })
