import { and, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { siteSettings } from '../../db/schema/content'
import { partnerAttributions, partnerClicks, partners } from '../../db/schema/partners'
import { enqueuePartnerEvent } from './outbox'

/** What a sign-up carried: the click id of its partner's page or link, and the inviter by invite code. */
export interface SignupSource {
  click?: string | undefined
  inviterId?: number | undefined
}

/**
 * Attributes a new player to a partner, in the registration's transaction (docs/partners.md, Attribution):
 * to the partner of the click the sign-up carried (the browser keeps only its last click), when that click
 * is no bot's, its partner is approved and it is younger than the partner's window (else the operator's,
 * default 30 days); failing that, to an approved partner whose own invite code the player used. Once per
 * player: nothing later (a logged-in player's clicks, another sign-up source) changes it. Writes the
 * registration postback event when attributed. Answers the partner's id, or null.
 */
export const attributeSignup = async (
  tx: Db,
  userId: number,
  source: SignupSource,
): Promise<number | null> => {
  const window = sql`make_interval(days => coalesce(${partners.attributionDays}, ${siteSettings.partnerAttributionDays}))`
  const [click] = source.click
    ? await tx
        .select({
          partnerId: partnerClicks.partnerId,
          clickId: partnerClicks.clickId,
          sub1: partnerClicks.sub1,
          sub2: partnerClicks.sub2,
          sub3: partnerClicks.sub3,
          sub4: partnerClicks.sub4,
          sub5: partnerClicks.sub5,
        })
        .from(partnerClicks)
        .innerJoin(partners, eq(partners.id, partnerClicks.partnerId))
        .innerJoin(siteSettings, eq(siteSettings.id, 1))
        .where(
          and(
            eq(partnerClicks.clickId, source.click),
            eq(partnerClicks.bot, false),
            eq(partners.status, 'approved'),
            gt(partnerClicks.createdAt, sql`now() - ${window}`),
          ),
        )
    : []
  const [invited] =
    !click && source.inviterId
      ? await tx
          .select({ partnerId: partners.id })
          .from(partners)
          .where(and(eq(partners.userId, source.inviterId), eq(partners.status, 'approved')))
      : []
  const chosen = click ?? (invited ? { ...invited, clickId: null } : undefined)
  if (!chosen) return null
  const [attributed] = await tx
    .insert(partnerAttributions)
    .values({ userId, ...chosen })
    .onConflictDoNothing()
    .returning({ partnerId: partnerAttributions.partnerId })
  if (!attributed) return null
  await enqueuePartnerEvent(tx, { userId, event: 'registration', key: `registration:${userId}` })
  return attributed.partnerId
}
