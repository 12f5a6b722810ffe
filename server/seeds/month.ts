import { generateCpf } from '@brazilian-utils/brazilian-utils'
import type { SeededDay, SeededMonth } from '@src/contract/dev'
import { eq, sql } from 'drizzle-orm'
import type { Config } from '../config'
import type { Db } from '../db'
import { restampingLedger } from '../db/ledgerHistory'
import { rowsOf } from '../db/rows'
import { paymentChannels } from '../db/schema/money'
import type { User } from '../db/schema/users'
import { users } from '../db/schema/users'
import { ApiError } from '../envelope'
import { betSizes } from '../games/betSizes'
import { TITLES } from '../games/titles'
import { createUser, findUserByPhone, hashPassword } from '../services/accounts'
import { createCorrection } from '../services/corrections'
import { findPlayableGame, type PlayableGame, spin } from '../services/games'
import { getBalances } from '../services/ledger'
import {
  bindPixCard,
  convert,
  createRecharge,
  createWithdrawal,
  reviewOrder,
  settlePixPayment,
} from '../services/money'
import { forgetDays } from '../services/reports'

/**
 * A month of realistic history for development and tests (docs/console.md, Seeded month): players who sign up
 * over 30 São Paulo days, pay PIX top-ups (the first earns its bonus), play rounds of the original games,
 * withdraw by PIX with the operator's approval, and an operator's goodwill correction. Every step goes through
 * the services that production runs (top-up and PIX webhook, conversion, the game engine's spin, withdrawal and
 * review, corrections), so the ledger, the rounds, the orders and the audit are what they would be. The
 * services stamp now: right after each step, its rows (ledger movements, rounds, orders, rewards and
 * their wagering, corrections, the sign-up) are moved back to the step's instant, as the report tests do (reportFixtures'
 * backdate). The steps run in time order, so balances after each entry follow the clock. The audit rows keep
 * their real time (the chain covers them). Built hours of the month are forgotten at the end: the reports
 * sum them again from the ledger on their first request, as in production.
 */

export interface SeedMonthOptions {
  /** Players signing up over the month (default 30). */
  players?: number
  /** São Paulo days, today included (default 30). */
  days?: number
  /** Seed of the pseudo-random choices (volumes, times, amounts); the games' outcomes are the engine's own. */
  seed?: number
}

/** The phones of the month's players: +55 11 96600 0000 on, a range no other seed uses. */
const monthPhone = (index: number) => `+55119660${String(index).padStart(5, '0')}`
const PAY_PASSWORD = '246810'
const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Elisa',
  'Fábio',
  'Gabriela',
  'Heitor',
  'Isabela',
  'João',
]
const LAST_NAMES = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Lima', 'Pereira', 'Costa', 'Rocha', 'Almeida']
const MINUTE = 60_000

/** A small deterministic generator (mulberry32): the same seed, the same month. */
const generator = (seed: number) => {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  }
}

interface Moved {
  house: number
  costs: number
}

/**
 * Moves what the services just wrote for these players (stamped at or after `since`, the seed's own start)
 * to `at`, and answers what those movements did to the house's game accounts and to the cost accounts.
 */
