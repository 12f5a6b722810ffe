import { Code } from '@src/contract/codes'
import type { ComplianceProfile } from '@src/contract/protection'
import type { BannerPublishBody, NoticePublishBody, PublishedItem } from '@src/contract/publishing'
import type { Lang } from '@src/i18n/languages'
import { type PromotionDraft, promotionProblem } from '@src/validation/promotion'
import { desc } from 'drizzle-orm'
import type { Db } from '../../db'
import { type Localized, localize } from '../../db/localized'
import { banners, notices } from '../../db/schema/content'
import { ApiError } from '../../envelope'
import { recordAudit } from '../audit'

/** Who published, for the audit log. */
interface Operator {
  id: number
  ip: string
}

/**
 * Refuses a promotion that breaks one of the advertising rules, naming the rule (and the language and word):
 * the brazil profile's obligation. The standard profile publishes as written.
 */
export const assertPromotionPasses = (profile: ComplianceProfile, draft: PromotionDraft): void => {
  if (profile !== 'brazil') return
  const problem = promotionProblem(draft)
  if (!problem) return
  if (problem.rule === 'freeWithConditions')
    throw new ApiError(Code.PromotionFreeWithConditions, { word: problem.word }, problem, {
      lang: { key: `lang.${problem.lang}` },
    })
  if (problem.rule === 'imageNamesMoney')
    throw new ApiError(Code.PromotionImageNamesMoney, { word: problem.word }, problem)
  throw new ApiError(Code.PromotionImageNotDeclared, {}, problem)
}

/**
 * The content tables fall back to zh for a reader whose language is missing: a text the operator left empty
 * in zh is stored with the default language's words there, so every reader gets the operator's default.
 */
const withFallback = (text: Localized, lang: Lang): Localized =>
  text.zh?.trim() ? text : { ...text, zh: text[lang] ?? '' }

const LIST_LIMIT = 50

const bannerItem = (row: typeof banners.$inferSelect, lang: Lang): PublishedItem => ({
  id: row.id,
  kind: row.placement,
  title: localize(row.title, lang),
  image: row.image,
  promotion: true,
  enabled: row.enabled,
})

const noticeItem = (row: typeof notices.$inferSelect, lang: Lang): PublishedItem => ({
  id: row.id,
  kind: 'notice',
  title: localize(row.title, lang),
  image: '',
  promotion: row.promotion,
  enabled: row.enabled,
})

/** admin/content: the newest banners (popup included) and notices, newest first. */
export const publishedContent = async (db: Db, lang: Lang): Promise<PublishedItem[]> => {
  const [bannerRows, noticeRows] = await Promise.all([
    db.select().from(banners).orderBy(desc(banners.id)).limit(LIST_LIMIT),
    db.select().from(notices).orderBy(desc(notices.publishedAt), desc(notices.id)).limit(LIST_LIMIT),
  ])
  return [
    ...bannerRows.map((row) => bannerItem(row, lang)),
    ...noticeRows.map((row) => noticeItem(row, lang)),
  ]
}

/** Publishes a banner or the popup (checked by the route first); the declaration on its image is audited. */
export const publishBanner = (
  db: Db,
  operator: Operator,
  body: BannerPublishBody,
  lang: Lang,
): Promise<PublishedItem> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(banners)
      .values({
        placement: body.placement,
        image: body.image,
        title: withFallback(body.title, lang),
        link: body.link,
      })
      .returning()
    if (!row) throw new Error('banner not written')
    await recordAudit(tx, {
      actorId: operator.id,
      action: 'content.banner',
      target: `banner:${row.id}`,
      after: { ...body, title: localize(row.title, lang) },
      ip: operator.ip,
    })
    return bannerItem(row, lang)
  })

/** Publishes a notice (checked by the route first when it is a promotion). */
export const publishNotice = (
  db: Db,
  operator: Operator,
  body: NoticePublishBody,
  lang: Lang,
): Promise<PublishedItem> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notices)
      .values({
        title: withFallback(body.title, lang),
        body: withFallback(body.body, lang),
        promotion: body.promotion,
      })
      .returning()
    if (!row) throw new Error('notice not written')
    await recordAudit(tx, {
      actorId: operator.id,
      action: 'content.notice',
      target: `notice:${row.id}`,
      after: { title: localize(row.title, lang), promotion: body.promotion, conditions: body.conditions },
      ip: operator.ip,
    })
    return noticeItem(row, lang)
  })
