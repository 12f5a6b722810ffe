import type { PromotionKey } from '@src/contract/content'
import type { Db } from '../../db'
import { rewards } from '../../db/schema/rewards'
import { transfer } from '../ledger'
import { notifyPlayer } from '../notifications'
import { mayReceiveIncentive } from '../protection'
import { addWageringRequirement } from '../wagering'

export interface RewardPayment {
  userId: number
  kind: PromotionKey
  amount: number
  /** Names the reward once for ever, e.g. 'referral:42' (the invitee): paying it again does nothing. */
  key: string
  /** The promotion's turnover multiple; 0: the money is free to withdraw. */
  wageringMultiple: number
  period?: string
  base?: number
  rateBps?: number
  level?: number
  members?: number
  sourceUserId?: number
}

/** The rewards row's (and its ledger movement's) key for a payment's key. */
export const rewardKey = (key: string): string => `reward:${key}`

/**
 * Credits a reward to the player's wallet from the house's rewards account, records it, and adds its
 * wagering requirement, in one transaction (a savepoint inside the caller's), under the player's lock.
 * Answers the reward's id, or null when this key was already paid (nothing moved), the amount is 0, or
 * the player is in a cool-off or self-exclusion (withheld for good, mayReceiveIncentive).
 */
export const payReward = async (db: Db, payment: RewardPayment): Promise<number | null> => {
  if (payment.amount <= 0) return null
  const { wageringMultiple, ...row } = payment
  const key = rewardKey(payment.key)
  return db.transaction(async (tx) => {
    if (!(await mayReceiveIncentive(tx, payment.userId, { kind: payment.kind, key, amount: payment.amount })))
      return null
    // The unique key makes a concurrent second payment wait here, then find the first one and stop.
    const [created] = await tx
      .insert(rewards)
      .values({ ...row, key })
      .onConflictDoNothing({ target: rewards.key })
      .returning({ id: rewards.id })
    if (!created) return null
    await transfer(tx, {
      key,
      reason: 'reward',
      reference: `reward:${created.id}`,
      from: { system: 'rewards' },
      to: { userId: payment.userId, kind: 'wallet' },
      amount: payment.amount,
    })
    if (wageringMultiple > 0) {
      await addWageringRequirement(tx, payment.userId, created.id, payment.amount * wageringMultiple)
    }
    await notifyPlayer(tx, payment.userId, 'bonusCredited', {
      amount: payment.amount,
      promotion: payment.kind,
    })
    return created.id
  })
}