const stamp = async (db: Db, players: number[], since: Date, at: Date): Promise<Moved> => {
  const ids = sql`array[${sql.join(
    players.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`
  const [moved] = rowsOf<{ house: string | null; costs: string | null }>(
    await restampingLedger(db, (tx) =>
      tx.execute(sql`
      with touched as (
        update ledger_transactions t set created_at = ${at}
        where t.created_at >= ${since} and exists (
          select 1 from ledger_entries e join accounts a on a.id = e.account_id
          where e.transaction_id = t.id and a.user_id = any(${ids}))
        returning t.id)
      select sum(e.amount) filter (where a.kind = 'house')::bigint as house,
             sum(e.amount) filter (where a.kind in ('rewards', 'corrections'))::bigint as costs
      from touched x join ledger_entries e on e.transaction_id = x.id join accounts a on a.id = e.account_id`),
    ),
  )
  await db.execute(sql`update rounds set started_at = ${at}, ended_at = ${at}
    where user_id = any(${ids}) and started_at >= ${since}`)
  await db.execute(sql`update orders set
      created_at = case when created_at >= ${since} then ${at} else created_at end,
      expires_at = case when created_at >= ${since} then ${at}::timestamptz + (expires_at - created_at) else expires_at end,
      audited_at = case when audited_at >= ${since} then ${at} else audited_at end
    where user_id = any(${ids}) and (created_at >= ${since} or audited_at >= ${since})`)
  await db.execute(
    sql`update rewards set created_at = ${at} where user_id = any(${ids}) and created_at >= ${since}`,
  )
  await db.execute(sql`update wagering_requirements set
      created_at = case when created_at >= ${since} then ${at} else created_at end,
      cleared_at = case when cleared_at >= ${since} then ${at} else cleared_at end
    where user_id = any(${ids}) and (created_at >= ${since} or cleared_at >= ${since})`)
  await db.execute(
    sql`update first_recharges set paid_at = ${at} where user_id = any(${ids}) and paid_at >= ${since}`,
  )
  await db.execute(sql`update balance_corrections set created_at = ${at},
      decided_at = case when decided_at is null then null else ${at}::timestamptz end
    where user_id = any(${ids}) and created_at >= ${since}`)
  await db.execute(sql`update users set created_at = ${at} where id = any(${ids}) and created_at >= ${since}`)
  return { house: Number(moved?.house ?? 0), costs: Number(moved?.costs ?? 0) }
}

/** A session's rounds and their movements (reference round:<id>) moved to each round's own instant. */
const stampRounds = async (db: Db, since: Date, played: { id: number; at: number }[]): Promise<void> => {
  if (played.length === 0) return
  const values = sql.join(
    played.map((round) => sql`(${round.id}::bigint, ${new Date(round.at)}::timestamptz)`),
    sql`, `,
  )
  await db.execute(sql`update rounds r set started_at = v.at, ended_at = v.at
    from (values ${values}) v(id, at) where r.id = v.id`)
  await restampingLedger(db, (tx) =>
    tx.execute(sql`update ledger_transactions t set created_at = v.at
      from (values ${values}) v(id, at)
      where t.created_at >= ${since} and t.reference = 'round:' || v.id`),
  )
}

const playableGames = async (db: Db): Promise<PlayableGame[]> => {
  const found = await Promise.all(TITLES.map((title) => findPlayableGame(db, { slug: title.slug })))
  return found.filter((game): game is PlayableGame => game !== undefined)
}

/** Refusals a real player meets too (a wagering requirement, a limit, an empty balance): the step is skipped. */
const refused = (error: unknown): boolean => error instanceof ApiError

