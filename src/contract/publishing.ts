import { type Static, Type } from '@sinclair/typebox'
import { ExactObject, literals } from './envelope'
import { LongTexts, Texts } from './texts'

/**
 * The console's content editors (docs/console.md, Promotions): banners, the launch popup and notices. In the
 * brazil profile a promotion passes the advertising rules before it is published (src/validation/promotion.ts,
 * docs/compliance.md); the portal labels every promotion "Publicidade" and "18+".
 */
export const CONTENT_PERMISSIONS = {
  /** Publish banners, the popup and notices. */
  publish: 'console:content:publish',
} as const

const Placement = literals(['carousel', 'popup'])

/**
 * admin/banner_publish: a carousel banner or the launch popup (every one is a promotion). `conditions`: any
 * condition applies (a deposit, a stake, wagering, a time limit); `imageShowsNoMoney`: the operator's
 * declaration, kept in the audit log, that the image shows no money.
 */
export const BannerPublishBody = ExactObject({
  placement: Placement,
  image: Type.String({ minLength: 1, maxLength: 500, pattern: '^(/|https://)' }),
  title: Texts,
  link: Type.String({ maxLength: 500 }),
  conditions: Type.Boolean(),
  imageShowsNoMoney: Type.Boolean(),
})
export type BannerPublishBody = Static<typeof BannerPublishBody>

/** admin/notice_publish: a notice; a promotion is checked and labelled, a service notice is not. */
export const NoticePublishBody = ExactObject({
  title: Texts,
  body: LongTexts,
  promotion: Type.Boolean(),
  conditions: Type.Boolean(),
})
export type NoticePublishBody = Static<typeof NoticePublishBody>

/** A published banner or notice as the console lists it, its title in the operator's default language. */
export const PublishedItem = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Placement, Type.Literal('notice')]),
  title: Type.String(),
  image: Type.String(),
  promotion: Type.Boolean(),
  enabled: Type.Boolean(),
})
export type PublishedItem = Static<typeof PublishedItem>

/** admin/content: the newest banners (popup included) and notices, newest first. */
export const PublishedContent = Type.Array(PublishedItem)
export type PublishedContent = Static<typeof PublishedContent>
