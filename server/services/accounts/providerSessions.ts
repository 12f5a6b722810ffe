import { and, eq, gt, inArray } from 'drizzle-orm'
import type { Db } from '../../db'
import { providerSessions } from '../../db/schema/providers'

/**
 * Ends game providers' sessions now (docs/providers.md, sessions): a debit carrying their token is then
 * refused as expired, while wins, rollbacks and promo credits still settle (the wallet gateway never asks a
 * credit for a live session). Those of a login session (all, or one provider game's: leaving a game,
 * logging out) or of a player (an exclusion). Answers how many were live.
 */
export const endProviderSessions = async (
  db: Db,
  where: { loginSessionIds: number[]; provider?: string; gameCode?: string } | { userId: number },
  now = new Date(),
): Promise<number> => {
  if ('loginSessionIds' in where && where.loginSessionIds.length === 0) return 0
  const ended = await db
    .update(providerSessions)
    .set({ expiresAt: now })
    .where(
      and(
        gt(providerSessions.expiresAt, now),
        'userId' in where
          ? eq(providerSessions.userId, where.userId)
          : and(
              inArray(providerSessions.loginSessionId, where.loginSessionIds),
              where.provider === undefined ? undefined : eq(providerSessions.provider, where.provider),
              where.gameCode === undefined ? undefined : eq(providerSessions.gameCode, where.gameCode),
            ),
      ),
    )
    .returning({ id: providerSessions.id })
  return ended.length
}
