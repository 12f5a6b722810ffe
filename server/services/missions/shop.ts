import { Code } from '@src/contract/codes'
import type { BuyBody, Purchase } from '@src/contract/missions'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { pointsBalances, shopItems, shopPurchases } from '../../db/schema/missions'
import { ApiError } from '../../envelope'
import { transfer } from '../ledger'
import { mayReceiveIncentive } from '../protection'
import { pointsBalance } from './player'

type ItemRow = typeof shopItems.$inferSelect
type PurchaseRow = typeof shopPurchases.$inferSelect

/** The free spins of a purchase, granted by the caller at the provider (a campaign under `reference`). */
interface FreespinOrder {
  reference: string
  userId: number
  provider: string
  gameCode: string
  spins: number
  betValue: number
  validDays: number
  template: string | null
}

/** Grants the spins at the provider (routes/mission/buy.ts: the providers' campaigns); false when it failed. */
type GrantFreespins = (order: FreespinOrder) => Promise<boolean>

/** One movement of points through the points ledger's one writer (db/functions/ficha_points_move.sql). */
const movePoints = (tx: Db, userId: number, amount: number, reason: string, key: string, sourceId: number) =>
  tx.execute(sql`select ficha_points_move(${userId}, ${amount}, ${reason}, ${key}, ${sourceId})`)

const answer = async (db: Db, row: PurchaseRow, replayed: boolean): Promise<Purchase> => ({
  id: row.id,
  itemId: row.itemId,
  price: row.price,
  state: row.state,
  replayed,
  balance: await pointsBalance(db, row.userId),
})

/** The purchase this client id made before, or null; another item under the same id: PurchaseClientIdTaken. */
const earlier = async (db: Db, userId: number, body: BuyBody): Promise<PurchaseRow | null> => {
  const [row] = await db
    .select()
    .from(shopPurchases)
    .where(and(eq(shopPurchases.userId, userId), eq(shopPurchases.clientId, body.clientId)))
  if (!row) return null
  if (row.itemId !== body.itemId) throw new ApiError(Code.PurchaseClientIdTaken)
  return row
}

/**
 * Spends the points and records the purchase in one transaction, under the player's points balance lock:
 * the player's eligibility (mayReceiveIncentive, the one rule of every incentive), the balance against the
 * price (PointsShort, nothing written), the purchase under its client id, the points out (key
 * 'purchase:<id>'), and a cash back's money from the house's rewards account to the wallet (ledger key
 * 'shop:<id>'), all or nothing. A second request with the same client id waits on the unique key and
 * answers the first purchase.
 */
const spend = async (
  db: Db,
  userId: number,
  item: ItemRow,
  body: BuyBody,
): Promise<PurchaseRow | 'replayed'> =>
  db.transaction(async (tx) => {
    const rewardKey = item.kind === 'cashback' ? 'shop:' : 'shop-freespins:'
    if (
      !(await mayReceiveIncentive(tx, userId, {
        kind: 'shop',
        key: `shop:${body.clientId}`,
        amount: item.amount,
      }))
    )
      throw new ApiError(Code.ShopNotEligible)
    await tx.insert(pointsBalances).values({ userId, balance: 0 }).onConflictDoNothing()
    const [held] = await tx
      .select({ balance: pointsBalances.balance })
      .from(pointsBalances)
      .where(eq(pointsBalances.userId, userId))
      .for('update')
    const [inserted] = await tx
      .insert(shopPurchases)
      .values({ userId, itemId: item.id, clientId: body.clientId, price: item.price, rewardKey })
      .onConflictDoNothing()
      .returning()
    if (!inserted) return 'replayed'
    const balance = held?.balance ?? 0
    if (balance < item.price)
      throw new ApiError(Code.PointsShort, { price: item.price, balance }, { price: item.price, balance })
    const key = `${rewardKey}${inserted.id}`
    await tx.update(shopPurchases).set({ rewardKey: key }).where(eq(shopPurchases.id, inserted.id))
    await movePoints(tx, userId, -item.price, 'purchase', `purchase:${inserted.id}`, item.id)
    if (item.kind === 'cashback')
      await transfer(tx, {
        key,
        reason: 'reward',
        reference: `shop_purchase:${inserted.id}`,
        from: { system: 'rewards' },
        to: { userId, kind: 'wallet' },
        amount: item.amount,
      })
    return { ...inserted, rewardKey: key }
  })

/** A purchase whose free spins the provider did not grant: marked failed, its points given back once. */
const giveBack = async (db: Db, row: PurchaseRow): Promise<void> => {
  await db.transaction(async (tx) => {
    const [failed] = await tx
      .update(shopPurchases)
      .set({ state: 'failed' })
      .where(and(eq(shopPurchases.id, row.id), eq(shopPurchases.state, 'done')))
      .returning()
    if (failed) await movePoints(tx, row.userId, row.price, 'refund', `refund:${row.id}`, row.itemId)
  })
}

/**
 * mission/buy: a player exchanges points for an item on sale, once per client id (docs/missions.md). Cash
 * back is paid in the purchase's own transaction; free spins are granted at the provider after it commits
 * (no provider call inside a transaction), and if the provider does not grant them the purchase is marked
 * failed and the points come back (ShopRewardFailed). Not an operator's decision: no checker.
 */
export const buy = async (
  db: Db,
  userId: number,
  body: BuyBody,
  grant: GrantFreespins,
): Promise<Purchase> => {
  const before = await earlier(db, userId, body)
  if (before) return answer(db, before, true)
  const [item] = await db
    .select()
    .from(shopItems)
    .where(and(eq(shopItems.id, body.itemId), eq(shopItems.state, 'published')))
  if (!item) throw new ApiError(Code.ShopItemNotFound)
  const spent = await spend(db, userId, item, body)
  if (spent === 'replayed') {
    const row = await earlier(db, userId, body)
    if (!row) throw new Error(`Purchase ${body.clientId} clashed but cannot be found`)
    return answer(db, row, true)
  }
  if (item.kind === 'freespins' && item.provider && item.gameCode) {
    const granted = await grant({
      reference: spent.rewardKey,
      userId,
      provider: item.provider,
      gameCode: item.gameCode,
      spins: item.spins,
      betValue: item.betValue,
      validDays: item.validDays,
      template: item.template,
    }).catch(() => false)
    if (!granted) {
      await giveBack(db, spent)
      throw new ApiError(Code.ShopRewardFailed)
    }
  }
  return answer(db, spent, false)
}
