import type { BonusStatus } from '@src/contract/rewards'
import {
  cashbackLeft,
  depositBonus,
  depositRate,
  quoteBonus,
  referralReward,
} from '@src/contract/rewards-tiers'
import { and, count, eq, lte } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db'
import type { Order } from '../../db/schema/money'
import { betTotals, firstRecharges, rewards } from '../../db/schema/rewards'
import { users } from '../../db/schema/users'
import { dayOf } from '../calendar'
import { lockAccounts, openAccounts } from '../ledger'
import { wageringStatus } from '../wagering'
import { checkInviterLink } from './links'
import { payReward, rewardKey } from './pay'
import { getPromotion } from './rules'
import { checkVipUpgrade, vipTotals } from './vip'

/**
 * What a paid top-up earns: the player's first paid top-up claims the first deposit bonus and makes the
 * inviter's referral reward due once it is wagered (settleReferral); every later one may earn cash back (a limited number a day). Then the VIP
 * level is checked. All in the settlement's transaction, each reward once by its key.
 */

/** The fields of a paid top-up order that the rewards read. */
export interface PaidRecharge {
  id: number
  userId: number
  amount: number
  /** When it was paid; now when absent. */
  auditedAt: Date | null
}

export const cashbackUsed = async (db: Db, userId: number, day: string): Promise<number> => {
  const [row] = await db
    .select({ used: count() })
    .from(rewards)
    .where(and(eq(rewards.userId, userId), eq(rewards.kind, 'recharge_cashback'), eq(rewards.period, day)))
  return row?.used ?? 0
}

export const hasFirstRecharge = async (db: Db, userId: number): Promise<boolean> =>
  (
    await db
      .select({ userId: firstRecharges.userId })
      .from(firstRecharges)
      .where(eq(firstRecharges.userId, userId))
  ).length > 0

// The keys of the two rewards a top-up can earn: what pays them, and what reads them back for the order.
const firstDepositKey = (userId: number) => `first_deposit:${userId}`
const cashbackKey = (orderId: number) => `recharge_cashback:order:${orderId}`

/**
 * The bonus a top-up of `amount` would earn if it were paid now: what the deposit page shows before paying,
 * by the rule the page itself quotes with (src/contract/rewards-tiers quoteBonus), from the stored figures.
 */
const quotePlayerBonus = async (
  db: Db,
  userId: number,
  amount: number,
  now = new Date(),
): Promise<number> => {
  const used = await hasFirstRecharge(db, userId)
  const promotions = {
    first_deposit: await getPromotion(db, 'first_deposit'),
    recharge_cashback: await getPromotion(db, 'recharge_cashback'),
  }
  const remainingToday = used
    ? cashbackLeft(promotions.recharge_cashback.rules.dailyLimit, await cashbackUsed(db, userId, dayOf(now)))
    : 0
  return quoteBonus(promotions, { firstDeposit: { used }, cashback: { remainingToday } }, amount) ?? 0
}

/**
 * The bonus a paid top-up was credited: its first deposit bonus when it was the player's first paid
 * top-up, else its cash back; 0 when it earned none (a promotion off, below every tier, the day's cash backs
 * used, a held payment).
 */
const bookedBonus = async (db: Db, order: { id: number; userId: number }): Promise<number> => {
  const [first] = await db
    .select({ orderId: firstRecharges.orderId })
    .from(firstRecharges)
    .where(eq(firstRecharges.userId, order.userId))
  const key = first?.orderId === order.id ? firstDepositKey(order.userId) : cashbackKey(order.id)
  const [reward] = await db
    .select({ amount: rewards.amount })
    .from(rewards)
    .where(eq(rewards.key, rewardKey(key)))
  return reward?.amount ?? 0
}

const payFirstDeposit = async (tx: Db, order: PaidRecharge) => {
  const promotion = await getPromotion(tx, 'first_deposit')
  if (!promotion.enabled) return
  await payReward(tx, {
    userId: order.userId,
    kind: 'first_deposit',
    amount: depositBonus(promotion.rules.tiers, order.amount),
    key: firstDepositKey(order.userId),
    wageringMultiple: promotion.rules.wageringMultiple,
    base: order.amount,
    rateBps: depositRate(promotion.rules.tiers, order.amount),
  })
}

/** The invitee's referral is still pending and their bets (a figure or a column) have reached it. */
const referralDue = (inviteeId: number, betTotal: number | AnyPgColumn) =>
  and(
    eq(firstRecharges.userId, inviteeId),
    eq(firstRecharges.referralState, 'pending'),
    lte(firstRecharges.referralDueBets, betTotal),
  )

/**
 * The inviter's reward for this invitee's first top-up, due once the invitee has bet its amount (their
 * own deposit wagered once): until then it is pending; an invitee linked to the inviter (links.ts) earns
 * nothing. Called when the first top-up is paid and after each of the invitee's settled rounds; pays at
 * most once (the pending row is claimed by one update, the reward by its key).
 */
