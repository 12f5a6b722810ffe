import { and, eq, isNull, ne } from 'drizzle-orm'
import { uniqueViolation } from '../db/errors'
import { users } from '../db/schema/users'
import { nicknameSkeleton } from '../services/accounts'
import type { Seed } from './seed'

/**
 * Nicknames chosen before their skeletons were stored (migration 0010) get one. Of two older nicknames that
 * look alike, the second keeps its nickname without a skeleton: nobody loses a name they hold.
 */
export const seedNicknameSkeletons: Seed = async (db) => {
  const rows = await db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(and(ne(users.nickname, ''), isNull(users.nicknameSkeleton)))
  for (const { id, nickname } of rows) {
    try {
      await db
        .update(users)
        .set({ nicknameSkeleton: nicknameSkeleton(nickname) })
        .where(eq(users.id, id))
    } catch (error) {
      if (uniqueViolation(error) !== 'users_nickname_skeleton_unique') throw error
    }
  }
}
