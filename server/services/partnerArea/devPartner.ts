import { sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { partners } from '../../db/schema/partners'

/** dev/partner: the account's partner row, approved (made once; a second call answers the same). */
export const makeApprovedPartner = async (
  db: Db,
  userId: number,
): Promise<{ partnerId: number; secret: string }> => {
  const [row] = await db
    .insert(partners)
    .values({ userId, status: 'approved' })
    .onConflictDoUpdate({ target: partners.userId, set: { status: sql`'approved'` } })
    .returning({ partnerId: partners.id, secret: partners.postbackSecret })
  if (!row) throw new Error('no partner row')
  return row
}
