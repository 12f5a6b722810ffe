import { eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { users } from '../../db/schema/users'

/**
 * Locks the player's row until the transaction ends: one money request of a player at a time, so that
 * checks made before moving money (today's withdrawals, a retried key, the account count) cannot race.
 */
export const lockPlayer = async (tx: Db, userId: number): Promise<void> => {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}