const settleReferral = async (tx: Db, inviteeId: number, betTotal: number): Promise<void> => {
  const [due] = await tx
    .select({ amount: firstRecharges.amount, parentId: users.parentId })
    .from(firstRecharges)
    .innerJoin(users, eq(users.id, firstRecharges.userId))
    .where(referralDue(inviteeId, betTotal))
  if (!due?.parentId) return
  const linked = await checkInviterLink(tx, inviteeId)
  const [claimed] = await tx
    .update(firstRecharges)
    .set({ referralState: linked ? 'linked' : 'paid' })
    .where(and(eq(firstRecharges.userId, inviteeId), eq(firstRecharges.referralState, 'pending')))
    .returning({ userId: firstRecharges.userId })
  if (!claimed || linked) return
  const promotion = await getPromotion(tx, 'referral')
  if (!promotion.enabled) return
  await openAccounts(tx, [{ userId: due.parentId, kind: 'wallet' }])
  await payReward(tx, {
    userId: due.parentId,
    kind: 'referral',
    amount: referralReward(promotion.rules.tiers, due.amount),
    key: `referral:${inviteeId}`,
    wageringMultiple: promotion.rules.wageringMultiple,
    base: due.amount,
    sourceUserId: inviteeId,
  })
}

/**
 * After each settled round (rounds.ts, once the round has committed): pays the inviter's reward when this
 * round took the invitee's bets to its threshold. The common case is one indexed read that finds nothing
 * pending; a process that dies before it leaves the reward pending for the invitee's next round.
 */
export const settleReferralAfterRound = async (db: Db, inviteeId: number): Promise<void> => {
  const [due] = await db
    .select({ total: betTotals.total })
    .from(firstRecharges)
    .innerJoin(betTotals, eq(betTotals.userId, firstRecharges.userId))
    .where(referralDue(inviteeId, betTotals.total))
  if (due) await db.transaction((tx) => settleReferral(tx, inviteeId, due.total))
}

const payCashback = async (tx: Db, order: PaidRecharge, paidAt: Date) => {
  const promotion = await getPromotion(tx, 'recharge_cashback')
  if (!promotion.enabled) return
  const day = dayOf(paidAt)
  if (cashbackLeft(promotion.rules.dailyLimit, await cashbackUsed(tx, order.userId, day)) === 0) return
  await payReward(tx, {
    userId: order.userId,
    kind: 'recharge_cashback',
    amount: depositBonus(promotion.rules.tiers, order.amount),
    key: cashbackKey(order.id),
    wageringMultiple: promotion.rules.wageringMultiple,
    period: day,
    base: order.amount,
    rateBps: depositRate(promotion.rules.tiers, order.amount),
  })
}

/** The money service's hook: called once, in the transaction that marks the top-up paid. */
export const rewardRecharge = async (tx: Db, order: PaidRecharge): Promise<void> => {
  const [player] = await tx
    .select({ parentId: users.parentId, demo: users.demo })
    .from(users)
    .where(eq(users.id, order.userId))
  if (!player || player.demo) return
  // The wallets this may credit, locked first and in the ledger's order: the count of today's cash backs
  // cannot race, and no reward holds the house's rewards account while waiting for a wallet.
  const wallets = [order.userId, ...(player.parentId ? [player.parentId] : [])].map((userId) => ({
    userId,
    kind: 'wallet' as const,
  }))
  await openAccounts(tx, wallets)
  await lockAccounts(tx, wallets)

  const paidAt = order.auditedAt ?? new Date()
  const linked = player.parentId !== null && (await checkInviterLink(tx, order.userId))
  const bets = (await vipTotals(tx, order.userId)).bets
  await tx
    .insert(firstRecharges)
    .values({
      userId: order.userId,
      orderId: order.id,
      amount: order.amount,
      paidAt,
      referralState: player.parentId === null ? 'none' : linked ? 'linked' : 'pending',
      referralDueBets: bets + order.amount,
    })
    .onConflictDoNothing()
  const [first] = await tx
    .select({ orderId: firstRecharges.orderId })
    .from(firstRecharges)
    .where(eq(firstRecharges.userId, order.userId))
  // A replayed call for the first order finds its own row and pays nothing twice (the keys see to that).
  if (first?.orderId === order.id) {
    await payFirstDeposit(tx, order)
  } else {
    await payCashback(tx, order, paidAt)
  }
  await checkVipUpgrade(tx, order.userId)
}

/**
 * A top-up order's bonus as the deposit page shows it: while unpaid, what it would earn once paid; once
 * decided, what was booked for it, never a new quote (which would be the next top-up's).
 */
export const rechargeBonus = (db: Db, order: Order): Promise<number> =>
  order.status === 'unpaid' ? quotePlayerBonus(db, order.userId, order.amount) : bookedBonus(db, order)

/** index/get_bonus_status: the first deposit, today's cash backs and the wagering still owed. */
export const bonusStatus = async (db: Db, userId: number, now = new Date()): Promise<BonusStatus> => {
  const [[first], [bonus], cashback, used, wagering] = await Promise.all([
    db
      .select({ userId: firstRecharges.userId })
      .from(firstRecharges)
      .where(eq(firstRecharges.userId, userId)),
    db
      .select({ amount: rewards.amount })
      .from(rewards)
      .where(and(eq(rewards.userId, userId), eq(rewards.kind, 'first_deposit'))),
    getPromotion(db, 'recharge_cashback'),
    cashbackUsed(db, userId, dayOf(now)),
    wageringStatus(db, userId),
  ])
  const { dailyLimit } = cashback.rules
  return {
    firstDeposit: { used: first !== undefined, bonus: bonus?.amount ?? 0 },
    cashback: { usedToday: used, remainingToday: cashbackLeft(dailyLimit, used), dailyLimit },
    wagering,
  }
}