/** Writes the month. A database that already holds the month's first player is left as it is (null). */
export const seedMonth = async (
  db: Db,
  config: Config,
  options: SeedMonthOptions = {},
): Promise<SeededMonth | null> => {
  const playerCount = options.players ?? 30
  const dayCount = options.days ?? 30
  const random = generator(options.seed ?? 26)
  if (await findUserByPhone(db, monthPhone(0))) return null
  const operator = await findUserByPhone(db, config.operator.phone)
  if (!operator) throw new Error('The seeded operator is missing: run the server seeds first')
  const [pix] = await db.select().from(paymentChannels).where(eq(paymentChannels.slug, 'pix'))
  if (!pix) throw new Error('The PIX channel is missing: run the server seeds first')
  const games = await playableGames(db)
  if (games.length === 0) throw new Error('No original game to play')

  const [bounds] = rowsOf<{ from: string; to: string; start: Date | string }>(
    await db.execute(sql`select (ficha_sp_day(now()) - ${dayCount - 1}::integer)::text as from,
      ficha_sp_day(now())::text as to,
      ((ficha_sp_day(now()) - ${dayCount - 1}::integer)::timestamp at time zone 'America/Sao_Paulo') as start`),
  )
  if (!bounds) throw new Error('No day')
  const since = new Date()
  const firstDay = new Date(bounds.start).getTime()
  // Nothing lands in the last quarter hour: the live hour stays the run's own.
  const latest = since.getTime() - 15 * MINUTE
  const dayOf = (at: number) => Math.floor((at - firstDay) / (24 * 60 * MINUTE))
  const days: SeededDay[] = Array.from({ length: dayCount }, (_, index) => ({
    day: new Date(Date.parse(`${bounds.from}T12:00:00Z`) + index * 24 * 60 * MINUTE)
      .toISOString()
      .slice(0, 10),
    newPlayers: 0,
    deposits: 0,
    depositAmount: 0,
    withdrawals: 0,
    withdrawalAmount: 0,
    rounds: 0,
    stakes: 0,
    wins: 0,
    ggr: 0,
    ngr: 0,
  }))

  // The plan: each player's sign-up, then visits on later days, at hours a casino is busy (8:00 to 23:59).
  type Visit = { at: number; player: number; first: boolean }
  const visits: Visit[] = []
  const moment = (day: number) =>
    firstDay + day * 24 * 60 * MINUTE + random.int(8 * 60, 23 * 60 + 50) * MINUTE
  for (let player = 0; player < playerCount; player++) {
    const joined = Math.min(dayCount - 1, Math.floor((player * dayCount) / playerCount))
    visits.push({ at: moment(joined), player, first: true })
    for (let day = joined + 1; day < dayCount; day++) {
      if (random.next() < 0.3) visits.push({ at: moment(day), player, first: false })
    }
  }
  const planned = visits.filter((visit) => visit.at < latest - 60 * MINUTE).sort((a, b) => a.at - b.at)
  // One goodwill credit, the day after the middle of the month, under the four-eyes threshold.
  const correctionAt = firstDay + (Math.floor(dayCount / 2) + 0.6) * 24 * 60 * MINUTE

  const passwordHash = await hashPassword(`month-seed-${random.next()}`)
  const payPasswordHash = await hashPassword(PAY_PASSWORD)
  const accounts = new Map<number, { user: User; payoutAccount: number }>()
  const ids: number[] = []
  const note = (at: number, moved: Moved) => {
    const day = days[dayOf(at)]
    if (!day) return
    day.ggr += moved.house
    day.ngr += moved.house + moved.costs
  }
  const step = async (at: number, work: () => Promise<unknown>): Promise<boolean> => {
    try {
      await work()
    } catch (error) {
      if (!refused(error)) throw error
      note(at, await stamp(db, ids, since, new Date(at)))
      return false
    }
    note(at, await stamp(db, ids, since, new Date(at)))
    return true
  }

  const signUp = async (index: number, at: number) => {
    const cpf = generateCpf()
    const firstName = FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Ana'
    const lastName = `${random.pick(LAST_NAMES)} ${random.pick(LAST_NAMES)}`
    const inviter = index % 10 === 9 ? accounts.get(0)?.user.id : undefined
    const user = await createUser(db, {
      phone: monthPhone(index),
      passwordHash,
      parentId: inviter ?? null,
      cpf,
      fullName: `${firstName} ${lastName}`,
      birthDate: `19${random.int(60, 99)}-0${random.int(1, 9)}-1${random.int(0, 9)}`,
    })
    if (!user) throw new Error(`${monthPhone(index)} is taken`)
    ids.push(user.id)
    // Seeded players passed the identity check and the extended registration, as brazil asks before any
    // deposit or play.
    await db
      .update(users)
      .set({ payPasswordHash, identityState: 'verified', registeredAt: new Date() })
      .where(eq(users.id, user.id))
    const card = await bindPixCard(db, user, {
      firstName,
      lastName,
      cpf,
      pixKey: cpf,
      pixKeyType: 'CPF',
    })
    accounts.set(index, { user: { ...user, payPasswordHash }, payoutAccount: card.id })
    note(at, await stamp(db, ids, since, new Date(at)))
    const day = days[dayOf(at)]
    if (day) day.newPlayers += 1
  }

  /** A PIX top-up paid from an account of the player's own CPF (brazil refuses any other payer). */
  const deposit = async (userId: number, cpf: string, at: number, amount: number) => {
    let paid = false
    await step(at, async () => {
      const { order } = await createRecharge(db, config, userId, `month:${userId}:${at}`, {
        amount,
        channelId: pix.id,
        voucherId: undefined,
      })
      const settled = await settlePixPayment(db, {
        eventId: `month:${order.id}`,
        txid: order.txid ?? '',
        amount,
        payerCpf: cpf,
      })
      paid = settled.status === 'paid'
    })
    const day = days[dayOf(at)]
    if (paid && day) {
      day.deposits += 1
      day.depositAmount += amount
    }
  }

  const play = async (userId: number, at: number) => {
    const stake = random.pick([5_000, 10_000, 20_000, 40_000])
    const { wallet } = await getBalances(db, userId)
    if (wallet <= 0) return
    const moved = await step(at, () =>
      convert(db, userId, `month-in-${at}`, { direction: 'toGame', amount: Math.min(wallet, stake) }),
    )
    if (!moved) return
    const game = random.pick(games)
    // Bets of R$ 0,50 to R$ 5 where the game offers them, else its smallest.
    const all = betSizes(game.title, game)
    const usual = all.filter((size) => size >= 50 && size <= 500)
    const sizes = usual.length > 0 ? usual : all.slice(0, 3)
    const spins = random.int(10, 30)
    let when = at
    const played: { id: number; at: number; bet: number; win: number }[] = []
    for (let index = 0; index < spins; index++) {
      when += random.int(5, 40) * 1_000
      const bet = random.pick(sizes)
      try {
        const { round } = await spin(db, { userId, game, bet, clientRoundId: `month-${userId}-${when}` })
        played.push({ id: round.id, at: when, bet: round.bet, win: round.win })
      } catch (error) {
        if (!refused(error)) throw error
        break
      }
    }
    await stampRounds(db, since, played)
    for (const round of played) {
      const day = days[dayOf(round.at)]
      if (!day) continue
      day.rounds += 1
      day.stakes += round.bet
      day.wins += round.win
      day.ggr += round.bet - round.win
      day.ngr += round.bet - round.win
    }
    await step(when + MINUTE, () =>
      convert(db, userId, `month-out-${at}`, { direction: 'toWallet', all: true }),
    )
  }

  const withdraw = async (index: number, at: number) => {
    const account = accounts.get(index)
    if (!account) return
    const { wallet } = await getBalances(db, account.user.id)
    if (wallet < 10_000) return
    const amount = Math.floor((wallet * random.int(30, 80)) / 100 / 100) * 100
    let orderId: number | null = null
    const requested = await step(at, async () => {
      const { order } = await createWithdrawal(db, account.user, `month-out:${at}`, {
        amount,
        accountId: account.payoutAccount,
        payPassword: PAY_PASSWORD,
      })
      orderId = order.id
    })
    if (!requested || orderId === null) return
    const id: number = orderId
    const paidAt = at + random.int(10, 120) * MINUTE
    const paid = await step(Math.min(paidAt, latest), () =>
      reviewOrder(db, 'pt', config.payouts.rules, operator.id, { id, action: 'approve' }),
    )
    const day = days[dayOf(at)]
    if (paid && day) {
      day.withdrawals += 1
      day.withdrawalAmount += amount
    }
  }

  let corrected = correctionAt >= latest
  for (const visit of planned) {
    if (!corrected && visit.at >= correctionAt) {
      corrected = true
      const target = accounts.get(0)?.user.id
      if (target !== undefined) {
        await step(correctionAt, () =>
          createCorrection(
            db,
            { fourEyesCentavos: config.correctionFourEyesCentavos, solo: config.correctionSolo },
            { id: operator.id, ip: null },
            {
              userId: target,
              account: 'wallet',
              direction: 'credit',
              amount: Math.min(2_500, config.correctionFourEyesCentavos),
              reason: 'goodwill',
              comment: 'PIX delayed by the bank: goodwill credit (seeded month)',
              idempotencyKey: `month-correction-${target}`,
            },
          ),
        )
      }
    }
    if (visit.first) await signUp(visit.player, visit.at)
    const account = accounts.get(visit.player)
    if (!account) continue
    const userId = account.user.id
    if (visit.first || random.next() < 0.5) {
      await deposit(
        userId,
        account.user.cpf ?? '',
        visit.at + 2 * MINUTE,
        random.pick([2_000, 3_000, 4_000, 5_000, 5_000, 10_000, 30_000]),
      )
    }
    await play(userId, visit.at + 5 * MINUTE)
    if (!visit.first && random.next() < 0.4) await withdraw(visit.player, visit.at + 40 * MINUTE)
  }

  // Hours built before (a report opened earlier) are summed again from the ledger by the next report.
  await forgetDays(db, bounds.from)
  return { from: bounds.from, to: bounds.to, players: ids.length, days }
}
