import type { UserInfo } from '../../src/contract/user'
import type { Db } from '../db'
import type { User } from '../db/schema/users'
import { toUserInfo } from './accounts'
import { balancesAfterReturn } from './money'
import { activeExclusion } from './protection'

/**
 * The account as the client sees it, with its balances and running exclusion read now; a game balance an
 * ended game left behind goes back to the wallet first (automatic transfer). It reads three domains
 * (accounts, money, protection), so it sits above them rather than in accounts, which both others use.
 */
export const userInfoOf = async (db: Db, user: User): Promise<UserInfo> => {
  const [balances, exclusion] = await Promise.all([
    balancesAfterReturn(db, user.id),
    activeExclusion(db, user.id),
  ])
  return toUserInfo(user, balances, exclusion)
}
